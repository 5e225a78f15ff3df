import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import { APP_NAMESPACE } from '../../../i18n/catalogue';

/** One line of an ASN as the drawer edits it (the server's receiptdetail fields, as text). */
export interface AsnLine {
  /** The stored line's id; absent for a new one. */
  id?: number | string;
  /** A key of the row while edited (the line number, or a new row's own). */
  key: string;
  receiptlinenumber?: string;
  sku: string;
  qtyexpected: string;
  lottable02: string;
  toloc: string;
  toid: string;
  /** Received so far: a line with receipts is shown but not edited. */
  qtyreceived?: number;
}

/** The editable fields of a line, in column order. */
export const LINE_FIELDS = ['sku', 'qtyexpected', 'lottable02', 'toloc', 'toid'] as const;
type LineField = (typeof LINE_FIELDS)[number];

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
export function newLine(): AsnLine {
  created += 1;
  return { key: `new-${String(created)}`, sku: '', qtyexpected: '', lottable02: '', toloc: '', toid: '' };
}

/** The problem of a line's field (catalogue key in list.lines), if any. */
export function lineProblem(line: AsnLine, field: LineField): 'required' | 'positive' | undefined {
  if (field === 'sku') return line.sku.trim() === '' ? 'required' : undefined;
  if (field === 'qtyexpected') {
    const text = line.qtyexpected.trim();
    if (text === '') return 'required';
    return /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? undefined : 'positive';
  }
  return undefined;
}

/** The lines' problems, counted (nothing is sent while there are any). */
export function linesProblems(lines: readonly AsnLine[]): number {
  return lines.reduce((n, line) => n + LINE_FIELDS.filter((f) => lineProblem(line, f)).length, 0);
}

/** A stored line (from the server) as the editor holds it. */
export function lineFromRecord(record: Readonly<Record<string, unknown>>): AsnLine {
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
  const id = record.id;
  return {
    ...(typeof id === 'number' || typeof id === 'string' ? { id } : {}),
    key: `line-${text(record.receiptlinenumber) || text(id)}`,
    receiptlinenumber: text(record.receiptlinenumber),
    sku: text(record.sku),
    qtyexpected: text(record.qtyexpected),
    lottable02: text(record.lottable02),
    toloc: text(record.toloc),
    toid: text(record.toid),
    qtyreceived: Number(record.qtyreceived ?? 0),
  };
}

/** What the server receives of a line: its id when stored, the fields, no empty ones. */
export function lineToSave(line: AsnLine): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (line.id !== undefined) out.id = line.id;
  for (const field of LINE_FIELDS) {
    const value = line[field].trim();
    if (value !== '') out[field] = field === 'qtyexpected' ? Number(value) : value;
  }
  return out;
}

export interface AsnLinesProps {
  lines: readonly AsnLine[];
  onChange: (lines: AsnLine[]) => void;
  readOnly?: boolean;
  /** Marks the lines' problems (after a save was tried). */
  showProblems?: boolean;
}

/**
 * The lines of an ASN in its drawer (issue 14: master and detail in one save): item, expected
 * quantity, lot, to-location and LPN per line; lines added and new ones removed; a line already
 * received stays as it is. Every cell is a labelled input, so it works with the keyboard alone.
 */
export function AsnLines({ lines, onChange, readOnly = false, showProblems = false }: AsnLinesProps) {
  const { t } = useTranslation(APP_NAMESPACE);
  const set = (key: string, field: LineField, value: string) => {
    onChange(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  };
  const problems = linesProblems(lines);
  return (
    <Box aria-label={t('list.lines.title')} data-asn-lines="">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('list.lines.line')}</th>
            {LINE_FIELDS.map((field) => <th key={field} scope="col">{t(`list.lines.${field}`)}{field === 'sku' || field === 'qtyexpected' ? ' *' : ''}</th>)}
            {readOnly ? null : <th scope="col">{t('list.lines.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr><td colSpan={LINE_FIELDS.length + 2}>{t('list.lines.empty')}</td></tr>
          ) : lines.map((line, index) => {
            const locked = readOnly || (line.qtyreceived ?? 0) > 0;
            const number = line.receiptlinenumber || String(index + 1);
            return (
              <tr key={line.key}>
                <td className="num">{number}</td>
                {LINE_FIELDS.map((field) => {
                  const problem = showProblems && !locked ? lineProblem(line, field) : undefined;
                  return (
                    <td key={field}>
                      <input
                        aria-label={t('list.lines.cell', { line: index + 1, field: t(`list.lines.${field}`) })}
                        value={line[field]}
                        readOnly={locked}
                        inputMode={field === 'qtyexpected' ? 'decimal' : undefined}
                        aria-invalid={problem ? true : undefined}
                        title={problem ? t(`list.lines.${problem}`) : undefined}
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
      {readOnly ? null : <Button log={false} onClick={() => { onChange([...lines, newLine()]); }}>{t('list.lines.add')}</Button>}
      {showProblems && problems > 0 ? <p className="error" role="alert">{t('list.lines.problems', { count: problems })}</p> : null}
    </Box>
  );
}
