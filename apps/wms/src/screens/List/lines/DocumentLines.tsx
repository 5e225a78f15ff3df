import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldRules } from '@wms/api';
import { Button } from '@wms/ui-core';
import { APP_NAMESPACE } from '../../../i18n/catalogue';
import { lineProblem, linesProblems, newLine, requiredLineFields, type DocumentLine, type LinesSpec } from '../model/documentLines';

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
