import type { ReactNode } from 'react';
import styled from 'styled-components';

const Table = styled.table`
  border-collapse: collapse;
  margin: 8px 0 16px;
  min-width: 320px;
  caption { text-align: start; font-weight: 600; padding: 4px 0; }
  th, td { border: 1px solid #d1d5db; padding: 3px 8px; text-align: start; }
  td.n { text-align: end; font-variant-numeric: tabular-nums; }
  tr.over td { background: #fee2e2; }
`;

export interface Column<T> {
  key: string;
  header: string;
  value: (row: T) => ReactNode;
  numeric?: boolean;
}

/** The data table that goes with each chart (the accessible alternative, also for printing). */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClass }: { caption: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string; rowClass?: (row: T) => string | undefined }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>{columns.map((c) => <th key={c.key} scope="col">{c.header}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClass?.(row)}>
            {columns.map((c) => <td key={c.key} className={c.numeric ? 'n' : undefined}>{c.value(row)}</td>)}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
