import { DICTIONARIES } from '../catalogue/dictionaries';
import { entityByName } from '../catalogue/entities';
import type { Lang } from '../catalogue/messages';
import type { EntityDef, FieldDef, ListRouteDef } from '../catalogue/types';

/** A column definition as the contract sends it (CONTRACT.md §3). */
export interface ColumnDefinition {
  code: string;
  name: string;
  width: string;
  type: number;
  issearch: number;
  sort_num: number;
  searchData?: string;
  /** Who owns the field (issue 25): 'entered' fields are typed, the others shown read-only. */
  owner?: 'entered' | 'derived' | 'status' | 'generated';
}

/** Dictionaries this small are sent inline as a JSON option list; larger ones as a path. */
const INLINE_LIMIT = 3;

/** The route's fields, in its column order, with its label overrides applied. */
export function routeFields(route: ListRouteDef): FieldDef[] {
  const entity = entityByName(route.entity);
  const byCode = new Map(entity.fields.map((f) => [f.code, f]));
  const codes = route.columns ?? entity.fields.map((f) => f.code);
  return codes.map((code) => {
    const field = byCode.get(code);
    if (!field) throw new Error(`catalogue: ${route.menuCode} has no field ${code}`);
    const label = route.labels?.[code];
    return label ? { ...field, zh: label[0], en: label[1] } : field;
  });
}

/** The searchData of a field: a JSON option list or a '/'-path (CONTRACT.md §3). */
export function searchDataOf(field: FieldDef, lang: Lang): string | undefined {
  const source = field.options;
  if (!source) return undefined;
  if (source.kind === 'path') return source.path;
  const entries = DICTIONARIES[source.code] ?? [];
  if (entries.length <= INLINE_LIMIT) {
    return JSON.stringify(entries.map(([code, zh, en]) => ({ code, description: lang === 'en' ? en : zh })));
  }
  return `/dictionary/options/${source.code}`;
}

/** A field as a column definition in a language. */
export function toColumn(field: FieldDef, lang: Lang, sortNum: number, width?: string): ColumnDefinition {
  const column: ColumnDefinition = {
    code: field.code,
    name: lang === 'en' ? field.en : field.zh,
    width: width ?? String(field.width),
    type: field.type,
    issearch: field.issearch,
    sort_num: sortNum,
  };
  const searchData = searchDataOf(field, lang);
  if (searchData !== undefined) column.searchData = searchData;
  return column;
}

/** A list's entity and its route fields by code (the allow-list of sort and filter columns). */
export interface ListShape {
  route: ListRouteDef;
  entity: EntityDef;
  fields: FieldDef[];
  byCode: Map<string, FieldDef>;
}

export function listShape(route: ListRouteDef): ListShape {
  const fields = routeFields(route);
  return { route, entity: entityByName(route.entity), fields, byCode: new Map(fields.map((f) => [f.code, f])) };
}

/** The default sort of a list, as the configureSorting JSON string of the contract. */
export function defaultSorting(shape: ListShape): string {
  const sort = shape.route.sort ?? shape.entity.sort;
  const field = shape.byCode.has(sort.field) ? sort.field : shape.fields[0]?.code ?? 'id';
  return JSON.stringify([{ column_code: field, menu_list_name: `${shape.route.menuCode}_list`, sort_type: sort.desc ? 10202 : 10201 }]);
}

/** The summed columns of a list (its summary row). */
export function summedCodes(shape: ListShape): string[] {
  return shape.fields.filter((f) => f.summed).map((f) => f.code);
}
