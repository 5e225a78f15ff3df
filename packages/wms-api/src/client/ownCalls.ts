import { isSuccess, type Envelope } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { ButtonPermissionGroup } from '../model/permissions';
import { LOGIN_PATH } from '../model/constants';
import type { WmsClient } from './createWmsClient';

/** What POST /login answers (CONTRACT.md, "Calls of our own"). */
export interface LoginResult {
  token: string;
  userid: string;
  user: string;
  userType: 'internal' | 'shipper';
  wms: string;
  wmsId: string;
  expiresAt?: string | number;
}

/** A node of the user's menu tree (POST /menu/userMenus): areas at the top, routes below. */
export interface MenuNode {
  id: string | number;
  menuCode?: string;
  name: string;
  path?: string;
  area?: string;
  kind?: string;
  children?: MenuNode[];
}

/** A warehouse the user may work in. */
export interface Warehouse {
  wmsId: string;
  wms: string;
  name: string;
}

/** A record of a list: `id` is its identity for detail, update and delete. */
export type ListRecord = Record<string, unknown> & { id?: string | number };

function beanOf<T>(body: Envelope<T>): T {
  if (!isSuccess(body)) {
    const text = typeof body.returnMgr === 'string' && body.returnMgr ? body.returnMgr : undefined;
    throw new WmsError({ kind: 'refused', status: 200, serverMessage: text, response: body });
  }
  return body.bean as T;
}

/** The bean of a success as a list (an absent bean is an empty list). */
function listOf<T>(body: Envelope<T[]>): T[] {
  const bean: unknown = beanOf(body);
  return Array.isArray(bean) ? (bean as T[]) : [];
}

/** A menu code as a single path segment; anything else could reach another call. */
function segment(menuCode: string): string {
  if (!/^[A-Za-z0-9_]+$/.test(menuCode)) throw new WmsError({ kind: 'malformed', response: menuCode });
  return menuCode;
}

/**
 * The calls of our own contract (CONTRACT.md): session, menus, button permissions, warehouses and
 * the record calls of a list. A refusal (returnCode other than "200") rejects with a WmsError of
 * kind 'refused' carrying the server's message, for the caller to show.
 */
export function createOwnCalls(client: WmsClient) {
  return {
    /** POST /login → the session to store. */
    login: async (input: { username: string; password: string }): Promise<LoginResult> =>
      beanOf(await client.post<Envelope<LoginResult>>(LOGIN_PATH, input)),
    /** POST /logout. */
    logout: async (): Promise<void> => {
      beanOf(await client.post<Envelope>('/logout'));
    },
    /** POST /license/register with a registration code; resolves to the server's message. */
    registerLicense: async (code: string): Promise<string | undefined> => {
      const body = await client.post<Envelope>('/license/register', { code });
      beanOf(body);
      return typeof body.returnMgr === 'string' ? body.returnMgr : undefined;
    },
    /** POST /menu/userMenus: the user's menu tree, names in the request's language. */
    userMenus: async (): Promise<MenuNode[]> => listOf(await client.post<Envelope<MenuNode[]>>('/menu/userMenus')),
    /** POST /permission/buttons: the button permission groups (read with allowedButtons). */
    buttonPermissions: async (): Promise<ButtonPermissionGroup[]> =>
      listOf(await client.post<Envelope<ButtonPermissionGroup[]>>('/permission/buttons')),
    /** POST /warehouse/userWarehouses. */
    userWarehouses: async (): Promise<Warehouse[]> => listOf(await client.post<Envelope<Warehouse[]>>('/warehouse/userWarehouses')),
    /** POST /warehouse/switch → the new current warehouse. */
    switchWarehouse: async (wmsId: string): Promise<{ wms: string; wmsId: string }> =>
      beanOf(await client.post<Envelope<{ wms: string; wmsId: string }>>('/warehouse/switch', { wmsId })),
    /** POST /{menuCode}/detail. */
    recordDetail: async <T extends ListRecord = ListRecord>(menuCode: string, id: string | number): Promise<T> =>
      beanOf(await client.post<Envelope<T>>(`/${segment(menuCode)}/detail`, { id })),
    /** POST /{menuCode}/insert → the stored record (with id). */
    insertRecord: async <T extends ListRecord = ListRecord>(menuCode: string, record: T): Promise<T> =>
      beanOf(await client.post<Envelope<T>>(`/${segment(menuCode)}/insert`, record)),
    /** POST /{menuCode}/update with the record's id. */
    updateRecord: async <T extends ListRecord = ListRecord>(menuCode: string, record: T): Promise<T> =>
      beanOf(await client.post<Envelope<T>>(`/${segment(menuCode)}/update`, record)),
    /**
     * POST /{asn|orders}/saveWithLines: a document's header (inserted without id, updated with
     * one) and its lines (likewise) in one save, all or none; lines not sent are kept. → the
     * stored header and every line of the document.
     */
    saveWithLines: async (menuCode: LinesMenu, input: { header: ListRecord; lines: readonly ListRecord[] }): Promise<{ header: ListRecord; lines: ListRecord[] }> =>
      beanOf(await client.post<Envelope<{ header: ListRecord; lines: ListRecord[] }>>(`/${LINES[menuCode].save}/saveWithLines`, { header: input.header, lines: [...input.lines] })),
    /** The lines of one receipt or order (at most 500), in line order. */
    documentLines: async (menuCode: LinesMenu, number: string): Promise<ListRecord[]> => {
      const { list, key, lineNumber } = LINES[menuCode];
      const body = await client.post<Envelope>(`/${list}/list/1`, { [key]: number, pageSize: 500 });
      const page = (body as { page?: { list?: ListRecord[] } }).page;
      if (!isSuccess(body)) beanOf(body);
      const lineNo = (line: ListRecord) => (typeof line[lineNumber] === 'string' ? line[lineNumber] : '');
      return (page?.list ?? []).filter((line) => line[key] === number).sort((x, y) => lineNo(x).localeCompare(lineNo(y)));
    },
    /** POST /{menuCode}/delete { ids }; a refusal rejects with the catalogued message. */
    deleteRecords: async (menuCode: string, ids: readonly (string | number)[]): Promise<void> => {
      beanOf(await client.post<Envelope>(`/${segment(menuCode)}/delete`, { ids: [...ids] }));
    },
  };
}

/** The documents saved with their lines: their list, their lines' list and the joining key. */
const LINES = {
  asn: { save: 'asn', list: 'receiptdetailQuery', key: 'receiptkey', lineNumber: 'receiptlinenumber' },
  orders: { save: 'orders', list: 'ckddDetail', key: 'orderkey', lineNumber: 'orderlinenumber' },
} as const;

/** A list whose documents are saved with their lines (ASN, outbound order). */
export type LinesMenu = keyof typeof LINES;

/** The calls of our own contract. */
export type OwnCalls = ReturnType<typeof createOwnCalls>;
