import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isWmsError, type PermissionUser, type RoleSummary } from '@wms/api';
import { Button, Loading, useMessage } from '@wms/ui-core';
import { FailureState } from '../../app/FailureState';
import { useServices } from '../../app/ServicesContext';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';

const reason = (error: unknown) => (isWmsError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error));

const Layout = styled.section`
  padding: 12px 16px;
  .cols { display: grid; grid-template-columns: minmax(260px, 1fr) 2fr; gap: 16px; align-items: start; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #e5e7eb; padding: 4px 6px; text-align: start; }
  tr[aria-selected='true'] td { background: #dbeafe; }
  td button { all: unset; cursor: pointer; color: #1d4ed8; text-decoration: underline; }
  td button:focus-visible { outline: 2px solid #f59e0b; }
  fieldset { border: 1px solid #d1d5db; border-radius: 4px; padding: 8px; }
  .owners { display: flex; flex-wrap: wrap; gap: 8px 16px; }
  .owners label, .role { display: inline-flex; gap: 6px; align-items: center; }
  .hint { color: #4b5563; }
  .error { color: #b91c1c; }
`;

export interface UserPermissionFormProps {
  title: string;
  users: readonly PermissionUser[];
  roles: readonly RoleSummary[];
  shippers: readonly string[];
  selected?: string;
  onSelect: (userid: string) => void;
  roleid: string;
  onRole: (roleid: string) => void;
  owners: readonly string[];
  onOwners: (owners: string[]) => void;
  onSave: () => void;
  saving?: boolean;
  error?: string;
}

/** Users with their role and shippers; the chosen user's role and shippers, saved by user. */
export function UserPermissionForm({ title, users, roles, shippers, selected, onSelect, roleid, onRole, owners, onOwners, onSave, saving = false, error }: UserPermissionFormProps) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const headingId = useId();
  const user = users.find((u) => u.userid === selected);
  return (
    <Layout aria-labelledby={headingId} data-screen="user-permissions">
      <h2 id={headingId}>{title}</h2>
      <div className="cols">
        <table>
          <caption>{t('perm.usersCaption')}</caption>
          <thead>
            <tr><th scope="col">{t('perm.user')}</th><th scope="col">{t('perm.role')}</th><th scope="col">{t('perm.shippers')}</th></tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.userid} aria-selected={u.userid === selected}>
                <td><button type="button" onClick={() => { onSelect(u.userid); }}>{`${u.fullname} (${u.userid})`}</button></td>
                <td>{u.roleid}</td>
                <td>{u.owners.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {user ? (
          <div>
            <h3>{`${user.fullname} (${user.userid}) · ${t(`perm.userType.${user.usertype === 'shipper' ? 'shipper' : 'internal'}`)}`}</h3>
            <p>
              <label className="role">
                {t('perm.roleOfUser')}
                <select value={roleid} onChange={(e) => { onRole(e.target.value); }}>
                  {roles.map((r) => <option key={r.roleid} value={r.roleid}>{`${r.name} (${r.roleid})`}</option>)}
                </select>
              </label>
            </p>
            <fieldset>
              <legend>{t('perm.shippers')}</legend>
              <p className="hint">{t('perm.shipperHint')}</p>
              <div className="owners">
                {shippers.map((s) => (
                  <label key={s}>
                    <input type="checkbox" checked={owners.includes(s)} onChange={(e) => { onOwners(e.target.checked ? [...owners, s] : owners.filter((o) => o !== s)); }} />
                    {s}
                  </label>
                ))}
              </div>
            </fieldset>
            {error ? <p className="error" role="alert">{error}</p> : null}
            <p><Button variant="primary" loading={saving} onClick={onSave}>{t('perm.save')}</Button></p>
            <p className="hint">{t('perm.nextLoad')}</p>
          </div>
        ) : (
          <p>{t('perm.pickUser')}</p>
        )}
      </div>
    </Layout>
  );
}

/**
 * A list the contract says is an array, as an array even when a server sent `null` for an empty
 * one (issue 47: `null.join` replaced this page with the system error). The client's schema
 * normalises what the contract tolerates; this keeps the page standing on what it does not.
 */
function listOf<T>(value: readonly T[] | null | undefined): T[] {
  return value ? [...value] : [];
}

function withOwners(user: PermissionUser): PermissionUser {
  return { ...user, owners: listOf(user.owners as readonly string[] | null) };
}

/** /rolePermission: role and shippers by user. */
export function UserPermissions({ title }: { title: string }) {
  const { api } = useServices();
  const { t, i18n } = useTranslation(SUPERVISOR_NAMESPACE);
  const message = useMessage();
  const [data, setData] = useState<{ users: PermissionUser[]; shippers: string[]; roles: RoleSummary[] }>();
  const [error, setError] = useState<{ error: unknown }>();
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<string>();
  const [roleid, setRoleid] = useState('');
  const [owners, setOwners] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  useEffect(() => {
    let live = true;
    Promise.all([api.permissionUsers(), api.permissionRoles()]).then(
      ([users, roles]) => { if (live) setData({ users: listOf(users.users).map(withOwners), shippers: listOf(users.shippers), roles: listOf(roles) }); },
      (e: unknown) => { if (live) setError({ error: e }); },
    );
    return () => { live = false; };
  }, [api, attempt, i18n.language]);

  if (error) return <FailureState error={error.error} message={t('perm.loadFailed', { message: reason(error.error) })} onRetry={() => { setError(undefined); setAttempt((n) => n + 1); }} />;
  if (!data) return <Loading />;
  const select = (userid: string) => {
    const user = data.users.find((u) => u.userid === userid);
    setSelected(userid);
    setRoleid(user?.roleid ?? '');
    setOwners(user?.owners ?? []);
    setSaveError(undefined);
  };
  const save = () => {
    if (!selected) return;
    setSaving(true);
    setSaveError(undefined);
    api.savePermissionUser({ userid: selected, roleid, owners }).then(
      () => {
        setSaving(false);
        setData({ ...data, users: data.users.map((u) => (u.userid === selected ? { ...u, roleid, owners } : u)) });
        message.success(t('perm.saved'));
      },
      (e: unknown) => {
        setSaving(false);
        setSaveError(t('perm.saveFailed', { message: reason(e) }));
      },
    );
  };
  return (
    <UserPermissionForm
      title={title}
      users={data.users}
      roles={data.roles}
      shippers={data.shippers}
      selected={selected}
      onSelect={select}
      roleid={roleid}
      onRole={setRoleid}
      owners={owners}
      onOwners={setOwners}
      onSave={save}
      saving={saving}
      error={saveError}
    />
  );
}
