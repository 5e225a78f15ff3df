import { CloseIcon, GearIcon, SearchIcon, type QuickT } from '@wms/ui-core';
import { memo, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type CSSProperties, type FocusEvent, type InputEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { GridColumn } from '../../model/columns';
import { digitsOnly, otherFilterValues, type Clock, type DateRangeEntry, type FilterInput, type SearchState } from '../../model/filters';
import type { LayoutColumn } from '../../model/gridLayout';
import { ariaSort } from '../../model/sorting';
import { FilterType, type GridDataSource } from '../../model/types';
import { FilterControl } from '../SearchRow';
import { cellClass, Checkmark, filterWidth, textFilterElements, textFilterStandIn } from './cells';
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
// The head, search and summary rows' cells are plain elements made by their row (no component a
// cell, as a data row's, issue 50), with the classes CellBox gives.
const CELL = cellClass(false, false, false);
const HEAD_CELL = cellClass(true, false, false);
const SORT_CELL = cellClass(true, true, false);
const CLICK_CELL = cellClass(false, true, false);
const FILTER_CELL = cellClass(false, false, false, 'g-filter');

interface CellsBase {
  columnIndexes: readonly number[];
  /** The room before each of `columnIndexes`' cells in the row's flow (`cellGaps`). */
  gaps: readonly number[];
  layout: readonly LayoutColumn[];
  /** A cell's style by layout column, the data rows' (its width; the pinned column sticky). */
  cellStyles: readonly CSSProperties[];
  /** The focused column when focus is in this row, else -1. */
  focusCol: number;
  t: QuickT;
}

/**
 * A head, search or summary cell's common props. Its cells are in the row's flow as a data row's
 * are (a gap before a cell whose column does not follow the one before it), not each placed
 * absolutely: an absolutely placed element is a paint layer of its own (issue 50).
 */
function cellProps(row: number, col: number, gap: number, focusCol: number, cellStyles: readonly CSSProperties[]) {
  const style = cellStyles[col];
  return { 'data-row': row, 'data-col': col, 'aria-colindex': col + 1, tabIndex: col === focusCol ? 0 : -1, style: gap > 0 ? { ...style, marginLeft: gap } : style };
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
export const HeaderCells = memo(function HeaderCells({ columnIndexes, gaps, layout, cellStyles, focusCol, t, settings, sort, allSelected, hasRows, onOpenSettings, onToggleAll, onSort }: HeaderCellsProps) {
  const sortTitle = useMemo(() => nameLabel(t, 'dataGrid.sortBy'), [t]);
  return columnIndexes.map((col, i) => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(0, col, gaps[i] ?? 0, focusCol, cellStyles);
    switch (column.kind) {
      case 'index':
        return (
          <div key={column.key} role="columnheader" className={HEAD_CELL} {...common}>
            {settings ? (
              <button type="button" className="g-icon" tabIndex={-1} aria-label={t('dataGrid.settings')} title={t('dataGrid.settings')} onClick={onOpenSettings}>
                <GearIcon />
              </button>
            ) : (
              <span className="g-text">{t('dataGrid.index')}</span>
            )}
          </div>
        );
      case 'select':
        return (
          <div key={column.key} role="columnheader" className={HEAD_CELL} {...common}>
            <Checkmark tabIndex={-1} aria-label={t('dataGrid.selectAll')} checked={allSelected} disabled={!hasRows} onChange={onToggleAll} />
          </div>
        );
      case 'data': {
        const gridColumn = column.column;
        if (!gridColumn) return null;
        const direction = ariaSort(sort, gridColumn.code);
        return (
          // The grid's roving focus gives every cell its tabIndex (`common`) and handles its keys.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div key={column.key} role="columnheader" aria-sort={direction} className={SORT_CELL} data-align={gridColumn.align} title={sortTitle(gridColumn.name)} onClick={() => { onSort(gridColumn.code); }} {...common}>
            {headerLabel(gridColumn.name, direction)}
          </div>
        );
      }
      default:
        return (
          <div key={column.key} role="columnheader" className={HEAD_CELL} {...common}>
            <span className="g-text">{t(column.kind === 'delete' ? 'dataGrid.actions' : `dataGrid.${column.kind}`)}</span>
          </div>
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
export const FilterCells = memo(function FilterCells({ columnIndexes, gaps, layout, cellStyles, focusCol, t, columns, draft, dataSource, clock, onValue, onDateRange, onSearch, onClear }: FilterCellsProps) {
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
  return columnIndexes.map((col, i) => {
    const column = layout[col];
    if (!column) return null;
    const common = cellProps(1, col, gaps[i] ?? 0, focusCol, cellStyles);
    if (column.kind === 'index') {
      return (
        <div key={column.key} role="gridcell" className={CELL} {...common}>
          <button type="button" className="g-icon" tabIndex={-1} aria-label={t('dataGrid.search')} title={t('dataGrid.search')} onClick={onSearch}>
            <SearchIcon />
          </button>
          <button type="button" className="g-icon" tabIndex={-1} aria-label={t('dataGrid.clear')} title={t('dataGrid.clear')} onClick={onClear}>
            <CloseIcon />
          </button>
        </div>
      );
    }
    const gridColumn = column.column;
    if (gridColumn && columns && gridColumn.filter === FilterType.Text) {
      const given = draft.values[gridColumn.code];
      const value = typeof given === 'string' ? given : '';
      const label = filterLabel(gridColumn.name);
      const width = filterWidth(gridColumn);
      return (
        <div key={column.key} role="gridcell" className={FILTER_CELL} {...common}>
          {value || live.has(gridColumn.code)
            ? textFilterElements({ label, width, value, code: gridColumn.code, onChange: text.onChange, onKeyDown: text.onKeyDown })
            : textFilterStandIn({ label, width, code: gridColumn.code, onFocus: text.onStandFocus, onText: text.onStandText })}
        </div>
      );
    }
    return (
      <div key={column.key} role="gridcell" className={FILTER_CELL} {...common}>
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
      </div>
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
export const SummaryCells = memo(function SummaryCells({ columnIndexes, gaps, layout, cellStyles, focusCol, t, gridRow, summary, clock, onCellClick }: SummaryCellsProps) {
  return columnIndexes.map((col, i) => {
    const column = layout[col];
    if (!column) return null;
    const text = column.kind === 'index' ? t('dataGrid.summary') : column.column && summary[column.column.code] !== undefined ? dataCellText(column.column, summary[column.column.code], clock) : '';
    return (
      // The grid's roving focus gives every cell its tabIndex (cellProps) and handles its keys.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
      <div key={column.key} role="gridcell" className={column.kind === 'data' ? CLICK_CELL : CELL} data-align={column.column?.align} onClick={onCellClick} {...cellProps(gridRow, col, gaps[i] ?? 0, focusCol, cellStyles)}>
        <span className="g-text">{text}</span>
      </div>
    );
  });
});
