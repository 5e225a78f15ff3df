import type { Envelope } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { ButtonPermissionGroup } from '../model/permissions';
import { LOGIN_PATH } from '../model/constants';
import type { WmsClient } from './createWmsClient';
import { versionBookOf } from '../cache/versionBook';
import { sendWrite, type WriteOptions } from './operations';
import { readAnswer } from './answer';
import type { AnswerOf } from '../contract/catalogue';
import { acknowledgement, buttons, login, menus, warehouseSwitch, warehouses } from '../contract/answers/session';
import { listPage, recordAnswer, savedLines } from '../contract/answers/pages';

/** What POST /login answers (CONTRACT.md, "Calls of our own"). */
export type LoginResult = AnswerOf<'login'>;

export type { MenuNode } from '../contract/answers/session';

/** A warehouse the user may work in. */
export type Warehouse = AnswerOf<'warehouses'>[number];

/** A record of a list: `id` is its identity for detail, update and delete. */
export type ListRecord = Record<string, unknown> & { id?: string | number };

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
  const book = versionBookOf(client);
  return {
    /** POST /login → the session to store. */
    login: async (input: { username: string; password: string }): Promise<LoginResult> =>
      readAnswer(client, login, await client.post(LOGIN_PATH, input), { method: 'POST', path: LOGIN_PATH }),
    /** POST /logout. */
    logout: async (): Promise<void> => {
      readAnswer(client, acknowledgement, await client.post('/logout'), { method: 'POST', path: '/logout' });
    },
    /** POST /license/register with a registration code; resolves to the server's message. */
    registerLicense: async (code: string): Promise<string | undefined> => {
      const body = await client.post<Envelope>('/license/register', { code });
      readAnswer(client, acknowledgement, body, { method: 'POST', path: '/license/register' });
      return typeof body.returnMgr === 'string' ? body.returnMgr : undefined;
    },
    /** POST /menu/userMenus: the user's menu tree, names in the request's language. */
    userMenus: async (): Promise<AnswerOf<'menus'>> => readAnswer(client, menus, await client.post('/menu/userMenus'), { method: 'POST', path: '/menu/userMenus' }),
    /** POST /permission/buttons: the button permission groups (read with allowedButtons). */
    buttonPermissions: async (): Promise<ButtonPermissionGroup[]> =>
      readAnswer(client, buttons, await client.post('/permission/buttons'), { method: 'POST', path: '/permission/buttons' }),
    /** POST /warehouse/userWarehouses. */
    userWarehouses: async (): Promise<Warehouse[]> => readAnswer(client, warehouses, await client.post('/warehouse/userWarehouses'), { method: 'POST', path: '/warehouse/userWarehouses' }),
    /** POST /warehouse/switch → the new current warehouse. */
    switchWarehouse: async (wmsId: string): Promise<AnswerOf<'warehouseSwitch'>> =>
      readAnswer(client, warehouseSwitch, await client.post('/warehouse/switch', { wmsId }), { method: 'POST', path: '/warehouse/switch' }),
    /** POST /{menuCode}/detail; its version is noted for the writes that follow. */
    recordDetail: async <T extends ListRecord = ListRecord>(menuCode: string, id: string | number): Promise<T> => {
      const record = readAnswer(client, recordAnswer, await client.post(`/${segment(menuCode)}/detail`, { id }), { method: 'POST', path: `/${menuCode}/detail` }) as T;
      book.note(menuCode, [record]);
      return record;
    },
    /** POST /{menuCode}/insert with an idempotency key (retried on a lost answer) → the stored record (with id and version 1). */
    insertRecord: async <T extends ListRecord = ListRecord>(menuCode: string, record: T, options?: WriteOptions): Promise<T> => {
      const stored = readAnswer(client, recordAnswer, await sendWrite(client, { url: `/${segment(menuCode)}/insert`, data: record }, options), { method: 'POST', path: `/${menuCode}/insert` }) as T;
      book.note(menuCode, [stored]);
      return stored;
    },
    /**
     * POST /{menuCode}/update with the record's id and version: the record's own `version`, else
     * the one this client last read of it. A stale version rejects with a WmsConflictError
     * carrying the current record; a lost answer is retried with the same idempotency key.
     */
    updateRecord: async <T extends ListRecord = ListRecord>(menuCode: string, record: T, options?: WriteOptions): Promise<T> => {
      const version = record.version ?? book.of(menuCode, record.id);
      const body = version === undefined ? record : { ...record, version };
      const stored = readAnswer(client, recordAnswer, await sendWrite(client, { url: `/${segment(menuCode)}/update`, data: body }, options), { method: 'POST', path: `/${menuCode}/update` }) as T;
      book.note(menuCode, [stored]);
      return stored;
    },
    /**
     * POST /{asn|orders}/saveWithLines: a document's header (inserted without id, updated with
     * one) and its lines (likewise) in one save, all or none; lines not sent are kept. The header
     * and each existing line carry the version read. → the stored header and every line.
     */
    saveWithLines: async (menuCode: LinesMenu, input: { header: ListRecord; lines: readonly ListRecord[] }, options?: WriteOptions): Promise<{ header: ListRecord; lines: ListRecord[] }> => {
      const { save, list } = LINES[menuCode];
      const versioned = (menu: string, record: ListRecord): ListRecord => {
        if (record.id === undefined || record.version !== undefined) return record;
        const version = book.of(menu, record.id);
        return version === undefined ? record : { ...record, version };
      };
      const body = { header: versioned(save, input.header), lines: input.lines.map((line) => versioned(list, line)) };
      const stored = readAnswer(client, savedLines, await sendWrite(client, { url: `/${save}/saveWithLines`, data: body }, options), { method: 'POST', path: `/${save}/saveWithLines` });
      book.note(save, [stored.header]);
      book.note(list, stored.lines);
      return stored;
    },
    /** The lines of one receipt or order (at most 500), in line order; their versions are noted. */
    documentLines: async (menuCode: LinesMenu, number: string): Promise<ListRecord[]> => {
      const { list, key, lineNumber } = LINES[menuCode];
      const body = await client.post(`/${list}/list/1`, { [key]: number, pageSize: 500 });
      const page = readAnswer(client, listPage, body, { method: 'POST', path: `/${list}/list/{page}` });
      const lineNo = (line: ListRecord) => (typeof line[lineNumber] === 'string' ? line[lineNumber] : '');
      const lines = (page.rows as ListRecord[]).filter((line) => line[key] === number).sort((x, y) => lineNo(x).localeCompare(lineNo(y)));
      book.note(list, lines);
      return lines;
    },
    /**
     * POST /{menuCode}/delete { ids, versions }: `versions` (`{ "<id>": version }`, the rows'
     * as the list showed them) defaults to the versions this client read. A refusal rejects with
     * the catalogued message, a stale version with a WmsConflictError.
     */
    deleteRecords: async (menuCode: string, ids: readonly (string | number)[], options?: WriteOptions & { versions?: Readonly<Record<string, number>> }): Promise<void> => {
      const versions = options?.versions ?? book.versionsOf(segment(menuCode), ids);
      const body = Object.keys(versions).length > 0 ? { ids: [...ids], versions } : { ids: [...ids] };
      readAnswer(client, acknowledgement, await sendWrite(client, { url: `/${segment(menuCode)}/delete`, data: body }, options), { method: 'POST', path: `/${menuCode}/delete` });
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
