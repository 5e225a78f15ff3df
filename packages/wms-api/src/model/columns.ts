import type { ColumnConfigType } from './constants';
import type { AnswerOf } from '../contract/catalogue';
import { checkDeclared } from '../contract/check';
import { columnConfig } from '../contract/answers/columns';
import { COLUMN_CONFIG_PATH } from './constants';

/**
 * The column configuration of one list, as the server answers it (CONTRACT.md §3): its type
 * comes from its schema (`ANSWERS.columnConfig`, contract/answers/columns.ts).
 */
export type ColumnConfig = AnswerOf<'columnConfig'>;

/** A column of a customisable grid (CONTRACT.md §3): code, name, width, type, issearch, sort_num, searchData, owner. */
export type ColumnDefinition = ColumnConfig['tableDisplay'][number];

export type { FieldOwner } from '../contract/answers/columns';

/** Which generic writes a list has (the books lists have none: only their operations). */
export type GenericWrites = NonNullable<ColumnConfig['genericActions']>;

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

/**
 * The column configuration of an answer, checked against the contract (`ANSWERS.columnConfig`):
 * a ContractDrift names the field that differs. (Once lenient, with missing lists read as empty;
 * the client's `getColumnConfig` reads through the same check.)
 */
export function toColumnConfig(body: unknown): ColumnConfig {
  return checkDeclared(columnConfig, body, { method: 'POST', path: COLUMN_CONFIG_PATH }).value;
}
