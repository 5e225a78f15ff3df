import { OptionCache } from '../cache/optionCache';
import type { ColumnConfig, ListKey, SaveColumnsInput, SysColumnDefine } from '../model/columns';
import {
  COLUMN_CONFIG_PATH,
  DICTIONARY_PATH,
  LOOKUP_PAGE_SIZE,
  REMOTE_SELECT_MIN_LENGTH,
  type ColumnConfigType,
} from '../model/constants';
import type { Envelope, PageResult } from '../model/envelope';
import { WmsError, failedCallOf, isWmsError } from '../model/errors';
import { toOptions, type Option } from '../model/options';
import { autocompletePath, isApiPath, rewriteOptionPath, withPage } from '../model/paths';
import { PERMISSION_OFF, type PermissionFlags } from '../model/permissions';
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
import { readAnswer } from './answer';
import { isContractDrift } from '../contract/drift';
import { checkRowsAgainstColumns, type CheckedColumn } from '../contract/rows';
import { columnConfig } from '../contract/answers/columns';
import { listPage, lookupPage as lookupPageAnswer } from '../contract/answers/pages';
import { dictionary as dictionaryAnswer, options as optionsAnswer, suggestions } from '../contract/answers/options';
import { acknowledgement, permission } from '../contract/answers/session';

