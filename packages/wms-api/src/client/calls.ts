import { OptionCache } from '../cache/optionCache';
import { toColumnConfig, type ColumnConfig, type ListKey, type SaveColumnsInput, type SysColumnDefine } from '../model/columns';
import {
  COLUMN_CONFIG_PATH,
  DICTIONARY_PATH,
  LOOKUP_PAGE_SIZE,
  REMOTE_SELECT_MIN_LENGTH,
  type ColumnConfigType,
} from '../model/constants';
import { isSuccess, normalizePage, type Envelope, type PageResult } from '../model/envelope';
import { WmsError, isWmsError } from '../model/errors';
import { optionRows, toOptions, type Option } from '../model/options';
import { autocompletePath, isApiPath, rewriteOptionPath, withPage } from '../model/paths';
import { PERMISSION_OFF, permissionFlags, type PermissionFlags } from '../model/permissions';
import { buildQueryParams, type QueryInput } from '../model/queryParams';
import type { ButtonLogEntry } from '../model/buttonLog';
import type { WmsClient } from './createWmsClient';
import { saveWithObjectUrl } from './download';
import { createOwnCalls } from './ownCalls';
import { createOperationCalls } from './operations';
import { createSupervisorCalls } from './supervisorCalls';
import { createStationCalls } from './stations';
import { createImportCalls } from './importCalls';
import { createAuditCalls } from './auditCalls';
import { listMenuOf, versionBookOf } from '../cache/versionBook';

/** A list query of a configured path (CONTRACT.md §7: "by property, default POST"). */
export interface ListQuery extends QueryInput {
  /** The configured list path; it may hold a {page} placeholder. */
  path: string;
  method?: 'GET' | 'POST';
  /** Aborts the request (a newer query superseded it). */
  signal?: AbortSignal;
}

/** A lookup popup page request. */
export interface LookupQuery {
  url: string;
  page: number;
  pageSize?: number;
  /** The popup's search fields. */
  search?: Readonly<Record<string, unknown>>;
  /** Fixed extra parameters of the field that opened the popup. */
  extra?: Readonly<Record<string, unknown>>;
  signal?: AbortSignal;
}

/** The empty page a failed lookup shows (CONTRACT.md §8: page 1, size and total 1). */
export const EMPTY_LOOKUP_PAGE: PageResult<never> = { rows: [], page: 1, pageSize: 1, total: 1 };

/** Excel content types that an export may answer with. */
const EXCEL_TYPES = ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/x-xls'];

function ensurePath(path: string): string {
  if (!isApiPath(path)) throw new WmsError({ kind: 'malformed', serverMessage: undefined, response: path });
  return path.startsWith('/') ? path : `/${path}`;
}

function refused(body: unknown): WmsError {
  if (typeof body !== 'object' || body === null || !('returnCode' in body)) {
    // Not an envelope at all (an HTML error page of a proxy, say): the contract is broken.
    return new WmsError({ kind: 'malformed', status: 200, response: body });
  }
  const text = (body as Envelope | undefined)?.returnMgr;
  return new WmsError({ kind: 'refused', status: 200, serverMessage: typeof text === 'string' && text ? text : undefined, response: body });
}

/**
 * Every call of the contract (CONTRACT.md §7, CONTRACT.md §B7), typed. Failures reject with
 * a WmsError; the ones the spec says to show (a list or lookup failure, a permission load error,
 * an export that is not a spreadsheet) are also reported through the client's `notify`.
 */
