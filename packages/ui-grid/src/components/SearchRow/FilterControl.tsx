import { memo, useEffect, useState } from 'react';
import { LazyDatePicker, LazyDateRangePicker, LazyDateTimeRangePicker, LazySelect, PlainCheckbox, dates, type QuickT } from '@wms/ui-core';
import { filterWidth, FilterInput as TextFilter, FilterRow as Row } from '../DataGrid/cells';
import { digitsOnly } from '../../model/filters';
import type { GridColumn } from '../../model/columns';
import type { Clock, DateRangeEntry, FilterInput } from '../../model/filters';
import { rewriteOptionPath } from '../../model/optionPath';
import { FilterType, type GridDataSource, type GridOption } from '../../model/types';

export interface FilterControlProps {
  column: GridColumn;
  /** The filter's input (date ranges: see `dateRange`). */
  value: FilterInput | undefined;
  /** A date-range filter's entry of the date-range list. */
  dateRange?: DateRangeEntry;
  /** The other filters' values, for the key=value parameters of an option path. */
  others: Readonly<Record<string, string>>;
  onValue: (code: string, input: FilterInput) => void;
  onDateRange: (code: string, entry: DateRangeEntry) => void;
  /** Enter in a text filter. */
  onSearch: () => void;
  dataSource: Pick<GridDataSource<unknown>, 'loadOptions'>;
  clock: Clock;
  /**
   * The grid's translation function, handed down: one `useTranslation` a filter cost each of
   * them i18next's namespace checks on every render (a tenth of the mount's script in a profile).
   */
  t: QuickT;
}

/** The options of a rewritten path, once loaded (undefined while loading or after a failure). */
function usePathOptions(path: string | undefined, others: Readonly<Record<string, unknown>>, dataSource: FilterControlProps['dataSource']): GridOption[] | undefined {
  const [loaded, setLoaded] = useState<{ path: string; options: GridOption[] } | undefined>();
  useEffect(() => {
    if (!path) return undefined;
    let live = true;
    dataSource.loadOptions(path, others).then(
      (options) => { if (live) setLoaded({ path, options }); },
      () => { /* The select loads again when opened and shows the failure there. */ },
    );
    return () => { live = false; };
    // `others` is what `path` was rewritten from: a new path means new values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, dataSource]);
  return loaded && loaded.path === path ? loaded.options : undefined;
}

function sameRecord(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Typing in one filter re-renders that filter only (and those whose option path it feeds). */
function sameFilterProps(a: FilterControlProps, b: FilterControlProps): boolean {
  return (
    a.column === b.column && a.value === b.value && a.dateRange === b.dateRange && sameRecord(a.others, b.others) &&
    a.onValue === b.onValue && a.onDateRange === b.onDateRange && a.onSearch === b.onSearch && a.dataSource === b.dataSource && a.clock === b.clock && a.t === b.t
  );
}

/**
 * One column's filter in the search row, by issearch (CONTRACT.md §4): text (digits only on a
 * numeric column), single and multi select (options from a JSON list or a '/'-path whose
 * key=value parameters follow the other filters), date (no future date), date range behind its
 * checkbox (quick ranges: today … last 3 months), datetime range. ui-core's controls, configured.
 * Text filters are native inputs; the selects and date pickers are ui-core's light stand-ins,
 * which fetch and mount the real control on first focus, press or key (issue 20), so that the
 * grid's first paint loads no controls library.
 */
export const FilterControl = memo(function FilterControl({ column, value, dateRange, others, onValue, onDateRange, onSearch, dataSource, clock, t }: FilterControlProps) {
  const label = t('filters.of', { name: column.name });
  const width = filterWidth(column);
  const path = column.options.kind === 'path' ? column.options.path : undefined;
  // The path with the other filters' values: a new path is a new option list (the select remounts).
  const rewritten = path ? rewriteOptionPath(path, others) : undefined;
  const loadedOptions = usePathOptions(rewritten, others, dataSource);

  switch (column.filter) {
    case FilterType.Text:
      // A numeric column's filter keeps digits only, as they are typed.
      return (
        <TextFilter
          aria-label={label}
          width={width}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => { onValue(column.code, column.kind === 'numeric' ? digitsOnly(v) : v); }}
          onSubmit={onSearch}
        />
      );
    case FilterType.Select:
    case FilterType.MultiSelect: {
      const multiple = column.filter === FilterType.MultiSelect;
      const current = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '';
      const common = { 'aria-label': label, width, multiple, value: current, onChange: (v: string | string[]) => { onValue(column.code, v); } };
      if (rewritten !== undefined) {
        // Loaded up front so that a restored value shows its description; until then (or after
        // a failure) the select loads on opening, with its loading, failed and retry states.
        return loadedOptions ? <LazySelect key={rewritten} {...common} options={loadedOptions} /> : <LazySelect key={rewritten} {...common} loadOptions={() => dataSource.loadOptions(rewritten, others)} />;
      }
      return <LazySelect {...common} options={column.options.kind === 'list' ? column.options.options : []} />;
    }
    case FilterType.Date:
      return <LazyDatePicker aria-label={label} width={width} noFuture timeZone={clock.timeZone} now={clock.now} value={typeof value === 'string' ? value : null} onChange={(v) => { onValue(column.code, v); }} />;
    case FilterType.DateRange: {
      const entry = dateRange ?? { enabled: false, range: null };
      return (
        <Row>
          <PlainCheckbox aria-label={t('filters.dateRangeOn', { name: column.name })} value={entry.enabled ? 1 : 0} onChange={(v) => { onDateRange(column.code, { ...entry, enabled: v === 1 }); }} />
          <LazyDateRangePicker
            aria-label={label}
            width={width - 28}
            shortcuts={dates.GRID_QUICK_RANGES}
            shortcutLabels="quick"
            timeZone={clock.timeZone}
            now={clock.now}
            disabled={!entry.enabled}
            value={entry.range}
            onChange={(range) => { onDateRange(column.code, { ...entry, range }); }}
          />
        </Row>
      );
    }
    case FilterType.DateTimeRange:
      return (
        <LazyDateTimeRangePicker
          aria-label={label}
          width={width}
          shortcuts={dates.GRID_QUICK_RANGES}
          shortcutLabels="quick"
          timeZone={clock.timeZone}
          now={clock.now}
          value={Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null}
          onChange={(range) => { onValue(column.code, range); }}
        />
      );
    default:
      return null;
  }
}, sameFilterProps);
