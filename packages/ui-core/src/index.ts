/**
 * @wms/ui-core: theme, i18n, dialog, messages, logged buttons, and the accessible controls
 * shared by every WMS UI package.
 */
export {
  theme,
  STATUS_COLORS,
  STATUS_COLOR_COUNT,
  FINISH_FLAG_COLORS,
  SIZES,
  PALETTE,
  TYPOGRAPHY,
  BREAKPOINTS,
  MEDIA,
  TOUCH_TARGET,
} from './theme/tokens';
export type { WmsTheme, FinishFlagColor } from './theme/tokens';
export { ThemeProvider } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { statusColor, finishFlagColor } from './model/statusColor';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  requestLanguageHeader,
  isLanguage,
  readSavedLanguage,
  saveLanguage,
} from './i18n/language';
export type { Language, KeyValueStore } from './i18n/language';
export { createI18n, createEntryI18n, registerCatalogue, changeLanguage, CORE_NAMESPACE } from './i18n/i18n';
export { registerCoreControls } from './i18n/controls';
export type { Catalogue } from './i18n/i18n';
export { quickText, quickT, useQuickT } from './i18n/quickT';
export { preinsertStyle } from './theme/hoistedStyle';
export { GearIcon, SearchIcon, CloseIcon, CaretDownIcon } from './components/Icon/icons';
export type { QuickT, MessageValues } from './i18n/quickT';
export { StatusTag } from './components/StatusTag';
export type { StatusTagProps } from './components/StatusTag';
export { useControllableState } from './hooks/useControllableState';
export { useMediaQuery } from './hooks/useMediaQuery';
export { Dialog, DIALOG_WIDTHS } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { moveDialog } from './model/dialogPosition';
export type { Offset, Box } from './model/dialogPosition';
export { MessageProvider, useMessage } from './components/Message';
export type { MessageApi, MessageProviderProps, ShowMessage } from './components/Message';
export { CATALOGUE_MESSAGES, MESSAGE_DURATIONS, isCatalogueMessage } from './model/messages';
export type { CatalogueMessage, MessageKind, MessageContent } from './model/messages';
export { Button, Dropdown, DropdownItem, ButtonLogProvider, useButtonLogger } from './components/Button';
export type { ButtonProps, ButtonVariant, DropdownProps, DropdownItemProps, ButtonLogProviderProps } from './components/Button';
export { buttonLogEntry } from './model/buttonLog';
export type { ButtonLogEntry, ButtonLogger } from './model/buttonLog';
export { Input, Textarea } from './components/Input';
export type { InputProps, TextareaProps, TextFieldBaseProps } from './components/Input';
export { NumberInput } from './components/NumberInput';
export type { NumberInputProps } from './components/NumberInput';
export { digitsOnly, isPositiveInteger } from './model/numberInput';
export type { NumberInputMode } from './model/numberInput';
export * as dates from './model/dates';
export type { RangeShortcut } from './model/dates';
export { Select, LazySelect } from './components/Select';
export type { SelectProps } from './components/Select';
export { normaliseOptions, matchesOption } from './model/options';
export type { SelectOption } from './model/options';
export { useAsyncOptions } from './hooks/useAsyncOptions';
export type { OptionsStatus } from './hooks/useAsyncOptions';
export { DatePicker, DateTimePicker, DateRangePicker, DateTimeRangePicker, LazyDatePicker, LazyDateRangePicker, LazyDateTimeRangePicker } from './components/DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './components/DatePicker';
export { Checkbox, Switch, PlainCheckbox } from './components/Toggle';
export type { CheckboxProps, SwitchProps, CheckboxValue, SwitchValue } from './components/Toggle';
export { Tabs } from './components/Tabs';
export type { TabsProps, TabItem } from './components/Tabs';
export { Tooltip, Popover } from './components/Tooltip';
export type { TooltipProps, PopoverProps } from './components/Tooltip';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { Loading, Empty, ErrorState } from './components/StateView';
export { DriftNotice, PartBoundary } from './components/DriftNotice';
export type { DriftNoticeProps, PartBoundaryProps } from './components/DriftNotice';
export { callFailureOf, callLabel } from './model/callFailure';
export type { CallFailure, CallIssue, FailedCall } from './model/callFailure';
export { Pagination } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, pageCount, clampPage, pageItems } from './model/pagination';
export { Drawer } from './components/Drawer';
export type { DrawerProps } from './components/Drawer';
export { clampDrawerWidth, DRAWER_BOUNDS, DRAWER_DEFAULT_WIDTH } from './model/drawer';
export { SortableList } from './components/SortableList';
export type { SortableListProps, SortableItem } from './components/SortableList';
export { moveItems, moveByOne } from './model/reorder';
export { Tree } from './components/Tree';
export type { TreeProps, TreeNode } from './components/Tree';
export { Cascader } from './components/Cascader';
export type { CascaderProps } from './components/Cascader';
export { optionsAlong } from './model/cascader';
export type { CascaderOption } from './model/cascader';
export { RemoteSelect } from './components/RemoteSelect';
export type { RemoteSelectProps } from './components/RemoteSelect';
