import type { Lang } from '../catalogue/messages';
import type { FieldDef } from '../catalogue/types';
import { isBooksEntity, ownerOf, ownersOf, type FieldOwner } from '../catalogue/owners';
import type { Db } from '../db/database';
import { defaultSorting, summedCodes, toColumn, type ColumnDefinition, type ListShape } from './columns';
import { badInput, refuse } from './errors';
import { servedRules, type ServedRules } from './fieldCheck';

export const DISPLAY = 10002;
export const EXPORT = 10003;
export type ConfigType = typeof DISPLAY | typeof EXPORT;

/** A saved column: its code and width (names, types and filters always come from the catalogue). */
interface SavedColumn {
  code: string;
  width: string;
}

/** The column configuration answer (CONTRACT.md §3). */
export interface ColumnConfigAnswer {
  tableHiding: ColumnDefinition[];
  tableDisplay: ColumnDefinition[];
  exportHidden: ColumnDefinition[];
  exportDisplay: ColumnDefinition[];
  configureSorting: string;
  totalSqlText: string;
  /** Every field of the list's entity with its owner (issue 25): drawers edit 'entered' ones only. */
  fieldOwners: Record<string, FieldOwner>;
  /**
   * The rules of each entered field (issue 38): the catalogue's one declaration, in the request's
   * language, the same the server checks on every write. Forms, grids and the import preview
   * judge values with these and keep no rules of their own.
   */
  fieldRules: ServedRules;
  /** Whether the list has the generic insert, update and delete (false on the books and read-only lists). */
  genericActions: { insert: boolean; update: boolean; delete: boolean };
}

/** The generic writes a list has: none on a read-only list or a list of the books. */
export function genericActions(shape: ListShape): { insert: boolean; update: boolean; delete: boolean } {
  const allowed = !shape.route.readOnly && !isBooksEntity(shape.entity);
  return { insert: allowed, update: allowed, delete: allowed };
}

function saved(db: Db, userid: string, shape: ListShape, type: ConfigType): SavedColumn[] | undefined {
  const row = db
    .prepare('SELECT data_list_config FROM column_config WHERE userid = ? AND menu_code = ? AND menu_list_code = ? AND config_type = ?')
    .get(userid, shape.route.menuCode, `${shape.route.menuCode}_list`, type) as { data_list_config: string } | undefined;
  if (!row) return undefined;
  return JSON.parse(row.data_list_config) as SavedColumn[];
}

function split(shape: ListShape, lang: Lang, chosen: SavedColumn[] | undefined, isDefault: (f: FieldDef) => boolean) {
  const shown = chosen
    ? chosen.flatMap((c) => {
        const field = shape.byCode.get(c.code);
        return field ? [{ field, width: c.width }] : [];
      })
    : shape.fields.filter(isDefault).map((field) => ({ field, width: undefined }));
  const shownCodes = new Set(shown.map((s) => s.field.code));
  const withOwner = (column: ColumnDefinition) => ({ ...column, owner: ownerOf(shape.entity, column.code) });
  const display = shown.map((s, i) => withOwner(toColumn(s.field, lang, i + 1, s.width)));
  const hidden = shape.fields.filter((f) => !shownCodes.has(f.code)).map((f, i) => withOwner(toColumn(f, lang, i + 1)));
  return { display, hidden };
}

/** The display and export configs of a list for a user: saved versions, else the defaults. */
export function columnConfig(db: Db, userid: string, shape: ListShape, lang: Lang): ColumnConfigAnswer {
  const display = split(shape, lang, saved(db, userid, shape, DISPLAY), (f) => f.shown);
  const exported = split(shape, lang, saved(db, userid, shape, EXPORT), (f) => f.exported);
  return {
    tableHiding: display.hidden,
    tableDisplay: display.display,
    exportHidden: exported.hidden,
    exportDisplay: exported.display,
    configureSorting: defaultSorting(shape),
    totalSqlText: summedCodes(shape).join(','),
    fieldOwners: Object.fromEntries(ownersOf(shape.entity)),
    fieldRules: servedRules(shape, lang),
    genericActions: genericActions(shape),
  };
}

/** The config type of a request, or a 400 refusal. */
export function configType(value: unknown): ConfigType {
  const n = Number(value);
  if (n === DISPLAY || n === EXPORT) return n;
  throw badInput('badValue', 'column_config_type');
}

/**
 * Saves the shown columns of one config type: every row needs code, name and width (the line is
 * named otherwise), codes are unique and must be columns of the list.
 */
export function saveColumnConfig(db: Db, userid: string, shape: ListShape, type: ConfigType, dataListConfig: unknown, now: string): void {
  let parsed: unknown;
  try {
    parsed = typeof dataListConfig === 'string' ? JSON.parse(dataListConfig) : dataListConfig;
  } catch {
    throw badInput('badValue', 'data_list_config');
  }
  if (!Array.isArray(parsed) || parsed.length > 500) throw badInput('badValue', 'data_list_config');
  const seen = new Set<string>();
  const rows: SavedColumn[] = [];
  (parsed as unknown[]).forEach((item, index) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code.trim() : '';
    const name = typeof record.name === 'string' ? record.name.trim() : '';
    const width = typeof record.width === 'number' || typeof record.width === 'string' ? String(record.width).trim() : '';
    if (!code || !name || !width) throw refuse('columnRowIncomplete', String(index + 1));
    if (!/^\d{1,4}$/.test(width)) throw badInput('badValue', 'width');
    if (seen.has(code)) throw refuse('columnDuplicate');
    if (!shape.byCode.has(code)) throw badInput('unknownColumn', code);
    seen.add(code);
    rows.push({ code, width: String(Math.max(100, Number(width))) });
  });
  db.prepare(
    `INSERT INTO column_config (userid, menu_code, menu_list_code, config_type, data_list_config, saved_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (userid, menu_code, menu_list_code, config_type) DO UPDATE SET data_list_config = excluded.data_list_config, saved_at = excluded.saved_at`,
  ).run(userid, shape.route.menuCode, `${shape.route.menuCode}_list`, type, JSON.stringify(rows), now);
}

/** Restores the defaults of one config type (forgets the saved version). */
export function resetColumnConfig(db: Db, userid: string, shape: ListShape, type: ConfigType): void {
  db.prepare('DELETE FROM column_config WHERE userid = ? AND menu_code = ? AND menu_list_code = ? AND config_type = ?').run(
    userid,
    shape.route.menuCode,
    `${shape.route.menuCode}_list`,
    type,
  );
}
