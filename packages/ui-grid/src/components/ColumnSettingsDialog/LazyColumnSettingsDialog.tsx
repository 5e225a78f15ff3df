import { lazy, Suspense } from 'react';
import type { ColumnSettingsDialogProps } from './ColumnSettingsDialog';

/** Fetches the dialog's code (and the dialog, tabs and drag and drop of ui-core it uses). */
export const loadColumnSettingsDialog = () => import('./ColumnSettingsDialog');

const Dialog = lazy(() => loadColumnSettingsDialog().then((module) => ({ default: module.ColumnSettingsDialog })));

/**
 * The column dialog as the DataGrid opens it: its code is fetched when ⚙ is first pressed, not
 * with the grid (issue 20: the dialog, its tabs and its drag and drop are most of what the grid
 * would otherwise load before its first paint). Nothing is shown while it loads (a few
 * milliseconds from the app's own server); the dialog then opens as it always has.
 */
export function LazyColumnSettingsDialog(props: ColumnSettingsDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
