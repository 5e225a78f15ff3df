/**
 * @wms/ui-grid: the server-paged data grid. So far its pure column model and the data interface
 * it declares; the components come with their issue.
 */
export { ColumnType, FilterType } from './model/types';
export type { ColumnDefinition, FilterTypeCode, GridOption, GridFilter, GridPage, GridDataSource } from './model/types';
export { ColumnConfigType } from './model/types';
export type { ColumnConfig, ColumnConfigTypeCode, ColumnSettingsSource } from './model/types';
export { toGridColumns, columnWidth, optionSource, DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './model/columns';
export type { GridColumn, OptionSource } from './model/columns';
export { GRID_NAMESPACE, gridCatalogue, registerGridCatalogue } from './i18n/catalogue';