/** A list query of a configured path (CONTRACT.md §7: "by property, default POST"). */
export interface ListQuery extends QueryInput {
  /** The configured list path; it may hold a {page} placeholder. */
  path: string;
  method?: 'GET' | 'POST';
  /** Aborts the request (a newer query superseded it). */
  signal?: AbortSignal;
  /**
   * The list's shown columns: when given, the page's rows are checked against them
   * (`checkRowsAgainstColumns`: a shown column's field missing from every row is drift).
   */
  columns?: readonly CheckedColumn[];
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


/**
 * Every call of the contract (CONTRACT.md §7, CONTRACT.md §B7), typed. Failures reject with
 * a WmsError; the ones the spec says to show (a list or lookup failure, a permission load error,
 * an export that is not a spreadsheet) are also reported through the client's `notify`.
 */
export function createWmsApi(client: WmsClient) {
  const options = new OptionCache();
  // A drift is shown by the part of the screen that read the answer (issue 47), not as a toast.
  const notifyError = (error: unknown) => {
    if (!isWmsError(error) || error.kind === 'aborted' || error.kind === 'unauthorized' || error.kind === 'drift') return;
    if (error.serverMessage) { client.options.notify?.({ kind: 'error', text: error.serverMessage }); return; }
    // An HTTP status with no text of the server's (a list path answering 404): the call and the status.
    const call = failedCallOf(error);
    client.options.notify?.(call && error.status !== undefined ? { kind: 'error', key: 'callFailed', values: { call, status: String(error.status) } } : { kind: 'error', key: error.messageKey });
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
     * failure turns permission off (actions disabled) and a request error is shown; an answer
     * that is neither "1" nor "0" is drift (recorded in `client.drift`, shown as such) and turns
     * permission off too.
     */
    async getEditPermission(wmsId: string | number): Promise<PermissionFlags> {
      const path = `/permission/edit/${encodeURIComponent(String(wmsId))}`;
      let response: { status: number; data: unknown };
      try {
        response = await client.axios.get<unknown>(path);
      } catch (error) {
        const status = (error as { response?: { status?: number } }).response?.status;
        client.options.notify?.(status ? { kind: 'error', key: 'systemError' } : { kind: 'error', key: 'networkError' });
        return { ...PERMISSION_OFF };
      }
      try {
        const bean = readAnswer(client, permission, response.data, { method: 'GET', path: '/permission/edit/{wmsId}' });
        if (response.status !== 200 || bean !== '1') return { ...PERMISSION_OFF };
        return { ...PERMISSION_OFF, permissionStatus: true, saveDisabled: false, deleteDisabled: false };
      } catch (error) {
        if (isContractDrift(error)) client.options.notify?.({ kind: 'error', key: 'contractDrift' });
        return { ...PERMISSION_OFF };
      }
    },

    /** The column configuration of a list (path: COLUMN_CONFIG_PATH, ours; see there). */
    async getColumnConfig(input: ListKey & { name?: string }): Promise<ColumnConfig> {
      const body = await client.post<Envelope>(COLUMN_CONFIG_PATH, input);
      return readAnswer(client, columnConfig, body, { method: 'POST', path: COLUMN_CONFIG_PATH });
    },

    /** POST /saveDisplayedOrExportedColumns: saves the shown columns of one config type. */
    async saveColumns(input: SaveColumnsInput): Promise<Envelope> {
      const body = await client.post<Envelope>('/saveDisplayedOrExportedColumns', {
        menu_code: input.menu_code,
        menu_list_code: input.menu_list_code,
        data_list_config: JSON.stringify(input.columns.map((c) => ({ ...c, width: String(c.width) }))),
        column_config_type: input.column_config_type,
      });
      readAnswer(client, acknowledgement, body, { method: 'POST', path: '/saveDisplayedOrExportedColumns' });
      return body;
    },

    /** POST /reDefaultConfig: restores the default columns of one config type. */
    async resetColumns(input: ListKey & { column_config_type: ColumnConfigType }): Promise<Envelope> {
      const body = await client.post<Envelope>('/reDefaultConfig', input);
      readAnswer(client, acknowledgement, body, { method: 'POST', path: '/reDefaultConfig' });
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
        const call = { method: query.method ?? 'POST', path: query.path };
        const page = readAnswer(client, listPage, body, call) as PageResult<T>;
        if (query.columns) {
          try {
            checkRowsAgainstColumns(page, query.columns, call);
          } catch (error) {
            if (isContractDrift(error)) client.drift.record(error);
            throw error;
          }
        }
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
      return options.get(url, async () => toOptions(readAnswer(client, optionsAnswer, await client.get(url), { method: 'GET', path: path.split('?')[0] ?? path })));
    },

    /** Dropdown options of a URL: data.list or data; cached per URL, de-duplicated by code. */
    dropdownOptions(url: string): Promise<Option[]> {
      const path = ensurePath(url);
      return options.get(path, async () => toOptions(readAnswer(client, optionsAnswer, await client.get(path), { method: 'GET', path: path.split('?')[0] ?? path })));
    },

    /** Forgets cached options (all, or one URL). */
    clearOptionCache: (url?: string) => { options.clear(url); },

    /**
     * A lookup popup page: the page number replaces a {page} placeholder or is appended to a
     * url ending in '/'. A failure is shown and gives the empty page of CONTRACT.md §8; an answer
     * that drifted from the contract rejects with the ContractDrift (the popup says so).
     */
    async lookupPage<T = Record<string, unknown>>(query: LookupQuery): Promise<PageResult<T>> {
      const pageSize = query.pageSize ?? LOOKUP_PAGE_SIZE;
      try {
        const body = await client.post<Envelope>(ensurePath(withPage(query.url, query.page)), { ...query.search, ...query.extra, pageNum: query.page, pageSize }, { signal: query.signal });
        return readAnswer(client, lookupPageAnswer, body, { method: 'POST', path: query.url }) as PageResult<T>;
      } catch (error) {
        if (isWmsError(error) && (error.kind === 'aborted' || error.kind === 'drift')) throw error;
        notifyError(error);
        return { ...EMPTY_LOOKUP_PAGE };
      }
    },

    /** Autocomplete: POST {filterUrl}/{typed text}; reads `data`. */
    async autocomplete<T = Record<string, unknown>>(filterUrl: string, text: string): Promise<T[]> {
      const body = await client.post<Envelope>(ensurePath(autocompletePath(filterUrl, text)));
      return readAnswer(client, suggestions, body, { method: 'POST', path: `${filterUrl.replace(/\/+$/, '')}/{text}` }) as T[];
    },

    /**
     * The remote-select lookup: the typed text (at least `minLength`, default 1) plus extra
     * parameters; reads rows from the answer. Shorter text gives no rows and no request.
     */
    async remoteSelect<T = Record<string, unknown>>(input: { path: string; text: string; minLength?: number; extra?: Readonly<Record<string, unknown>>; signal?: AbortSignal }): Promise<T[]> {
      if (input.text.trim().length < (input.minLength ?? REMOTE_SELECT_MIN_LENGTH)) return [];
      const body = await client.post<Envelope>(ensurePath(input.path), { ...input.extra, params: input.text.trim() }, { signal: input.signal });
      return readAnswer(client, suggestions, body, { method: 'POST', path: input.path }) as T[];
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

    /** The dictionary call: rows of each dictionary code, keyed by code (a code the answer leaves out has none). */
    async dictionary(codes: readonly string[]): Promise<Record<string, Option[]>> {
      const body = await client.post<Envelope>(DICTIONARY_PATH, [...codes]);
      const source = readAnswer(client, dictionaryAnswer, body, { method: 'POST', path: DICTIONARY_PATH });
      const out: Record<string, Option[]> = {};
      for (const code of codes) out[code] = toOptions(source[code] ?? []);
      return out;
    },
  };
}

/** The typed calls of the contract. */
export type WmsApi = ReturnType<typeof createWmsApi>;
