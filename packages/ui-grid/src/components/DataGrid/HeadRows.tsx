import { CloseIcon, GearIcon, SearchIcon, type QuickT } from '@wms/ui-core';
import { memo, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type FocusEvent, type InputEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { GridColumn } from '../../model/columns';
import { digitsOnly, otherFilterValues, type Clock, type DateRangeEntry, type FilterInput, type SearchState } from '../../model/filters';
import type { LayoutColumn } from '../../model/gridLayout';
import { ariaSort } from '../../model/sorting';
import { FilterType, type GridDataSource } from '../../model/types';
import { FilterControl } from '../SearchRow';
import { CellBox, CellText, Checkmark, filterWidth, IconButton, textFilterElements, textFilterStandIn } from './cells';
import { headerLabel } from './GridCells';
import { dataCellText } from './cellText';
import { nameLabel } from './labels';

/**
 * The header, search and summary rows' cells, each row memoised: a vertical scroll leaves them
 * alone, a sideways one renders them once for the new column range (the filters inside only
 * where their own inputs changed, see FilterControl).
 */

const NO_VALUES: Readonly<Record<string, string>> = {};
const NO_CODES: ReadonlySet<string> = new Set();

interface CellsBase {
  columnIndexes: readonly number[];
  layout: readonly LayoutColumn[];
  columnStyles: readonly CSSProperties[];
  /** The focused column when focus is in this row, else -1. */
  focusCol: number;
  t: QuickT;
}

function cellProps(row: number, col: number, focusCol: number, columnStyles: readonly CSSProperties[]) {
  return { 'data-row': row, 'data-col': col, 'aria-colindex': col + 1, tabIndex: col === focusCol ? 0 : -1, style: columnStyles[col] };
}

export interface HeaderCellsProps extends CellsBase {
  settings: boolean;
  sort: SearchState['sort'];
  allSelected: boolean;
  /** Rows to select (for the select-all box; always false without a selection column). */
  hasRows: boolean;
  onOpenSettings: () => void;
  onToggleAll: () => void;
  onSort: (code: string) => void;
}

/** The header row's cells: settings (or the index title), select-all, sortable titles. */
export const HeaderCells = memo(function HeaderCells({ columnIndexes, layout, columnStyles, focusCol, t, settings, sort, allSelected, hasRows, onOpenSettings, onToggleAll, onSort }: HeaderCellsProps) {
  const sortTitle = useMemo(() => nameLabel(t, 'dataGrid.sortBy'), [t]);
  return columnIndexes.map((col) => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(0, col, focusCol, columnStyles);
    switch (column.kind) {
      case 'index':
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            {settings ? (
              <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.settings')} title={t('dataGrid.settings')} onClick={onOpenSettings}>
                <GearIcon />
              </IconButton>
            ) : (
              <CellText>{t('dataGrid.index')}</CellText>
            )}
          </CellBox>
        );
      case 'select':
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            <Checkmark tabIndex={-1} aria-label={t('dataGrid.selectAll')} checked={allSelected} disabled={!hasRows} onChange={onToggleAll} />
          </CellBox>
        );
      case 'data': {
        const gridColumn = column.column;
        if (!gridColumn) return null;
        const direction = ariaSort(sort, gridColumn.code);
        return (
          <CellBox key={column.key} role="columnheader" aria-sort={direction} $head $clickable $align={gridColumn.align} title={sortTitle(gridColumn.name)} onClick={() => { onSort(gridColumn.code); }} {...common}>
            {headerLabel(gridColumn.name, direction)}
          </CellBox>
        );
      }
      default:
        return (
          <CellBox key={column.key} role="columnheader" $head {...common}>
            <CellText>{t(column.kind === 'delete' ? 'dataGrid.actions' : `dataGrid.${column.kind}`)}</CellText>
          </CellBox>
        );
    }
  });
});

export interface FilterCellsProps extends CellsBase {
  columns: readonly GridColumn[] | undefined;
  draft: SearchState;
  dataSource: Pick<GridDataSource<unknown>, 'loadOptions'>;
  clock: Clock;
  onValue: (code: string, input: FilterInput) => void;
  onDateRange: (code: string, entry: DateRangeEntry) => void;
  onSearch: () => void;
  onClear: () => void;
}


/**
 * The search row's cells: the search and clear icons, then a filter a column. A text filter (the
 * most common, and the one a wide list has in every column) is plain elements here, reading the
 * one search draft and sharing one change and one key handler (the column's code on the input),
 * with its label from one lookup (`nameLabel`): no component, state or hook of its own, which
 * the search row's 60 filters cost in the grid's mount (issue 37). ui-core's `Input` as the
 * search row uses it, the same elements and look (`.g-field`, `.g-input`). The other filters are
 * FilterControl.
 */
