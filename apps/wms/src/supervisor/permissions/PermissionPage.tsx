import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWmsError, type PermissionArea, type RoleSummary } from '@wms/api';
import { Loading, PartBoundary, useMessage } from '@wms/ui-core';
import { FailureState } from '../../app/FailureState';
import { useServices } from '../../app/ServicesContext';
import type { ScreenProps } from '../../routes/types';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { changeCount, selectionOf } from '../model/permissionTree';
import { PermissionEditor } from './PermissionEditor';
import { UserPermissions } from './UserPermissions';

const reason = (error: unknown) => (isWmsError(error) ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : String(error));

/** /buttonPermission and /menuPermission: a role's menus (and buttons), saved by role. */
function RolePermissions({ title, showButtons }: { title: string; showButtons: boolean }) {
  const { api } = useServices();
  const { t, i18n } = useTranslation(SUPERVISOR_NAMESPACE);
  const message = useMessage();
  const [roles, setRoles] = useState<RoleSummary[]>();
  const [roleid, setRoleid] = useState('');
  const [loaded, setLoaded] = useState<PermissionArea[]>();
  const [tree, setTree] = useState<PermissionArea[]>([]);
  const [error, setError] = useState<{ error: unknown }>();
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api.permissionRoles().then(
      (list) => {
        if (!live) return;
        setRoles(list);
        setRoleid((current) => current || (list[0]?.roleid ?? ''));
      },
      (e: unknown) => { if (live) setError({ error: e }); },
    );
    return () => { live = false; };
  }, [api, attempt, i18n.language]);

  useEffect(() => {
    if (!roleid) return;
    let live = true;
    api.permissionRoleTree(roleid).then(
      (next) => {
        if (!live) return;
        setLoaded(next);
        setTree(next);
      },
      (e: unknown) => { if (live) setError({ error: e }); },
    );
    return () => { live = false; };
  }, [api, roleid, attempt, i18n.language]);

  const save = useCallback(() => {
    setSaving(true);
    setSaveError(undefined);
    api.savePermissionRole({ roleid, ...selectionOf(tree) }).then(
      () => {
        setSaving(false);
        setLoaded(tree);
        message.success(t('perm.saved'));
      },
      (e: unknown) => {
        setSaving(false);
        setSaveError(t('perm.saveFailed', { message: reason(e) }));
      },
    );
  }, [api, roleid, tree, message, t]);

  if (error) return <FailureState error={error.error} message={t('perm.loadFailed', { message: reason(error.error) })} onRetry={() => { setError(undefined); setAttempt((n) => n + 1); }} />;
  if (!roles || !loaded) return <Loading />;
  return (
    <PermissionEditor
      title={title}
      roles={roles}
      roleid={roleid}
      onRole={(next) => { setLoaded(undefined); setRoleid(next); }}
      tree={tree}
      onChange={setTree}
      showButtons={showButtons}
      changes={changeCount(loaded, tree)}
      onSave={save}
      saving={saving}
      error={saveError}
    />
  );
}

/** The permission administration routes: by role with buttons, by role menus only, and by user. */
export default function PermissionPage({ route, title }: ScreenProps) {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  // An answer that drifts from the contract (or any throw while it renders) stays inside the
  // page's part, never the whole app's error (issue 47).
  if (route.path === '/rolePermission') return <PartBoundary label={title}><UserPermissions title={title} /></PartBoundary>;
  return <PartBoundary label={title} resetKey={route.path}><RolePermissions key={route.path} title={title} showButtons={route.path === '/buttonPermission'} /></PartBoundary>;
}
