import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, DriftNotice, Input, Pagination } from '@wms/ui-core';
import { useLookup } from '../../hooks/useLookup';
import { cellText, LOOKUP_DIALOG_WIDTH, moveActiveRow } from '../../model/lookup';
import type { FormPage, FormRow, LookupColumn, LookupRequest } from '../../model/types';

export interface LookupPopupProps<Row extends object = FormRow> {
  /** Controlled open state. */
  open: boolean;
  /** Called with false when the popup asks to close (cancel, ✕, or a row chosen). */
  onOpenChange: (open: boolean) => void;
  /** The title (default 'Look up'). */
  title?: string;
  /** The popup lookup url. */
  url: string;
  columns: readonly LookupColumn[];
  /** The data source's lookup (FormDataSource['lookup']). */
  lookup: (request: LookupRequest) => Promise<FormPage<Row>>;
  /** Extra parameters sent with every lookup. */
  extra?: Record<string, unknown>;
  /** Search values to start with (e.g. what the user typed in the field). */
  initialSearch?: Readonly<Record<string, string>>;
  /** The chosen row, handed to the field that opened the popup. */
  onChoose: (row: Row) => void;
}

const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-bottom: 10px;
`;

const Scroller = styled.div`
  max-height: 360px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
  th,
  td {
    height: 30px;
    padding: 0 8px;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
    text-align: start;
    white-space: nowrap;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.palette.surfaceMuted};
    font-weight: 600;
  }
  tbody tr {
    cursor: pointer;
    outline: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.palette.surfaceMuted};
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.palette.message.info.background};
  }
  tbody tr:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.palette.focus};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 8px 0 0;
  color: ${({ theme, $error }) => ($error ? theme.palette.danger : theme.palette.textMuted)};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

const Bar = styled.div`
  margin-top: 10px;
`;

/**
 * The lookup popup (CONTRACT.md §2): a 700-wide dialog with a searchable table, 100 rows a
 * page, that hands the chosen row to the field that opened it. ↑ ↓ (PageUp, PageDown, Home,
 * End) move through the rows, Enter or a double click chooses. A failed lookup shows an error
 * and an empty list.
 *
 * @example
 * <LookupPopup open={open} onOpenChange={setOpen} url="/sku/lookup/{page}" columns={cols}
 *   lookup={source.lookup} onChoose={(row) => setSku(String(row.sku))} />
 */
export function LookupPopup<Row extends object = FormRow>({ open, onOpenChange, title, url, columns, lookup, extra, initialSearch, onChoose }: LookupPopupProps<Row>) {
  const { t } = useTranslation('form');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width={LOOKUP_DIALOG_WIDTH}
      closeOnEscape
      title={title ?? t('lookup.title')}
    >
      {open ? <LookupBody url={url} columns={columns} lookup={lookup} extra={extra} initialSearch={initialSearch} onChoose={(row) => { onChoose(row); onOpenChange(false); }} onCancel={() => { onOpenChange(false); }} /> : null}
    </Dialog>
  );
}

function LookupBody<Row extends object>({ url, columns, lookup, extra, initialSearch, onChoose, onCancel }: Pick<LookupPopupProps<Row>, 'url' | 'columns' | 'lookup' | 'extra' | 'initialSearch' | 'onChoose'> & { onCancel: () => void }) {
  const { t } = useTranslation('form');
  const state = useLookup({ url, lookup, extra, active: true, initialSearch });
  const { rows, total, status } = state.view;
  const [active, setActive] = useState(0);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const moved = useRef(false);
  const noteId = useId();
  const searchable = columns.filter((column) => column.searchable);

  // A new answer starts again at its first row.
  const [seen, setSeen] = useState(rows);
  if (seen !== rows) {
    setSeen(rows);
    setActive(0);
  }
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    rowRefs.current[active]?.focus();
  }, [active]);

  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[index];
      if (row) onChoose(row);
      return;
    }
    const next = moveActiveRow(index, event.key, rows.length);
    if (next !== index && next >= 0) {
      event.preventDefault();
      moved.current = true;
      setActive(next);
    }
  };

  const chosen = rows[active];
  return (
    <>
      {searchable.length ? (
        <SearchRow role="search">
          {searchable.map((column) => (
            <Input
              key={column.prop}
              label={column.label}
              width={160}
              value={state.fields[column.prop] ?? ''}
              onChange={(value) => { state.setField(column.prop, value); }}
              onSubmit={state.search}
            />
          ))}
          <Button variant="primary" log={false} onClick={state.search}>{t('lookup.search')}</Button>
          <Button log={false} onClick={state.reset}>{t('lookup.reset')}</Button>
        </SearchRow>
      ) : null}
      <Scroller>
        <Table role="grid" aria-label={t('lookup.results')} aria-describedby={noteId} aria-busy={status === 'loading'} aria-rowcount={rows.length + 1}>
          <thead>
            <tr>
              <th scope="col" style={{ width: 48 }}>{t('lookup.index')}</th>
              {columns.map((column) => (
                <th key={column.prop} scope="col" style={column.width ? { width: column.width } : undefined}>{column.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                // Rows have no id of their own in the contract; their place on the page is theirs.
                key={index}
                ref={(el) => { rowRefs.current[index] = el; }}
                role="row"
                aria-selected={index === active}
                tabIndex={index === active ? 0 : -1}
                onClick={() => { setActive(index); }}
                onDoubleClick={() => { onChoose(row); }}
                onKeyDown={(event) => { onRowKey(event, index); }}
              >
                <td>{(state.page - 1) * state.pageSize + index + 1}</td>
                {columns.map((column) => <td key={column.prop}>{cellText((row as Readonly<Record<string, unknown>>)[column.prop])}</td>)}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {status === 'failed' && state.view.failure ? <DriftNotice failure={state.view.failure} onRetry={state.search} compact /> : status === 'failed' ? <Note $error role="alert">{t('lookup.failed')}</Note> : null}
      <Note id={noteId} role="status">
        {status === 'loading' ? t('lookup.loading') : status === 'ready' && rows.length === 0 ? t('lookup.empty') : t('lookup.hint')}
      </Note>
      <Bar>
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          pageSizes={[state.pageSize]}
          total={total}
          disabled={status === 'loading'}
          onChange={(page) => { state.goTo(page); }}
        />
      </Bar>
      <Bar style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button log={false} onClick={onCancel}>{t('lookup.cancel')}</Button>
        <Button variant="primary" log={false} disabled={!chosen} onClick={() => { if (chosen) onChoose(chosen); }}>{t('lookup.choose')}</Button>
      </Bar>
    </>
  );
}
