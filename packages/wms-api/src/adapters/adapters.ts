import type { ListQuery, WmsApi } from '../client/calls';
import type { ColumnConfig, ColumnDefinition, ListKey } from '../model/columns';
import type { ColumnConfigType } from '../model/constants';
import type { PageResult } from '../model/envelope';
import type { Option } from '../model/options';
import type { FilterValue } from '../model/queryParams';

/**
 * The data interface of a server-paged grid, as ui-grid declares it (structurally: ui-grid
 * never imports this package). Another back end can implement it instead.
 */
export interface GridDataSource<Row> {
  loadPage(request: { page: number; pageSize: number; filters: readonly FilterValue[]; sorting?: string; signal?: AbortSignal }): Promise<PageResult<Row>>;
  /** Options of a column's searchData path, its key=value parameters from the other filters. */
  loadOptions(source: string, otherValues: Readonly<Record<string, unknown>>): Promise<Option[]>;
  loadColumns(): Promise<ColumnConfig>;
  saveColumns(type: ColumnConfigType, columns: readonly ColumnDefinition[]): Promise<void>;
  resetColumns(type: ColumnConfigType): Promise<void>;
}

/** The data interface of the form's lookup popup, autocomplete and selects. */
export interface FormDataSource<Row> {
  lookup(request: { url: string; page: number; pageSize?: number; search?: Record<string, unknown>; extra?: Record<string, unknown>; signal?: AbortSignal }): Promise<PageResult<Row>>;
  autocomplete(url: string, text: string): Promise<Row[]>;
  loadOptions(url: string): Promise<Option[]>;
  remoteSelect(request: { path: string; text: string; extra?: Record<string, unknown>; signal?: AbortSignal }): Promise<Row[]>;
}

/** A GridDataSource over the GT_WMS_APP contract for one list screen. */
export function createGridDataSource<Row = Record<string, unknown>>(
  api: WmsApi,
  list: ListKey & { name?: string; path: string; method?: ListQuery['method']; totalSqlText?: string },
): GridDataSource<Row> {
  // The shown columns of the configuration last loaded: each page's rows are checked against
  // them (issue 47: a shown column whose field no row holds is drift on that column).
  let shown: readonly ColumnDefinition[] | undefined;
  return {
    loadPage: ({ page, pageSize, filters, sorting, signal }) =>
      api.queryList<Row>({
        path: list.path,
        method: list.method,
        pageNum: page,
        pageSize,
        filters,
        configureSorting: sorting,
        totalSqlText: list.totalSqlText,
        signal,
        ...(shown ? { columns: shown } : {}),
      }),
    loadOptions: (source, otherValues) => api.searchOptions(source, otherValues),
    loadColumns: async () => {
      const config = await api.getColumnConfig({ menu_code: list.menu_code, menu_list_code: list.menu_list_code, name: list.name });
      shown = config.tableDisplay;
      return config;
    },
    saveColumns: async (type, columns) => {
      await api.saveColumns({ menu_code: list.menu_code, menu_list_code: list.menu_list_code, columns, column_config_type: type });
    },
    resetColumns: async (type) => {
      await api.resetColumns({ menu_code: list.menu_code, menu_list_code: list.menu_list_code, column_config_type: type });
    },
  };
}

/** A FormDataSource over the GT_WMS_APP contract. */
export function createFormDataSource<Row = Record<string, unknown>>(api: WmsApi): FormDataSource<Row> {
  return {
    lookup: (request) => api.lookupPage<Row>(request),
    autocomplete: (url, text) => api.autocomplete<Row>(url, text),
    loadOptions: (url) => api.dropdownOptions(url),
    remoteSelect: (request) => api.remoteSelect<Row>(request),
  };
}
