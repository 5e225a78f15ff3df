/**
 * @wms/ui-grid: the server-paged data grid. So far its pure column model and the data interface
 * it declares; the components come with their issue.
 */
export { ColumnType, FilterType } from './model/types';
export type { ColumnDefinition, FilterTypeCode, GridOption, GridFilter, GridPage, GridDataSource } from './model/types';
export { ColumnConfigType } from './model/types';
export type { ColumnConfig, ColumnConfigTypeCode, ColumnSettingsSource } from './model/types';
export { ColumnSettingsDialog } from './components/ColumnSettingsDialog';
export type { ColumnSettingsDialogProps } from './components/ColumnSettingsDialog';
export { toGridColumns, columnWidth, optionSource, DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './model/columns';
export type { GridColumn, OptionSource } from './model/columns';
export { GRID_NAMESPACE, gridCatalogue, registerGridCatalogue } from './i18n/catalogue';

// DataGrid: data interface extras, pure models shared with SheetGrid, hooks, test helpers.
export { SortType } from './model/types';
export type { SortColumn, GridPageRequest } from './model/types';
export { keyToMove, movePosition, clampPosition } from './model/keyboard';
export type { CellPosition, GridExtent, GridMove, KeyInput } from './model/keyboard';
export { columnOffsets, visibleRows, visibleColumns, indexesToRender } from './model/virtual';
export type { IndexRange } from './model/virtual';
export { ariaRowCount, dataRowAriaIndex, summaryRowAriaIndex } from './model/aria';
export type { AriaRowLayout } from './model/aria';
export { nextSort, toConfigureSorting, fromConfigureSorting, ariaSort } from './model/sorting';
export type { GridSort } from './model/sorting';
export { optionPathKeys, rewriteOptionPath } from './model/optionPath';
export {
  initialSearchState,
  clearedSearchState,
  defaultDateRange,
  toGridFilters,
  filterValue,
  otherFilterValues,
  hasActiveFilters,
  digitsOnly,
} from './model/filters';
export type { SearchState, FilterInput, DateRangeEntry, DateRangesOn, Clock } from './model/filters';
export { searchCacheKey, parseSearchState, createMemorySearchCache, createStorageSearchCache } from './model/searchCache';
export type { SearchCache, SearchStorage } from './model/searchCache';
export { STATUS_FIELDS, isStatusField, statusLook } from './model/status';
export type { StatusLook, StatusField } from './model/status';
export { cellText } from './model/format';
export { createLoadTracker, loadErrorMessage, isAbort } from './model/loads';
export type { LoadTracker } from './model/loads';
export { gridHeight, DEFAULT_HEIGHT_OFFSET, PAGINATION_HEIGHT } from './model/layout';
export { useVirtualGrid } from './hooks/useVirtualGrid';
export type { VirtualGridOptions, VirtualGrid } from './hooks/useVirtualGrid';
export { useWindowHeight } from './hooks/useWindowHeight';
export * from './testing';
export { DataGrid, StatusCell } from './components/DataGrid';
export type { DataGridProps, RenderCell, CellRenderContext } from './components/DataGrid';
// The DataGrid's card mode on a phone (issue 49).
export { cardLayout, drawsCards, CARDS_BELOW, CARD_FIELD_COUNT, CARD_HEIGHT, CARD_GAP, CARD_STEP } from './model/cards';
export type { CardConfig, CardLayout } from './model/cards';
export type { GridLayoutMode } from './components/CardList/useCardMode';
export { FilterControl } from './components/SearchRow';
export type { FilterControlProps } from './components/SearchRow';
export { layoutColumns, rowPlace, HEADER_ROWS, OWN_COLUMN_WIDTHS } from './model/gridLayout';
export type { LayoutColumn, LayoutColumnKind, RowPlace, LayoutOptions } from './model/gridLayout';
export { useSearchState } from './hooks/useSearchState';
export type { SearchStateApi, SearchStateOptions } from './hooks/useSearchState';
export { useGridData } from './hooks/useGridData';
export type { GridData, GridDataStatus } from './hooks/useGridData';
export { useGridColumns } from './hooks/useGridColumns';
export type { GridColumnsState } from './hooks/useGridColumns';
export { useStatusOptions } from './hooks/useColumnOptions';

// Editing, validation and the spreadsheet-style SheetGrid (issue 7).
export { editingTransition, keyIntent, tabOrder, adjacentCell, IDLE } from './model/editing';
export type { CellRef, EditingState, EditingEvent, EditingContext, EditingResult, Commit, CommitMove, KeyIntent, VerifyResult, TabColumn, IdleState, EditingCellState, IntentKeyInput } from './model/editing';
export { validateCell, validateTable, recordCellResult, cellError, listErrors, isEmptyValue } from './model/validation';
export type { CellRule, RequiredRule, PatternRule, ValidatorRule, ValidatorResult, CellPlace, CellError, ErrorMap, RuleCode, ValidatedColumn } from './model/validation';
export { parseClipboardText, planPaste } from './model/clipboard';
export type { PastePlan, PasteTarget } from './model/clipboard';
export { pushHistory, undo, redo, canUndo, canRedo, EMPTY_HISTORY, HISTORY_LIMIT } from './model/history';
export type { History, HistoryEntry, CellChange } from './model/history';
export { moveRow, keyboardTarget, dropIndex, pickedMove } from './model/rowOrder';
export { cleanSortColumns, toSortColumns, sortRows } from './model/sortColumns';
export { coercePasted, fieldsOf, fieldNames, editorValueOf, normaliseDateText } from './model/editors';
export type { CellEditorConfig, EditorKind, SelectSource, RemoteLookup, PastedValue } from './model/editors';
export { setFields, editedValue, isDirty, dirtyCount, pendingChanges, clearSaved, applyChanges, sameValue, NO_EDITS } from './model/sheetEdits';
export type { EditOverlay, EditedField, RowChanges } from './model/sheetEdits';
export { matchesSearch, isSearchActive, EMPTY_SEARCH } from './model/sheetSearch';
export type { SheetSearch } from './model/sheetSearch';
export { sheetReducer, initialSheetState, validateSheet, editingContext, fieldOf } from './model/sheetState';
export type { SheetState, SheetAction, SheetEnv, SheetNotice, SheetRow, SheetColumnModel, RowIndex } from './model/sheetState';
export { useSheetGrid, cellDisplayText } from './hooks/useSheetGrid';
export type { SheetColumn, SheetSaveChange, UseSheetGridOptions, SheetGridController } from './hooks/useSheetGrid';
export { useRowDrag } from './hooks/useRowDrag';
export type { RowDrag, UseRowDragOptions } from './hooks/useRowDrag';
export { CellEditor } from './components/editors';
export type { CellEditorProps } from './components/editors';
export { SheetGrid } from './components/SheetGrid';
export { CELL_TEXT_LIMIT, clipCellText } from './model/format';
export type { SheetGridProps, SheetGridHandle, SheetRowAction } from './components/SheetGrid';
export { useDataGridController } from './hooks/useDataGridController';
export type { DataGridController, DataGridControllerOptions } from './hooks/useDataGridController';
export { useCopyConfirmation } from './hooks/useCopyConfirmation';
export type { CopyOutcome } from './hooks/useCopyConfirmation';
