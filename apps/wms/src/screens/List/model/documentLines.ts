import { fieldRuleFailure, type FieldRules, type LinesMenu } from '@wms/api';

/*
 * The lines of the documents saved with their lines, as the drawer's line editor holds, judges
 * and sends them (lines/DocumentLines.tsx shows them).
 */

/** What a document's lines are made of: the fields edited, the quantity, what locks a line. */
export interface LinesSpec {
  /** The editable fields, in column order; the first is the item, `qty` among them. */
  fields: readonly string[];
  /** The quantity field (a number above 0). */
  qty: string;
  /** The line number field. */
  lineNumber: string;
  /** Fields whose value above 0 means the line is under way (received, allocated, picked): it is kept as it is. */
  progress: readonly string[];
}

/** The lines of the documents saved with their lines (issue 14: ASN; issue 15: outbound order). */
export const LINES_SPECS: Readonly<Record<LinesMenu, LinesSpec>> = {
  asn: { fields: ['sku', 'qtyexpected', 'lottable02', 'toloc', 'toid'], qty: 'qtyexpected', lineNumber: 'receiptlinenumber', progress: ['qtyreceived'] },
  orders: { fields: ['sku', 'qtyordered', 'lot', 'lottable02'], qty: 'qtyordered', lineNumber: 'orderlinenumber', progress: ['qtyallocated', 'qtypicked', 'qtyshipped'] },
};

export const isLinesMenu = (menuCode: string): menuCode is LinesMenu => Object.hasOwn(LINES_SPECS, menuCode);

/** One line as the drawer edits it: the fields as text. */
export interface DocumentLine {
  /** The stored line's id; absent for a new one. */
  id?: number | string;
  /** A key of the row while edited. */
  key: string;
  number?: string;
  values: Readonly<Record<string, string>>;
  /** Under way (received, allocated…): shown, not edited or sent. */
  locked: boolean;
}

let created = 0;
/** An empty new line. */
export function newLine(spec: LinesSpec): DocumentLine {
  created += 1;
  return { key: `new-${String(created)}`, values: Object.fromEntries(spec.fields.map((f) => [f, ''])), locked: false };
}

/**
 * The problem of a line's field: with the server's rules of the lines (`lineFieldRules`, served
 * with the document's column configuration), the first rule the value breaks, in the server's
 * words; without them (an older server), the item and a quantity above 0 are required (a
 * catalogue key in list.lines).
 */
export type LineProblem = { message: string } | { key: 'required' | 'positive' };

export function lineProblem(spec: LinesSpec, line: DocumentLine, field: string, rules?: FieldRules): LineProblem | undefined {
  const text = (line.values[field] ?? '').trim();
  if (rules) {
    const message = fieldRuleFailure(rules[field], text, { values: line.values });
    return message === undefined ? undefined : { message };
  }
  if (field === spec.fields[0]) return text === '' ? { key: 'required' } : undefined;
  if (field === spec.qty) {
    if (text === '') return { key: 'required' };
    return /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? undefined : { key: 'positive' };
  }
  return undefined;
}

/**
 * The fields a line must have: by the rules, a required one, or a number whose range refuses 0
 * (a blank number counts as 0: a quantity above 0 must be typed); else the item and the quantity.
 */
export function requiredLineFields(spec: LinesSpec, rules?: FieldRules): ReadonlySet<string> {
  if (!rules) return new Set([spec.fields[0] ?? spec.qty, spec.qty]);
  return new Set(spec.fields.filter((field) => rules[field]?.some((rule) => rule.kind === 'required' || (rule.kind === 'range' && (rule.min > 0 || (rule.min === 0 && rule.minExclusive))))));
}

/** The open lines' problems, counted (nothing is sent while there are any). */
export function linesProblems(spec: LinesSpec, lines: readonly DocumentLine[], rules?: FieldRules): number {
  return lines.filter((line) => !line.locked).reduce((n, line) => n + spec.fields.filter((f) => lineProblem(spec, line, f, rules)).length, 0);
}

/** A new line nobody typed into (left out of the save). */
export const isBlankNew = (line: DocumentLine) => line.id === undefined && Object.values(line.values).every((v) => v.trim() === '');

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A stored line (from the server) as the editor holds it. */
export function lineFromRecord(spec: LinesSpec, record: Readonly<Record<string, unknown>>): DocumentLine {
  const id = record.id;
  const number = text(record[spec.lineNumber]);
  return {
    ...(typeof id === 'number' || typeof id === 'string' ? { id } : {}),
    key: `line-${number || text(id)}`,
    number,
    values: Object.fromEntries(spec.fields.map((f) => [f, text(record[f])])),
    locked: spec.progress.some((f) => Number(record[f] ?? 0) > 0),
  };
}

/** What the server receives of a line: its id when stored, the fields typed, the quantity as a number. */
export function lineToSave(spec: LinesSpec, line: DocumentLine): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (line.id !== undefined) out.id = line.id;
  for (const field of spec.fields) {
    const value = (line.values[field] ?? '').trim();
    if (value !== '') out[field] = field === spec.qty ? Number(value) : value;
  }
  return out;
}
