import { operationsOf, type OperationDef } from '../client/operations';
import type { ColumnConfigType } from './constants';
import { toFieldRules, type FieldRules } from './fieldRules';

/** A column of a customisable grid (CONTRACT.md §3). */
export interface ColumnDefinition {
  code: string;
  name: string;
  /** Width in px; a string when saved. */
  width: number | string;
  /** A ColumnType code (10401 numeric, 10402 string, 10403 datetime). */
  type: number;
  /** A FilterType code (0–6). */
  issearch: number;
  sort_num?: number;
  /** A JSON array string of options, or a '/'-path to fetch them from. */
  searchData?: string;
  /**
   * Who owns the field (CONTRACT.md, field owners): only `entered` fields are typed by a person;
   * the others are shown read-only in a drawer and never sent changed. Absent: entered.
   */
  owner?: FieldOwner;
}

/** Who owns a field: a person (entered), the books (derived), an operation (status), the server (generated). */
export type FieldOwner = 'entered' | 'derived' | 'status' | 'generated';

/** Which generic writes a list has (the books lists have none: only their operations). */
export interface GenericWrites {
  insert: boolean;
  update: boolean;
  delete: boolean;
}

/** Whether a person may type a column's value (its owner is `entered`, or not given). */
export function isEnteredColumn(column: Pick<ColumnDefinition, 'owner'>): boolean {
  return column.owner === undefined || column.owner === 'entered';
}

/** A sort-column definition. */
export interface SortColumn {
  column_code: string;
  menu_list_name?: string;
  /** A SortType code (10201 ascending, 10202 descending). */
  sort_type: number;
}

/** The column configuration of one list, as the server answers it. */
export interface ColumnConfig {
  tableHiding: ColumnDefinition[];
  tableDisplay: ColumnDefinition[];
  exportHidden: ColumnDefinition[];
  exportDisplay: ColumnDefinition[];
  configureSorting?: string | SortColumn[];
  totalSqlText?: string;
  /** The list's operations (CONTRACT.md, 'Operations and stations'), when it has any. */
  operations?: OperationDef[];
  /** Which generic insert, update and delete the list has (CONTRACT.md `genericActions`); absent: all three. */
  genericActions?: GenericWrites;
  /** The rules of the list's entered fields (CONTRACT.md `fieldRules`): forms judge values with these. */
  fieldRules?: FieldRules;
  /** A document saved with its lines (asn, orders): the rules of its lines' fields (CONTRACT.md `lineFieldRules`). */
  lineFieldRules?: FieldRules;
}

/** Identifies a list: its menu code and menu list code. */
export interface ListKey {
  menu_code: string;
  menu_list_code: string;
}

/** A saved column configuration. */
export interface SaveColumnsInput extends ListKey {
  /** The shown columns, in order (sent as a JSON array string). */
  columns: readonly ColumnDefinition[];
  column_config_type: ColumnConfigType;
}

/** A system column define (menu-list column definition). */
export interface SysColumnDefine {
  id?: string | number;
  menu_id?: string | number;
  menu_list_code?: string;
  menu_name?: string;
  [field: string]: unknown;
}

function list(value: unknown): ColumnDefinition[] {
  return Array.isArray(value) ? (value as ColumnDefinition[]) : [];
}

/** A column configuration from the body, with missing lists as empty ones. */
export function toColumnConfig(body: unknown): ColumnConfig {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const source = (typeof record.bean === 'object' && record.bean !== null ? record.bean : record) as Record<string, unknown>;
  const config: ColumnConfig = {
    tableHiding: list(source.tableHiding),
    tableDisplay: list(source.tableDisplay),
    exportHidden: list(source.exportHidden),
    exportDisplay: list(source.exportDisplay),
  };
  if (typeof source.configureSorting === 'string' || Array.isArray(source.configureSorting)) {
    config.configureSorting = source.configureSorting as string | SortColumn[];
  }
  if (typeof source.totalSqlText === 'string') config.totalSqlText = source.totalSqlText;
  const writes = source.genericActions;
  if (typeof writes === 'object' && writes !== null) {
    const w = writes as Record<string, unknown>;
    config.genericActions = { insert: w.insert !== false, update: w.update !== false, delete: w.delete !== false };
  }
  const fieldRules = toFieldRules(source.fieldRules);
  if (fieldRules) config.fieldRules = fieldRules;
  const lineFieldRules = toFieldRules(source.lineFieldRules);
  if (lineFieldRules) config.lineFieldRules = lineFieldRules;
  const operations = operationsOf(source);
  if (operations.length > 0) config.operations = operations;
  return config;
}
