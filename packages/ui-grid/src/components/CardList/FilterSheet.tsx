import { useMemo, useState, type CSSProperties } from 'react';
import { Button, Drawer, type QuickT } from '@wms/ui-core';
import type { GridColumn } from '../../model/columns';
import { otherFilterValues, type Clock } from '../../model/filters';
import { FilterType, type GridDataSource } from '../../model/types';
import type { SearchStateApi } from '../../hooks/useSearchState';
import { FilterControl } from '../SearchRow';

export interface FilterSheetProps {
  title: string;
  columns: readonly GridColumn[];
  search: SearchStateApi;
  dataSource: Pick<GridDataSource<unknown>, 'loadOptions'>;
  clock: Clock;
  t: QuickT;
  themeVars: CSSProperties;
  onClose: () => void;
}

const NO_VALUES: Readonly<Record<string, string>> = {};
/** A filter's width in the sheet: the sheet's, up to 480 (FilterControl draws a column's width − 10). */
const sheetFilterWidth = () => Math.min(typeof window === 'undefined' ? 360 : window.innerWidth - 32, 480) + 10;

/**
 * The search row as a sheet (the card list's filters, issue 49): one field a filtered column, in
 * the columns' order, drawn by the search row's own FilterControl over the same draft; Search
 * applies it (page 1) and Clear empties it, as the search row's icons do, and both close the
 * sheet. A drawer over the whole screen on a phone (ui-core's Drawer: focus kept inside, Esc
 * closes, focus back on the filters button). Loaded on the first opening (LazyFilterSheet).
 */
export function FilterSheet({ title, columns, search, dataSource, clock, t, themeVars, onClose }: FilterSheetProps) {
  const [width] = useState(sheetFilterWidth);
  const filtered = useMemo(() => columns.filter((c) => c.filter !== FilterType.None).map((c) => ({ ...c, width })), [columns, width]);
  const apply = () => {
    search.search();
    onClose();
  };
  const clear = () => {
    search.clear();
    onClose();
  };
  return (
    <Drawer
      open
      title={title}
      width={width + 40}
      closeOnEscape
      onOpenChange={(open) => { if (!open) onClose(); }}
      footer={(
        <>
          <Button onClick={clear}>{t('cards.clear')}</Button>
          <Button variant="primary" onClick={apply}>{t('dataGrid.search')}</Button>
        </>
      )}
    >
      {/* The grid's own classes: the filters are drawn by the grid's sheet (.g-wrap .g-input …), out here in a portal. */}
      <div className="g-wrap c-sheet" style={themeVars}>
        {filtered.map((column) => (
          <div key={column.code} className="c-sheet-field" data-code={column.code}>
            <span className="c-sheet-name" aria-hidden="true">{column.name}</span>
            <FilterControl
              column={column}
              value={search.draft.values[column.code]}
              dateRange={search.draft.dateRanges[column.code]}
              others={column.options.kind === 'path' ? otherFilterValues(columns, search.draft, column.code) : NO_VALUES}
              onValue={search.setValue}
              onDateRange={search.setDateRange}
              onSearch={apply}
              dataSource={dataSource}
              clock={clock}
              t={t}
            />
          </div>
        ))}
      </div>
    </Drawer>
  );
}
