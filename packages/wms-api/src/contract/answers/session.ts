import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { code, id, leaf, list, obj, oneOf, opt, orNull, text } from '../leaves';

/** A node of the user's menu tree: areas at the top, routes below (recursive, so typed here). */
export interface MenuNode {
  id: string | number;
  menuCode?: string;
  name: string;
  path?: string;
  area?: string;
  kind?: string;
  children?: MenuNode[];
}

/** Button permissions as the server holds them: groups of named nodes (CONTRACT.md §3, §6). */
export interface ButtonPermissionGroup {
  name?: string;
  nodeList?: readonly (ButtonPermissionNode | string)[] | null;
}

export interface ButtonPermissionNode {
  name?: string | null;
  nodeList?: readonly (ButtonPermissionNode | string)[] | null;
}

/** POST /login: the session to store. */
export const login = {
  name: 'login',
  description: 'POST /login: the session — its token, the user and the current warehouse.',
  at: 'bean',
  schema: () =>
    obj({
      token: v.pipe(v.string(), v.minLength(1)),
      userid: code,
      user: text,
      userType: oneOf(['internal', 'shipper']),
      wms: code,
      wmsId: code,
      expiresAt: opt(id),
    }),
} satisfies AnswerDecl;

/** An answer that carries nothing the app reads: only the envelope (returnCode "200"). */
export const acknowledgement = {
  name: 'acknowledgement',
  description: 'Writes and calls whose answer carries nothing the app reads (logout, license registration, saving columns, permissions, a record delete): the envelope alone, returnCode "200".',
  at: 'envelope',
  schema: () => v.unknown(),
} satisfies AnswerDecl;

/** POST /menu/userMenus: the user's menu tree. */
export const menus = {
  name: 'menus',
  description: "POST /menu/userMenus: the user's menu tree, names in the request's language; areas at the top, routes below.",
  at: 'bean',
  schema: () => {
    const node: v.GenericSchema<unknown, MenuNode> = obj({
      id,
      menuCode: opt(code),
      name: text,
      path: opt(v.string()),
      area: opt(code),
      kind: opt(code),
      children: opt(list(v.lazy(() => node))),
    });
    return list(node);
  },
} satisfies AnswerDecl;

/** POST /permission/buttons: the groups of allowed buttons. */
export const buttons = {
  name: 'buttons',
  description: 'POST /permission/buttons: the button permission groups, each { name, nodeList } of button names (or named nodes, nested).',
  at: 'bean',
  schema: () => {
    const entry: v.GenericSchema<unknown, ButtonPermissionNode | string> = v.union([
      v.string(),
      obj({ name: opt(orNull(v.string())), nodeList: opt(orNull(v.array(v.lazy(() => entry)))) }),
    ]);
    const group: v.GenericSchema<unknown, ButtonPermissionGroup> = obj({ name: opt(v.string()), nodeList: opt(orNull(v.array(entry))) });
    return list(group);
  },
} satisfies AnswerDecl;

/** POST /warehouse/userWarehouses. */
export const warehouses = {
  name: 'warehouses',
  description: 'POST /warehouse/userWarehouses: the warehouses the user may work in.',
  at: 'bean',
  schema: () => list(obj({ wmsId: code, wms: code, name: text })),
} satisfies AnswerDecl;

/** POST /warehouse/switch. */
export const warehouseSwitch = {
  name: 'warehouseSwitch',
  description: 'POST /warehouse/switch: the new current warehouse.',
  at: 'bean',
  schema: () => obj({ wms: code, wmsId: code }),
} satisfies AnswerDecl;

/**
 * GET /permission/edit/{wmsId}: bean "1" (permission on) or "0" (off). The spec names these two;
 * the numbers 1 and 0 are tolerated.
 */
/** The permission flag's answer: "1" on, "0" off. Named, so that the declarations say this name (an inferred union of literals prints in the order the compiler first met them, which differs between builds: the API report's check). */
export type PermissionFlag = '1' | '0';

export const permission = {
  name: 'permission',
  description: 'GET /permission/edit/{wmsId}: the permission flag, bean "1" (on: save and delete allowed) or "0" (off).',
  at: 'bean',
  schema: () =>
    leaf<PermissionFlag>({ expected: '"1" or "0"', tolerated: ['the numbers 1 and 0'] }, (x) => {
      if (x === '1' || x === '0') return { ok: x };
      if (x === 1 || x === 0) return { tolerated: x === 1 ? '1' : '0', what: 'permission flag as a number' };
      return { bad: true };
    }),
} satisfies AnswerDecl;
