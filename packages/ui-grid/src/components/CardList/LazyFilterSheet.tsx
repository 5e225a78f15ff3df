import { lazy, Suspense } from 'react';
import type { FilterSheetProps } from './FilterSheet';

/** Fetches the filter sheet's code (and ui-core's Drawer, with react-aria's focus scope). */
export const loadFilterSheet = () => import('./FilterSheet');

const Sheet = lazy(() => loadFilterSheet().then((module) => ({ default: module.FilterSheet })));

/**
 * The card list's filter sheet, fetched when the filters button is first pressed, not with the
 * grid: the DataGrid's first load has no controls library (the size check forbids react-aria in
 * it), and a sheet is opened far less often than a list is shown.
 */
export function LazyFilterSheet(props: FilterSheetProps) {
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
