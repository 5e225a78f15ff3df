import { checkDeclared } from '../contract/check';
import { permission } from '../contract/answers/session';
/** The permission flags of CONTRACT.md §6: true in a *Disabled flag disables that action. */
export interface PermissionFlags {
  permissionStatus: boolean;
  saveDisabled: boolean;
  deleteDisabled: boolean;
  newDisabled: boolean;
  addDisabled: boolean;
  deleteRoleDisabled: boolean;
}

/** The flags when permission is off (bean "0" or an unsuccessful answer): every action disabled. */
export const PERMISSION_OFF: PermissionFlags = {
  permissionStatus: false,
  saveDisabled: true,
  deleteDisabled: true,
  newDisabled: true,
  addDisabled: true,
  deleteRoleDisabled: true,
};

/**
 * Reads GET /permission/edit/{wmsId}: HTTP 200 with returnCode "200" and bean "1" turns
 * permission on with save and delete enabled; anything else turns it off — a bean that is
 * neither "1" nor "0" too (it is drift: `ANSWERS.permission`; the client records it).
 */
export function permissionFlags(httpStatus: number, body: unknown): PermissionFlags {
  let on = false;
  try {
    on = httpStatus === 200 && checkDeclared(permission, body, { method: 'GET', path: '/permission/edit/{wmsId}' }).value === '1';
  } catch {
    on = false;
  }
  if (!on) return { ...PERMISSION_OFF };
  return { ...PERMISSION_OFF, permissionStatus: true, saveDisabled: false, deleteDisabled: false };
}

/** Button permissions as the server holds them: groups of named nodes (their schema: `ANSWERS.buttons`). */
export type { ButtonPermissionGroup, ButtonPermissionNode } from '../contract/answers/session';
import type { ButtonPermissionGroup, ButtonPermissionNode } from '../contract/answers/session';

/** The flat list of allowed button names, from groups of nodes (nested nodes included), unique. */
export function allowedButtons(groups: readonly ButtonPermissionGroup[] | null | undefined): string[] {
  const names = new Set<string>();
  const visit = (nodes: readonly (ButtonPermissionNode | string)[] | null | undefined) => {
    for (const node of nodes ?? []) {
      if (typeof node === 'string') {
        if (node.trim()) names.add(node.trim());
        continue;
      }
      if (node.name?.trim()) names.add(node.name.trim());
      visit(node.nodeList);
    }
  };
  for (const group of groups ?? []) visit(group.nodeList);
  return [...names];
}
