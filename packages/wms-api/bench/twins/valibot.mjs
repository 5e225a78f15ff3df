// The bench's Valibot twin: the list page (envelope, page, rows typed by 60 configured columns)
// and the column configuration, written as src/contract writes them, to compare with zod/mini.
import * as v from 'valibot';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

/** A number; a numeric string is tolerated and read as a number. */
export const num = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(NUMERIC))]),
  v.transform((x) => (typeof x === 'string' ? Number(x) : x)),
);
/** A code: a string; a number is tolerated and read as its text. */
export const code = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const list = (item) => v.pipe(v.nullable(v.array(item)), v.transform((x) => x ?? []));
const cell = v.nullish(v.union([v.string(), v.number(), v.boolean()]));
const numCell = v.nullish(v.union([v.number(), v.literal(''), v.pipe(v.string(), v.regex(NUMERIC))]));
const dateCell = v.nullish(v.union([v.literal(''), v.pipe(v.string(), v.regex(DATE))]));

const envelope = { returnCode: code, returnMgr: v.optional(v.string()), status: v.optional(v.union([v.string(), v.number()])) };

/** The page envelope with rows as open records (every row an object). */
export const listPage = v.looseObject({
  ...envelope,
  page: v.looseObject({ list: list(v.record(v.string(), v.unknown())), pageNum: num, pageSize: num, total: num }),
  totalData: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

/** A row schema from a list's columns: a numeric column holds numbers, a datetime column dates. */
export function rowSchema(columns) {
  const entries = {};
  for (const c of columns) entries[c.code] = c.type === 10401 ? numCell : c.type === 10403 ? dateCell : cell;
  return v.looseObject(entries);
}

const column = v.looseObject({
  code, name: v.string(), width: v.union([v.number(), v.string()]), type: num, issearch: num,
  sort_num: v.optional(num), searchData: v.optional(v.string()),
  owner: v.optional(v.picklist(['entered', 'derived', 'status', 'generated'])),
});
const rule = v.variant('kind', [
  v.looseObject({ kind: v.literal('required'), message: v.string() }),
  v.looseObject({ kind: v.literal('maxLength'), max: num, message: v.string() }),
  v.looseObject({ kind: v.literal('pattern'), source: v.string(), message: v.string() }),
  v.looseObject({ kind: v.literal('number'), message: v.string() }),
  v.looseObject({ kind: v.literal('range'), min: num, max: num, minExclusive: v.boolean(), message: v.string() }),
  v.looseObject({ kind: v.literal('scale'), scale: num, message: v.string() }),
  v.looseObject({ kind: v.literal('date'), message: v.string() }),
  v.looseObject({ kind: v.literal('notBefore'), field: v.string(), message: v.string() }),
  v.looseObject({ kind: v.literal('lookup'), checkedBy: v.picklist(['options', 'server']), options: v.optional(v.string()), message: v.string() }),
]);
const operation = v.looseObject({
  code: v.string(), name: v.string(), button: v.string(), statusField: v.string(), fromStatuses: v.array(code),
  fields: v.optional(v.array(v.looseObject({ code: v.string(), name: v.string(), type: v.string(), required: v.boolean(), searchData: v.optional(v.string()), rules: v.optional(v.array(rule)) }))),
  multi: v.boolean(), confirm: v.boolean(), noRows: v.optional(v.boolean()),
});

/** The column configuration. */
export const columnConfig = v.looseObject({
  ...envelope,
  bean: v.looseObject({
    tableHiding: list(column), tableDisplay: list(column), exportHidden: list(column), exportDisplay: list(column),
    configureSorting: v.optional(v.union([v.string(), v.array(v.looseObject({ column_code: v.string(), menu_list_name: v.optional(v.string()), sort_type: num }))])),
    totalSqlText: v.optional(v.string()),
    operations: v.optional(v.array(operation)),
    genericActions: v.optional(v.looseObject({ insert: v.boolean(), update: v.boolean(), delete: v.boolean() })),
    fieldRules: v.optional(v.record(v.string(), v.array(rule))),
  }),
});

export const check = (schema, body) => {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`${v.getDotPath(result.issues[0]) ?? '$'}: ${result.issues[0].message}`);
  return result.output;
};
