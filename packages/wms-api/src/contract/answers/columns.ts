import * as v from 'valibot';
import type { AnswerDecl } from '../answer';
import { code, flag, id, list, num, obj, oneOf, opt, text, type Leaf } from '../leaves';

/**
 * Who owns a field: a person (entered), the books (derived), an operation (status), the server
 * (generated). Named, so that the declarations say this name (an inferred union of literals prints in the order the compiler first met them, which differs between builds: the API report's check).
 */
export type FieldOwner = 'entered' | 'derived' | 'status' | 'generated';
const owner = (): Leaf<FieldOwner> => oneOf(['entered', 'derived', 'status', 'generated']);

/** Who checks a lookup field's value: its option list, or the server. Named, as FieldOwner is. */
export type LookupCheckedBy = 'options' | 'server';
const checkedBy = (): Leaf<LookupCheckedBy> => oneOf(['options', 'server']);

/** A column of a customisable grid (CONTRACT.md §3). */
export const columnSchema = () =>
  obj({
    code,
    name: text,
    /** Width in px; a string when saved. */
    width: id,
    /** A ColumnType code (10401 numeric, 10402 string, 10403 datetime). */
    type: num,
    /** A FilterType code (0–6). */
    issearch: num,
    sort_num: opt(num),
    /** A JSON array string of options, or a '/'-path to fetch them from. */
    searchData: opt(v.string()),
    /** Who owns the field (absent: entered). */
    owner: opt(owner()),
  });

/** The rules of a field (CONTRACT.md `fieldRules`), in the order the server checks them. */
export const fieldRuleSchema = () =>
  v.variant('kind', [
    obj({ kind: v.literal('required'), message: text }),
    obj({ kind: v.literal('maxLength'), max: num, message: text }),
    obj({ kind: v.literal('pattern'), source: v.string(), message: text }),
    /** A valid number; blank counts as 0 (what the server stores). */
    obj({ kind: v.literal('number'), message: text }),
    obj({ kind: v.literal('range'), min: num, minExclusive: flag, max: num, message: text }),
    obj({ kind: v.literal('scale'), scale: num, message: text }),
    /** A real calendar day: yyyy-MM-dd, optionally HH:mm or HH:mm:ss. */
    obj({ kind: v.literal('date'), message: text }),
    /** Not earlier than another date field of the record. */
    obj({ kind: v.literal('notBefore'), field: code, message: text }),
    /** A code that exists and is active: 'options' when its options hold every such code; 'server' when only the server can tell. */
    obj({ kind: v.literal('lookup'), checkedBy: checkedBy(), options: opt(v.string()), message: text }),
  ]);

const fieldRules = () => v.record(v.string(), list(fieldRuleSchema()));

/** An operation of a list, as the column configuration lists it (CONTRACT.md, 'Operations and stations'). */
export const operationSchema = () =>
  obj({
    code,
    name: text,
    /** `<menuCode>:<code>`, granted through /permission/buttons like the CRUD buttons. */
    button: v.string(),
    /** The row field whose value must be in `fromStatuses`. */
    statusField: code,
    fromStatuses: list(code),
    fields: opt(
      list(
        obj({
          code,
          name: text,
          type: code,
          required: flag,
          /** The options path of a select field, when it has one. */
          searchData: opt(v.string()),
          /** The field's rules as the server declares and checks them. */
          rules: opt(list(fieldRuleSchema())),
        }),
      ),
    ),
    /** Several rows at once; otherwise exactly one row. */
    multi: flag,
    /** Ask before sending. */
    confirm: flag,
    /** Needs no selected rows (generating count or replenishment tasks). */
    noRows: opt(flag),
  });

const sortColumn = () => obj({ column_code: code, menu_list_name: opt(v.string()), sort_type: num });

/** The column configuration of one list (CONTRACT.md §3, and the fields apps/wms-server/CONTRACT.md adds). */
export const columnConfig = {
  name: 'columnConfig',
  description: 'POST /queryDisplayedOrExportedColumns { menu_code, menu_list_code, name }: the columns of one list — shown and hidden, for the grid and for export — its sorting and summed columns, and the operations, generic writes and field rules the list has.',
  at: 'bean',
  schema: () =>
    obj({
      tableHiding: list(columnSchema()),
      tableDisplay: list(columnSchema()),
      exportHidden: list(columnSchema()),
      exportDisplay: list(columnSchema()),
      /** A JSON array string of sort columns, or the array itself. */
      configureSorting: opt(v.union([v.string(), v.array(sortColumn())])),
      totalSqlText: opt(v.string()),
      operations: opt(list(operationSchema())),
      /** Which generic insert, update and delete the list has; absent: all three. */
      genericActions: opt(obj({ insert: flag, update: flag, delete: flag })),
      fieldRules: opt(fieldRules()),
      lineFieldRules: opt(fieldRules()),
    }),
} satisfies AnswerDecl;
