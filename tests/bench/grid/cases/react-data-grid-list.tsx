/**
 * react-data-grid 7 (beta 61) doing a list screen's work, the peer that does what the DataGrid
 * does (issue 37, point 2): the page arrives through an async load (a promise, answered at once,
 * as the DataGrid's in-memory source answers), a filter row in its header (one text input a
 * column, filtering the rows as typed), a selection column (react-data-grid's SelectColumn), a
 * summary row (the numeric columns' sums) and a pagination bar below (page buttons, page size,
 * the total). Its styles are its own stylesheet plus a few inline ones: no CSS-in-JS.
 */
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid, SelectColumn, type Column, type RenderHeaderCellProps } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import type { BenchData, BenchRow, GridBenchCase } from '../types';

type Summary = Record<string, number | string>;
type Filters = Readonly<Record<string, string>>;

const PAGE_SIZES = [20, 50, 100, 200, 500];
const HEADER: CSSProperties = { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2, height: '100%', lineHeight: 1.2 };
const FILTER: CSSProperties = { width: '100%', boxSizing: 'border-box', height: 22, font: 'inherit', padding: '0 4px' };
const BAR: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, height: 40, padding: '0 8px', borderTop: '1px solid #ddd' };

function FilterHeader({ column, label, value, onChange }: RenderHeaderCellProps<BenchRow, Summary> & { label: string; value: string; onChange: (code: string, value: string) => void }) {
  return (
    <div style={HEADER}>
      <span>{label}</span>
      <input aria-label={`filter ${label}`} style={FILTER} value={value} onChange={(event) => { onChange(column.key, event.target.value); }} onClick={(event) => { event.stopPropagation(); }} onKeyDown={(event) => { event.stopPropagation(); }} />
    </div>
  );
}

function ListScreen({ data }: { data: BenchData }) {
  const [rows, setRows] = useState<readonly BenchRow[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(500);
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  // The page's load: a promise, as a list screen's request (the DataGrid case's source answers at once too).
  useEffect(() => {
    let live = true;
    void Promise.resolve({ rows: data.rows.slice((page - 1) * pageSize, page * pageSize), total: data.rows.length }).then((answer) => {
      if (!live) return;
      setRows(answer.rows);
      setTotal(answer.total);
      setSelected(new Set());
    });
    return () => { live = false; };
  }, [data, page, pageSize]);

  const columns = useMemo((): Column<BenchRow, Summary>[] => {
    const setFilter = (code: string, value: string) => { setFilters((current) => ({ ...current, [code]: value })); };
    return [
      SelectColumn as Column<BenchRow, Summary>,
      ...data.columns.map((c): Column<BenchRow, Summary> => ({
        key: c.code,
        name: c.name,
        width: c.width,
        cellClass: c.kind === 'numeric' ? 'num' : undefined,
        renderHeaderCell: (props) => <FilterHeader {...props} label={c.name} value={filters[c.code] ?? ''} onChange={setFilter} />,
        renderSummaryCell: ({ row }) => row[c.code] ?? '',
      })),
    ];
  }, [data, filters]);

  const shown = useMemo(() => {
    if (!rows) return [];
    const active = Object.entries(filters).filter(([, value]) => value.trim() !== '');
    return active.length === 0 ? rows : rows.filter((row) => active.every(([code, value]) => String(row[code]).includes(value.trim())));
  }, [rows, filters]);

  const summary = useMemo((): Summary[] => {
    const sums: Summary = {};
    for (const c of data.columns) {
      if (c.kind !== 'numeric') continue;
      let sum = 0;
      for (const row of shown) sum += Number(row[c.code]) || 0;
      sums[c.code] = Math.round(sum * 100) / 100;
    }
    return [sums];
  }, [data, shown]);

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <DataGrid<BenchRow, Summary, string>
        aria-label="bench"
        columns={columns}
        rows={shown}
        rowKeyGetter={(row) => row.id}
        selectedRows={selected}
        onSelectedRowsChange={setSelected}
        bottomSummaryRows={summary}
        rowHeight={30}
        headerRowHeight={56}
        summaryRowHeight={30}
        style={{ flex: 1, width: '100%' }}
      />
      <nav aria-label="pagination" style={BAR}>
        <span>{`${String(total)} rows, ${String(selected.size)} selected`}</span>
        <button type="button" disabled={page <= 1} onClick={() => { setPage(page - 1); }}>‹</button>
        {Array.from({ length: Math.min(pages, 7) }, (_, i) => i + 1).map((n) => (
          <button key={n} type="button" aria-current={n === page ? 'page' : undefined} onClick={() => { setPage(n); }}>{n}</button>
        ))}
        <button type="button" disabled={page >= pages} onClick={() => { setPage(page + 1); }}>›</button>
        <select aria-label="page size" value={pageSize} onChange={(event) => { setPageSize(Number(event.target.value)); setPage(1); }}>
          {PAGE_SIZES.map((size) => <option key={size} value={size}>{`${String(size)} / page`}</option>)}
        </select>
      </nav>
    </div>
  );
}

const reactDataGridList: GridBenchCase = {
  id: 'react-data-grid-list',
  library: 'react-data-grid 7.0.0-beta.61 as a list screen',
  mount: (root, data) => {
    createRoot(root).render(<ListScreen data={data} />);
  },
  scroller: (root) => root.querySelector<HTMLElement>('[role="grid"]'),
};

export default reactDataGridList;
