import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldRuleFailure, type FieldRules, type LinesMenu } from '@wms/api';
import { Button } from '@wms/ui-core';
import { APP_NAMESPACE } from '../../../i18n/catalogue';

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

const Box = styled.section`
  width: 100%;
  table { border-collapse: collapse; width: 100%; margin: 4px 0; }
  th, td { border: 1px solid #d1d5db; padding: 2px 4px; text-align: left; font-weight: normal; }
  th { background: #f3f4f6; }
  td input { width: 100%; min-width: 80px; box-sizing: border-box; border: 1px solid transparent; padding: 3px 4px; font: inherit; }
  td input:focus { border-color: #2563eb; outline: none; }
  td input[aria-invalid='true'] { border-color: #b91c1c; background: #fef2f2; }
  td.num { width: 48px; text-align: right; color: #4b5563; }
  td.act { width: 1%; white-space: nowrap; }
  td.act button { white-space: nowrap; }
  .error { color: #b91c1c; }
`;

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

export interface DocumentLinesProps {
  spec: LinesSpec;
  lines: readonly DocumentLine[];
  onChange: (lines: DocumentLine[]) => void;
  readOnly?: boolean;
  /** Marks the lines' problems (after a save was tried). */
  showProblems?: boolean;
  /** The server's rules of the lines' fields (the column configuration's `lineFieldRules`). */
  rules?: FieldRules;
}

/**
 * The lines of a document in its drawer (master and detail in one save): one labelled input a
 * field, lines added and new ones removed; a line under way stays as it is. Keyboard alone works.
 */
export function DocumentLines({ spec, lines, onChange, readOnly = false, showProblems = false, rules }: DocumentLinesProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const set = (key: string, field: string, value: string) => {
    onChange(lines.map((line) => (line.key === key ? { ...line, values: { ...line.values, [field]: value } } : line)));
  };
  const problems = linesProblems(spec, lines, rules);
  const required = requiredLineFields(spec, rules);
  return (
    <Box aria-label={t('list.lines.title')} data-document-lines="">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('list.lines.line')}</th>
            {spec.fields.map((field) => <th key={field} scope="col">{t(`list.lines.${field}`)}{required.has(field) ? ' *' : ''}</th>)}
            {readOnly ? null : <th scope="col">{t('list.lines.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr><td colSpan={spec.fields.length + 2}>{t('list.lines.empty')}</td></tr>
          ) : lines.map((line, index) => {
            const locked = readOnly || line.locked;
            return (
              <tr key={line.key}>
                <td className="num">{line.number || String(index + 1)}</td>
                {spec.fields.map((field) => {
                  const problem = showProblems && !locked ? lineProblem(spec, line, field, rules) : undefined;
                  return (
                    <td key={field}>
                      <input
                        aria-label={t('list.lines.cell', { line: index + 1, field: t(`list.lines.${field}`) })}
                        value={line.values[field] ?? ''}
                        readOnly={locked}
                        inputMode={field === spec.qty ? 'decimal' : undefined}
                        aria-invalid={problem ? true : undefined}
                        title={problem ? ('message' in problem ? problem.message : t(`list.lines.${problem.key}`)) : undefined}
                        onChange={(e) => { set(line.key, field, e.target.value); }}
                      />
                    </td>
                  );
                })}
                {readOnly ? null : (
                  <td className="act">
                    {line.id === undefined ? (
                      <Button log={false} onClick={() => { onChange(lines.filter((l) => l.key !== line.key)); }}>{t('list.lines.remove')}</Button>
                    ) : null}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {readOnly ? null : <Button log={false} onClick={() => { onChange([...lines, newLine(spec)]); }}>{t('list.lines.add')}</Button>}
      {showProblems && problems > 0 ? <p className="error" role="alert">{t('list.lines.problems', { count: problems })}</p> : null}
    </Box>
  );
}
