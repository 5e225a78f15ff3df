import type { ColumnConfig, ListKey, Option } from '@wms/api';
import type { FieldOptions } from '../../screens/List/history/auditText';
import { allColumns } from '../../screens/List/model/formItems';
import { labelSources } from '../../screens/List/model/codeLabels';
import { listCodeOf } from '../../routes/routeModel';

/** What the audit search needs to name one list's entries: its fields' codes and its operations. */
export interface ListNames {
  /** Options by field (status and coded fields): a code reads as its name. */
  options: FieldOptions;
  /** Operation names by code. */
  operations: ReadonlyMap<string, string>;
}

/** The calls the names are read with (a subset of WmsApi). */
export interface AuditNamesApi {
  getColumnConfig: (input: ListKey) => Promise<ColumnConfig>;
  searchOptions: (path: string) => Promise<Option[]>;
}

/**
 * The names of the lists the audit search's page shows (by menu code): each list's column
 * configuration (as its screen reads it) gives the option lists of its status and coded fields
 * and its operations' names; dictionary paths shared by several lists are read once. A list
 * whose configuration cannot be read, or a path that fails, names nothing: its codes are shown
 * as they are, as before.
 */
export async function loadAuditNames(api: AuditNamesApi, menuCodes: readonly string[]): Promise<ReadonlyMap<string, ListNames>> {
  const configs = await Promise.all(menuCodes.map((menuCode) => api.getColumnConfig({ menu_code: menuCode, menu_list_code: listCodeOf(menuCode) }).catch(() => undefined)));
  const sources = configs.map((config) => (config ? labelSources(allColumns(config), { statuses: true }) : {}));
  const paths = [...new Set(sources.flatMap((bySource) => Object.values(bySource).flatMap((source) => (source.kind === 'path' ? [source.path] : []))))];
  const lists = await Promise.all(paths.map((path) => api.searchOptions(path).catch((): Option[] => [])));
  const byPath = new Map(paths.map((path, at) => [path, lists[at] ?? []]));
  const out = new Map<string, ListNames>();
  menuCodes.forEach((menuCode, at) => {
    const config = configs[at];
    if (!config) return;
    const options = new Map<string, readonly Option[]>();
    for (const [field, source] of Object.entries(sources[at] ?? {})) {
      options.set(field, source.kind === 'list' ? source.options : (byPath.get(source.path) ?? []));
    }
    out.set(menuCode, { options, operations: new Map((config.operations ?? []).map((operation) => [operation.code, operation.name])) });
  });
  return out;
}