export const FilterCells = memo(function FilterCells({ columnIndexes, layout, columnStyles, focusCol, t, columns, draft, dataSource, clock, onValue, onDateRange, onSearch, onClear }: FilterCellsProps) {
  const filterLabel = useMemo(() => nameLabel(t, 'filters.of'), [t]);
  // The text filters drawn as inputs: those used since the grid mounted (an empty one is a
  // stand-in until then, textFilterStandIn) and, below, every one that holds a value.
  const [live, setLive] = useState(NO_CODES);
  // The cell whose stand-in was just woken: its input takes the focus once it is rendered.
  const handOver = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const cell = handOver.current;
    if (!cell) return;
    handOver.current = null;
    cell.querySelector<HTMLInputElement>('input')?.focus();
  });
  const text = useMemo(() => {
    // A numeric column's filter keeps digits only, as they are typed.
    const setText = (code: string, value: string) => {
      const numeric = columns?.find((c) => c.code === code)?.kind === 'numeric';
      onValue(code, numeric ? digitsOnly(value) : value);
    };
    const wake = (stand: HTMLElement) => {
      const code = stand.dataset.code ?? '';
      handOver.current = stand.closest<HTMLElement>('[data-col]');
      setLive((current) => (current.has(code) ? current : new Set(current).add(code)));
      return code;
    };
    return {
      onChange: (event: ChangeEvent<HTMLInputElement>) => { setText(event.currentTarget.dataset.code ?? '', event.currentTarget.value); },
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => { if (event.key === 'Enter') onSearch(); },
      onStandFocus: (event: FocusEvent<HTMLElement>) => { wake(event.currentTarget); },
      // Text that reaches the stand-in itself goes to the filter, and the input takes over.
      onStandText: (event: InputEvent<HTMLElement>) => {
        event.preventDefault();
        const code = wake(event.currentTarget);
        const typed = event.data;
        if (typed) setText(code, typed);
      },
    };
  }, [columns, onValue, onSearch]);
  return columnIndexes.map((col) => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(1, col, focusCol, columnStyles);
    if (column.kind === 'index') {
      return (
        <CellBox key={column.key} role="gridcell" {...common}>
          <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.search')} title={t('dataGrid.search')} onClick={onSearch}>
            <SearchIcon />
          </IconButton>
          <IconButton type="button" tabIndex={-1} aria-label={t('dataGrid.clear')} title={t('dataGrid.clear')} onClick={onClear}>
            <CloseIcon />
          </IconButton>
        </CellBox>
      );
    }
    const gridColumn = column.column;
    if (gridColumn && columns && gridColumn.filter === FilterType.Text) {
      const given = draft.values[gridColumn.code];
      const value = typeof given === 'string' ? given : '';
      const label = filterLabel(gridColumn.name);
      const width = filterWidth(gridColumn);
      return (
        <CellBox key={column.key} role="gridcell" className="g-filter" {...common}>
          {value || live.has(gridColumn.code)
            ? textFilterElements({ label, width, value, code: gridColumn.code, onChange: text.onChange, onKeyDown: text.onKeyDown })
            : textFilterStandIn({ label, width, code: gridColumn.code, onFocus: text.onStandFocus, onText: text.onStandText })}
        </CellBox>
      );
    }
    return (
      <CellBox key={column.key} role="gridcell" className="g-filter" {...common}>
        {column.column && columns ? (
          <FilterControl
            column={column.column}
            value={draft.values[column.column.code]}
            dateRange={draft.dateRanges[column.column.code]}
            others={column.column.options.kind === 'path' ? otherFilterValues(columns, draft, column.column.code) : NO_VALUES}
            onValue={onValue}
            onDateRange={onDateRange}
            onSearch={onSearch}
            dataSource={dataSource}
            clock={clock}
            t={t}
          />
        ) : null}
      </CellBox>
    );
  });
});

export interface SummaryCellsProps extends CellsBase {
  /** The summary row's 0-based grid row. */
  gridRow: number;
  summary: Readonly<Record<string, unknown>>;
  clock: Clock;
  onCellClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The summary row's cells: its title under the index, the totals under their columns. */
export const SummaryCells = memo(function SummaryCells({ columnIndexes, layout, columnStyles, focusCol, t, gridRow, summary, clock, onCellClick }: SummaryCellsProps) {
  return columnIndexes.map((col) => {
    const column = layout[col];
    if (!column) return null;
    const text = column.kind === 'index' ? t('dataGrid.summary') : column.column && summary[column.column.code] !== undefined ? dataCellText(column.column, summary[column.column.code], clock) : '';
    return (
      <CellBox key={column.key} role="gridcell" $align={column.column?.align} $clickable={column.kind === 'data'} onClick={onCellClick} {...cellProps(gridRow, col, focusCol, columnStyles)}>
        <CellText>{text}</CellText>
      </CellBox>
    );
  });
});
