import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PermissionArea, RoleSummary } from '@wms/api';
import { Button } from '@wms/ui-core';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { areaState, filterTree, toggleArea, toggleButton, toggleMenu } from '../model/permissionTree';

const Layout = styled.section`
  padding: 12px 16px;
  .bar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-bottom: 8px; }
  .bar label { display: inline-flex; gap: 6px; align-items: center; }
  .hint { color: #4b5563; margin: 4px 0 8px; }
  fieldset { border: 1px solid #d1d5db; border-radius: 4px; margin: 0 0 8px; padding: 6px 10px; }
  legend { font-weight: 600; }
  legend label { display: inline-flex; gap: 6px; align-items: center; }
  ul { list-style: none; margin: 0; padding: 0; }
  li.menu { display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 3px 0; border-bottom: 1px dashed #e5e7eb; }
  li.menu > label { min-width: 220px; display: inline-flex; gap: 6px; align-items: center; }
  .buttons { display: inline-flex; flex-wrap: wrap; gap: 10px; color: #374151; }
  .buttons label { display: inline-flex; gap: 4px; align-items: center; }
  .status { min-height: 20px; color: #92400e; }
  .error { color: #b91c1c; }
  code { color: #6b7280; font-size: 12px; }
`;

export interface PermissionEditorProps {
  title: string;
  roles: readonly RoleSummary[];
  roleid: string;
  onRole: (roleid: string) => void;
  tree: readonly PermissionArea[];
  onChange: (tree: PermissionArea[]) => void;
  /** Buttons under each menu (/buttonPermission) or menus only (/menuPermission). */
  showButtons: boolean;
  /** Unsaved changes against the loaded tree. */
  changes: number;
  onSave: () => void;
  saving?: boolean;
  error?: string;
}

/** A role's menu tree with its buttons, checked by role; saved in one go. */
export function PermissionEditor({ title, roles, roleid, onRole, tree, onChange, showButtons, changes, onSave, saving = false, error }: PermissionEditorProps) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => filterTree(tree, filter), [tree, filter]);
  const headingId = useId();
  const buttonName = (code: string) => t(`perm.button.${code}`, { defaultValue: code });
  return (
    <Layout aria-labelledby={headingId} data-screen="permission-editor">
      <h2 id={headingId}>{title}</h2>
      <div className="bar">
        <label>
          {t('perm.role')}
          <select value={roleid} onChange={(e) => { onRole(e.target.value); }}>
            {roles.map((r) => (
              <option key={r.roleid} value={r.roleid}>{`${r.name} (${r.roleid})`}</option>
            ))}
          </select>
        </label>
        <label>
          {t('perm.filter')}
          <input type="search" value={filter} onChange={(e) => { setFilter(e.target.value); }} />
        </label>
        <Button variant="primary" disabled={changes === 0} loading={saving} onClick={onSave}>{t('perm.save')}</Button>
        <span className="status" role="status">{changes > 0 ? t('perm.unsaved', { count: changes }) : t('perm.noChanges')}</span>
      </div>
      <p className="hint">{t('perm.nextLoad')}</p>
      {error ? <p className="error" role="alert">{error}</p> : null}
      {shown.length === 0 ? <p>{t('perm.noMatch')}</p> : null}
      {shown.map((area) => {
        const state = areaState(area);
        return (
          <fieldset key={area.area}>
            <legend>
              <label>
                <input
                  type="checkbox"
                  checked={state === 'all'}
                  ref={(el) => { if (el) el.indeterminate = state === 'some'; }}
                  onChange={(e) => { onChange(toggleArea(tree, area.area, e.target.checked)); }}
                  aria-label={t('perm.area', { area: area.name })}
                />
                {area.name}
              </label>
            </legend>
            <ul>
              {area.menus.map((menu) => (
                <li key={menu.menuCode} className="menu" data-menu={menu.menuCode}>
                  <label>
                    <input type="checkbox" checked={menu.checked} onChange={(e) => { onChange(toggleMenu(tree, menu.menuCode, e.target.checked)); }} />
                    {menu.name} <code>{menu.path}</code>
                  </label>
                  {showButtons && menu.buttons.length > 0 ? (
                    <span className="buttons" role="group" aria-label={`${menu.name} — ${t('perm.buttons')}`}>
                      {menu.buttons.map((b) => (
                        <label key={b.code}>
                          <input
                            type="checkbox"
                            data-button={`${menu.menuCode}:${b.code}`}
                            checked={b.checked}
                            onChange={(e) => { onChange(toggleButton(tree, menu.menuCode, b.code, e.target.checked)); }}
                          />
                          {buttonName(b.code)}
                        </label>
                      ))}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </Layout>
  );
}
