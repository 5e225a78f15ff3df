import useSWR from 'swr';
import { allowedButtons, PERMISSION_OFF, type PermissionFlags } from '@wms/api';
import { actionPermission, type ListAction } from '../../areas';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';

/** Which toolbar actions a user sees (button permissions) and may use (permission flags). */
export interface ListPermissions {
  visible: (action: ListAction) => boolean;
  disabled: (action: ListAction) => boolean;
  /** False while the permissions load. */
  ready: boolean;
}

/**
 * Button permissions (POST /permission/buttons, flattened by allowedButtons) show or hide each
 * action; the flags of GET /permission/edit/{wmsId} (CONTRACT.md §6) disable create (new/add),
 * edit (save) and delete when permission is off.
 */
export function useListPermissions(menuCode: string): ListPermissions {
  const { api } = useServices();
  const { session } = useSession();
  const buttons = useSWR(['buttonPermissions', session.user, session.wmsId], () => api.buttonPermissions().then(allowedButtons));
  // Only for a warehouse: GET /permission/edit/ without one is no call of the contract, and the
  // server's 404 was shown as "系统错误" over a list whose session had just been cleared (seen in
  // WebKit's story pass, issue 36). Without a warehouse the flags stay unknown: not ready.
  const wmsId = session.wmsId ?? '';
  const flags = useSWR(wmsId ? ['editPermission', wmsId] : null, () => api.getEditPermission(wmsId));
  const allowed = new Set(buttons.data ?? []);
  const f: PermissionFlags = flags.data ?? PERMISSION_OFF;
  return {
    ready: buttons.data !== undefined && flags.data !== undefined,
    visible: (action) => allowed.has(actionPermission(menuCode, action)),
    disabled: (action) => {
      switch (action) {
        case 'create':
          return !f.permissionStatus;
        case 'edit':
          return f.saveDisabled;
        case 'delete':
          return f.deleteDisabled;
        case 'info':
        case 'export':
          return false;
      }
    },
  };
}
