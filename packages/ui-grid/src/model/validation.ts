/**
 * Cell validation (CONTRACT.md §4, §5): required, pattern and custom-validator rules, each with
 * a message. On commit a cell records an error flag and message per row and column; a
 * table-level validate() returns every error. Pure: no React, no i18n. A rule without its own
 * message gets a catalogued one by `code` (grid:validation.<code>) in the component layer.
 */

/** What a custom validator answers: true (valid), false (invalid: the rule's message), or a message. */
export type ValidatorResult = boolean | string;

/** A value must be present: not null, undefined, blank text or an empty list. */
export interface RequiredRule {
  required: boolean;
  message?: string;
}

/** Text must match: a RegExp, or a source string anchored as written. Empty values pass (see `required`). */
export interface PatternRule {
  pattern: RegExp | string;
  message?: string;
}

/** Where a validated value sits: its row's key and its column's code. */
export interface CellPlace {
  rowKey: string;
  column: string;
}

/**
 * Any check over the value and its row; empty values are passed to it too. `row` is the row with
 * its unsaved edits applied, a copy once a cell of it is edited: a validator that needs to know
 * which row it judges (say, against data kept beside the rows) reads `place.rowKey`, not the
 * row's identity.
 */
export interface ValidatorRule<Row = Record<string, unknown>> {
  validator: (value: unknown, row: Row, place: CellPlace) => ValidatorResult;
  message?: string;
}

/** One rule of a cell. */
export type CellRule<Row = Record<string, unknown>> = RequiredRule | PatternRule | ValidatorRule<Row>;

/** Which kind of rule failed; picks the default message. */
export type RuleCode = 'required' | 'pattern' | 'custom';

/** The error a cell records: the flag is its presence, with a message (or the code's default). */
export interface CellError {
  rowKey: string;
  column: string;
  /** The failed rule's kind, or 'format' for pasted text the cell's editor cannot read. */
  code: RuleCode | 'format';
  /** The rule's (or validator's) own message; absent means "use the default for `code`". */
  message?: string;
  /** For 'format': why the text was refused (editors.ts PastedValue reason) and the text. */
  reason?: string;
  text?: string;
}

/** Per row key, per column: the recorded error of the last commit (CONTRACT.md §4). */
export type ErrorMap = Readonly<Record<string, Readonly<Record<string, CellError>>>>;

/** True when nothing was entered: null, undefined, blank text, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function toRegExp(pattern: RegExp | string): RegExp {
  return typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace('g', ''));
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object' && 'description' in value && typeof value.description === 'string') return value.description;
  return JSON.stringify(value);
}

/**
 * The first rule a value fails, as an error of (rowKey, column), or null when it passes all.
 *
 * @example validateCell('', [{ required: true, message: '不能为空' }], row, 'r1', 'sku')
 *   // → { rowKey: 'r1', column: 'sku', code: 'required', message: '不能为空' }
 */
export function validateCell<Row>(value: unknown, rules: readonly CellRule<Row>[] | undefined, row: Row, rowKey: string, column: string): CellError | null {
  for (const rule of rules ?? []) {
    if ('required' in rule) {
      if (rule.required && isEmptyValue(value)) return { rowKey, column, code: 'required', ...(rule.message ? { message: rule.message } : {}) };
    } else if ('pattern' in rule) {
      if (!isEmptyValue(value) && !toRegExp(rule.pattern).test(textOf(value))) return { rowKey, column, code: 'pattern', ...(rule.message ? { message: rule.message } : {}) };
    } else {
      let result: ValidatorResult;
      try {
        result = rule.validator(value, row, { rowKey, column });
      } catch (error) {
        // A validator that throws has judged the value invalid; its text is the best message.
        result = error instanceof Error && error.message ? error.message : false;
      }
      if (result === true) continue;
      const message = typeof result === 'string' && result ? result : rule.message;
      return { rowKey, column, code: 'custom', ...(message ? { message } : {}) };
    }
  }
  return null;
}

/**
 * The error map with the cell's commit result recorded: an error set, or cleared. One copy of
 * the map, not a rebuild from its entries: a sheet of 100,000 rows with errors known up front
 * took some 200 ms a commit that cleared an error that way.
 */
export function recordCellResult(errors: ErrorMap, rowKey: string, column: string, error: CellError | null): ErrorMap {
  const row = errors[rowKey] ?? {};
  if (!error) {
    if (!(column in row)) return errors;
    const next: Record<string, Readonly<Record<string, CellError>>> = { ...errors };
    recordCellResultInPlace(next, rowKey, column, null);
    return next;
  }
  return { ...errors, [rowKey]: { ...row, [column]: error } };
}

/** recordCellResult into a map the caller owns (a copy made for one paste or undo). */
export function recordCellResultInPlace(errors: Record<string, Readonly<Record<string, CellError>>>, rowKey: string, column: string, error: CellError | null): void {
  const row = errors[rowKey];
  if (error) { errors[rowKey] = { ...row, [column]: error }; return; }
  if (!row || !(column in row)) return;
  const rest = Object.entries(row).filter(([code]) => code !== column);
  if (rest.length) errors[rowKey] = Object.fromEntries(rest);
  else Reflect.deleteProperty(errors, rowKey);
}

/**
 * The error map recording a list of errors, made in one pass. (recordCellResult copies the map
 * for each cell: right for one commit, but quadratic over a table — 20,000 rows with an error
 * each took seconds.)
 */
export function errorMapOf(errors: readonly CellError[]): ErrorMap {
  const map: Record<string, Record<string, CellError>> = {};
  for (const error of errors) (map[error.rowKey] ??= {})[error.column] = error;
  return map;
}

/** The recorded error of one cell, if any. */
export function cellError(errors: ErrorMap, rowKey: string, column: string): CellError | undefined {
  return errors[rowKey]?.[column];
}

/** Every recorded error, row by row in map order (loops: flatMap took twice as long over 100,000 rows). */
export function listErrors(errors: ErrorMap): CellError[] {
  const list: CellError[] = [];
  for (const row of Object.values(errors)) {
    for (const error of Object.values(row)) list.push(error);
  }
  return list;
}

/** What validateTable needs of a column. */
export interface ValidatedColumn<Row> {
  code: string;
  rules?: readonly CellRule<Row>[];
  /** The value the rules judge (default `row[code]`). */
  read?: (row: Row) => unknown;
}

/**
 * Validates every cell of every row (the table-level validate()): all errors in row then column
 * order, and the error map that records them.
 */
export function validateTable<Row>(rows: readonly Row[], columns: readonly ValidatedColumn<Row>[], keyOf: (row: Row, index: number) => string): { errors: CellError[]; map: ErrorMap } {
  const errors: CellError[] = [];
  rows.forEach((row, index) => {
    const rowKey = keyOf(row, index);
    for (const column of columns) {
      if (!column.rules?.length) continue;
      const value = column.read ? column.read(row) : (row as Record<string, unknown>)[column.code];
      const error = validateCell(value, column.rules, row, rowKey, column.code);
      if (error) errors.push(error);
    }
  });
  return { errors, map: errorMapOf(errors) };
}