export function createWmsApi(client: WmsClient) {
  const options = new OptionCache();
  const notifyError = (error: unknown) => {
    if (!isWmsError(error) || error.kind === 'aborted' || error.kind === 'unauthorized') return;
    client.options.notify?.(error.serverMessage ? { kind: 'error', text: error.serverMessage } : { kind: 'error', key: error.messageKey });
  };

  return {
    /** The calls of our own contract (CONTRACT.md): login, menus, warehouses, record calls. */
    ...createOwnCalls(client),
    /** List operations and station calls (CONTRACT.md, 'Operations and stations'). */
    ...createOperationCalls(client),
    ...createStationCalls(client),
    /** Permission administration and the console (issue 16). */
    ...createSupervisorCalls(client),
    ...createImportCalls(client),
    /** The audit of records and the books check (issue 25). */
    ...createAuditCalls(client),
    /** POST /dataListInit with the caller's payload. */
    dataListInit: (payload: unknown) => client.post<Envelope>('/dataListInit', payload),
    /** POST /queryListOfDark3: the menu-list column defines of a menu, paged. */
    queryListOfDark3: (input: { menu_id: string | number; menu_list_code: string; currentPage: number; pageSize: number }) =>
      client.post<Envelope>('/queryListOfDark3', input),
    /** POST /querySysColumnDefineById. */
    querySysColumnDefineById: (id: string | number) => client.post<Envelope<SysColumnDefine>>('/querySysColumnDefineById', { id }),
    /** POST /queryMenuListByName. */
    queryMenuListByName: (menuName: string) => client.post<Envelope>('/queryMenuListByName', { menu_name: menuName }),
    /** POST /updateSysColumnDefine with the entity. */
    updateSysColumnDefine: (entity: SysColumnDefine) => client.post<Envelope>('/updateSysColumnDefine', entity),
    /** POST /saveSysColumnDefine with the entity. */
    saveSysColumnDefine: (entity: SysColumnDefine) => client.post<Envelope>('/saveSysColumnDefine', entity),

    /**
     * GET /permission/edit/{wmsId} → the permission flags (CONTRACT.md §6). Never rejects: a
     * failure turns permission off (actions disabled) and a request error is shown.
     */
    async getEditPermission(wmsId: string | number): Promise<PermissionFlags> {
      try {
        const response = await client.axios.get<unknown>(`/permission/edit/${encodeURIComponent(String(wmsId))}`);
        return permissionFlags(response.status, response.data);
      } catch (error) {
        const status = (error as { response?: { status?: number } }).response?.status;
        client.options.notify?.(status ? { kind: 'error', key: 'systemError' } : { kind: 'error', key: 'networkError' });
        return { ...PERMISSION_OFF };
      }
    },

    /** The column configuration of a list (path: COLUMN_CONFIG_PATH, ours; see there). */
    async getColumnConfig(input: ListKey & { name?: string }): Promise<ColumnConfig> {
      const body = await client.post<Envelope>(COLUMN_CONFIG_PATH, input);
      if (!isSuccess(body)) throw refused(body);
      return toColumnConfig(body);
    },

    /** POST /saveDisplayedOrExportedColumns: saves the shown columns of one config type. */
    async saveColumns(input: SaveColumnsInput): Promise<Envelope> {
      const body = await client.post<Envelope>('/saveDisplayedOrExportedColumns', {
        menu_code: input.menu_code,
        menu_list_code: input.menu_list_code,
        data_list_config: JSON.stringify(input.columns.map((c) => ({ ...c, width: String(c.width) }))),
        column_config_type: input.column_config_type,
      });
      if (!isSuccess(body)) throw refused(body);
      return body;
    },

    /** POST /reDefaultConfig: restores the default columns of one config type. */
    async resetColumns(input: ListKey & { column_config_type: ColumnConfigType }): Promise<Envelope> {
      const body = await client.post<Envelope>('/reDefaultConfig', input);
      if (!isSuccess(body)) throw refused(body);
      return body;
    },

    /**
     * The configured list query: filters built by buildQueryParams, method by property
     * (default POST), success when returnCode is 200; a failure shows returnMgr and rejects.
     */
    async queryList<T = Record<string, unknown>>(query: ListQuery): Promise<PageResult<T>> {
      const params = buildQueryParams(query);
      const path = ensurePath(withPage(query.path, query.pageNum));
      try {
        const body = await client.request<Envelope>(
          (query.method ?? 'POST') === 'GET'
            ? { method: 'GET', url: path, params, signal: query.signal }
            : { method: 'POST', url: path, data: params, signal: query.signal },
        );
        if (!isSuccess(body)) throw refused(body);
        const page = normalizePage<T>(body, { page: query.pageNum, pageSize: query.pageSize });
        // Each row's version, for the update, delete or operation that may follow on it.
        const menu = listMenuOf(query.path);
        if (menu) versionBookOf(client).note(menu, page.rows);
        return page;
      } catch (error) {
        notifyError(error);
        throw error;
      }
    },

    /**
     * Options of a column's searchData path, its key=value parameters rewritten from the other
     * filters' values. Cached per resulting URL.
     */
    searchOptions(path: string, otherValues: Readonly<Record<string, unknown>> = {}): Promise<Option[]> {
      const url = ensurePath(rewriteOptionPath(path, otherValues));
      return options.get(url, async () => toOptions(optionRows(await client.get(url))));
    },

    /** Dropdown options of a URL: data.list or data; cached per URL, de-duplicated by code. */
    dropdownOptions(url: string): Promise<Option[]> {
      const path = ensurePath(url);
      return options.get(path, async () => toOptions(optionRows(await client.get(path))));
    },

    /** Forgets cached options (all, or one URL). */
    clearOptionCache: (url?: string) => { options.clear(url); },

    /**
     * A lookup popup page: the page number replaces a {page} placeholder or is appended to a
     * url ending in '/'. A failure is shown and gives the empty page of CONTRACT.md §8.
     */
    async lookupPage<T = Record<string, unknown>>(query: LookupQuery): Promise<PageResult<T>> {
      const pageSize = query.pageSize ?? LOOKUP_PAGE_SIZE;
      try {
        const body = await client.post<Envelope>(ensurePath(withPage(query.url, query.page)), { ...query.search, ...query.extra, pageNum: query.page, pageSize }, { signal: query.signal });
        if (!isSuccess(body)) throw refused(body);
        return normalizePage<T>(body, { page: query.page, pageSize });
      } catch (error) {
        if (isWmsError(error) && error.kind === 'aborted') throw error;
        notifyError(error);
        return { ...EMPTY_LOOKUP_PAGE };
      }
    },

    /** Autocomplete: POST {filterUrl}/{typed text}; reads `data`. */
    async autocomplete<T = Record<string, unknown>>(filterUrl: string, text: string): Promise<T[]> {
      const body = await client.post<Envelope>(ensurePath(autocompletePath(filterUrl, text)));
      return optionRows(body) as T[];
    },

    /**
     * The remote-select lookup: the typed text (at least `minLength`, default 1) plus extra
     * parameters; reads rows from the answer. Shorter text gives no rows and no request.
     */
    async remoteSelect<T = Record<string, unknown>>(input: { path: string; text: string; minLength?: number; extra?: Readonly<Record<string, unknown>>; signal?: AbortSignal }): Promise<T[]> {
      if (input.text.trim().length < (input.minLength ?? REMOTE_SELECT_MIN_LENGTH)) return [];
      const body = await client.post<Envelope>(ensurePath(input.path), { ...input.extra, params: input.text.trim() }, { signal: input.signal });
      return optionRows(body) as T[];
    },

    /**
     * POST /listConfigExport/{menuCode}/{menuListCode}/{name}: an Excel answer is saved as
     * `<name>.xls`; anything else fails with 'export failed' (shown, and rejected).
     */
    async listConfigExport(input: { menuCode: string; menuListCode: string; name: string; payload: unknown }): Promise<{ filename: string; size: number }> {
      const path = `/listConfigExport/${[input.menuCode, input.menuListCode, input.name].map(encodeURIComponent).join('/')}`;
      const response = await client.axios.post<ArrayBuffer>(path, input.payload, { responseType: 'arraybuffer' }).catch((error: unknown) => {
        const failure = new WmsError({ kind: 'export', cause: error });
        notifyError(failure);
        throw failure;
      });
      const type = String(response.headers['content-type'] ?? '').toLowerCase();
      if (!EXCEL_TYPES.some((excel) => type.includes(excel))) {
        const failure = new WmsError({ kind: 'export', response: response.data });
        notifyError(failure);
        throw failure;
      }
      const filename = `${input.name}.xls`;
      const blob = new Blob([response.data], { type });
      (client.options.saveFile ?? saveWithObjectUrl)(blob, filename);
      return { filename, size: blob.size };
    },

    /** POST buttonlog/insertLog: one logged click (CONTRACT.md §6). */
    insertButtonLog: (entry: ButtonLogEntry) => client.post<Envelope>('/buttonlog/insertLog', entry),

    /** The dictionary call: rows of each dictionary code, keyed by code. */
    async dictionary(codes: readonly string[]): Promise<Record<string, Option[]>> {
      const body = await client.post<Envelope>(DICTIONARY_PATH, [...codes]);
      if (!isSuccess(body)) throw refused(body);
      const source = (body.bean ?? body.data ?? {}) as Record<string, unknown>;
      const out: Record<string, Option[]> = {};
      for (const code of codes) out[code] = toOptions(Array.isArray(source[code]) ? source[code] : []);
      return out;
    },
  };
}

/** The typed calls of the contract. */
export type WmsApi = ReturnType<typeof createWmsApi>;
