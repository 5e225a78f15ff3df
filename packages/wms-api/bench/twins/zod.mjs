// The bench's zod/mini twin of twins/valibot.mjs: the same shapes, the same tolerances.
import * as z from 'zod/mini';

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const DATE = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

export const num = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMERIC))]),
  z.transform((x) => (typeof x === 'string' ? Number(x) : x)),
);
export const code = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const list = (item) => z.pipe(z.nullable(z.array(item)), z.transform((x) => x ?? []));
const cell = z.nullish(z.union([z.string(), z.number(), z.boolean()]));
const numCell = z.nullish(z.union([z.number(), z.literal(''), z.string().check(z.regex(NUMERIC))]));
const dateCell = z.nullish(z.union([z.literal(''), z.string().check(z.regex(DATE))]));

const envelope = { returnCode: code, returnMgr: z.optional(z.string()), status: z.optional(z.union([z.string(), z.number()])) };

export const listPage = z.looseObject({
  ...envelope,
  page: z.looseObject({ list: list(z.record(z.string(), z.unknown())), pageNum: num, pageSize: num, total: num }),
  totalData: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
});

export function rowSchema(columns) {
  const entries = {};
  for (const c of columns) entries[c.code] = c.type === 10401 ? numCell : c.type === 10403 ? dateCell : cell;
  return z.looseObject(entries);
}

const column = z.looseObject({
  code, name: z.string(), width: z.union([z.number(), z.string()]), type: num, issearch: num,
  sort_num: z.optional(num), searchData: z.optional(z.string()),
  owner: z.optional(z.enum(['entered', 'derived', 'status', 'generated'])),
});
const rule = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('required'), message: z.string() }),
  z.looseObject({ kind: z.literal('maxLength'), max: num, message: z.string() }),
  z.looseObject({ kind: z.literal('pattern'), source: z.string(), message: z.string() }),
  z.looseObject({ kind: z.literal('number'), message: z.string() }),
  z.looseObject({ kind: z.literal('range'), min: num, max: num, minExclusive: z.boolean(), message: z.string() }),
  z.looseObject({ kind: z.literal('scale'), scale: num, message: z.string() }),
  z.looseObject({ kind: z.literal('date'), message: z.string() }),
  z.looseObject({ kind: z.literal('notBefore'), field: z.string(), message: z.string() }),
  z.looseObject({ kind: z.literal('lookup'), checkedBy: z.enum(['options', 'server']), options: z.optional(z.string()), message: z.string() }),
]);
const operation = z.looseObject({
  code: z.string(), name: z.string(), button: z.string(), statusField: z.string(), fromStatuses: z.array(code),
  fields: z.optional(z.array(z.looseObject({ code: z.string(), name: z.string(), type: z.string(), required: z.boolean(), searchData: z.optional(z.string()), rules: z.optional(z.array(rule)) }))),
  multi: z.boolean(), confirm: z.boolean(), noRows: z.optional(z.boolean()),
});

export const columnConfig = z.looseObject({
  ...envelope,
  bean: z.looseObject({
    tableHiding: list(column), tableDisplay: list(column), exportHidden: list(column), exportDisplay: list(column),
    configureSorting: z.optional(z.union([z.string(), z.array(z.looseObject({ column_code: z.string(), menu_list_name: z.optional(z.string()), sort_type: num }))])),
    totalSqlText: z.optional(z.string()),
    operations: z.optional(z.array(operation)),
    genericActions: z.optional(z.looseObject({ insert: z.boolean(), update: z.boolean(), delete: z.boolean() })),
    fieldRules: z.optional(z.record(z.string(), z.array(rule))),
  }),
});

export const check = (schema, body) => {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new Error(`${result.error.issues[0].path.join('.')}: ${result.error.issues[0].message}`);
  return result.data;
};
