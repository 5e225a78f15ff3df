/**
 * @wms/ui-form: the drawer form with every item type, the base form, the lookup popup and the map
 * picker. It declares its own data interfaces and never imports @wms/api.
 */
export { FORM_NAMESPACE, formCatalogue, registerFormCatalogue } from './i18n/catalogue';

export { DrawerForm, ConflictPanel } from './components/DrawerForm';
export type { DrawerFormProps, DrawerFormTab, ConflictPanelProps } from './components/DrawerForm';
export { FormConflict, isFormConflict, conflictRows, applyMine, touchedValues, conflictValueText } from './model/conflict';
export type { ConflictRow } from './model/conflict';
export type { SubmitContext } from './hooks/useDrawerForm';
export { UnderneathBanner, underneathFields } from './components/UnderneathBanner';
export type { UnderneathBannerProps, UnderneathChange, UnderneathField } from './components/UnderneathBanner';
export { BaseForm } from './components/BaseForm';
export type { BaseFormProps } from './components/BaseForm';
export { LookupPopup } from './components/LookupPopup';
export type { LookupPopupProps } from './components/LookupPopup';
export { MapPicker, createOfflineMapProvider, createAMapProvider, loadAMap } from './components/MapPicker';
export type { MapPickerProps, AMapConfig, AMapNamespace, AMapLngLat, AMapMap, AMapMarker, AMapRegeocode, AMapGeocoder } from './components/MapPicker';

export { useUnsavedChanges } from './hooks/useUnsavedChanges';
export { useDrawerForm } from './hooks/useDrawerForm';
export { readDraft, writeDraft, clearDraft } from './model/draft';
export type { DraftStore } from './model/draft';
export { useLookup } from './hooks/useLookup';

export { FORM_ITEM_TYPES } from './model/types';
export type {
  FormDataSource, FormItem, FormItemType, FormOption, FormPage, FormRow, FormTreeOption, LookupColumn,
  LookupRequest, SlotRenderProps, TableConfig,
} from './model/types';
export { checkRules, checkNumberRange, checkPositiveInteger, isBlank } from './model/rules';
export type { FormRule, FormRules, RuleFailure, RuleKey } from './model/rules';
export { initialValuesOf, submitDataOf, validateValues, isDirty, emptyValueOf, saveErrorText } from './model/values';
export type { FormValues } from './model/values';
export { timestampOfDateText, dateTextOf } from './model/dates';
export { BASE_FORM_ITEM_TYPES, checkBaseField } from './model/baseForm';
export type { BaseFormItem, BaseFormItemType, BaseFormValues, BaseSlotProps } from './model/baseForm';
export { LOOKUP_PAGE_SIZE, LOOKUP_DEFAULT_TOTAL, LOOKUP_DIALOG_WIDTH } from './model/lookup';
export { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, addressOfGeocode } from './model/map';
export type { MapPoint, MapProvider, MapViewProps, GeocodeResult } from './model/map';
export { offlineGeocode, offlineStreets } from './model/offlineMap';
export type { OfflineStreet } from './model/offlineMap';
export { createMemoryDataSource, generateSkuRows } from './testing/memoryDataSource';
export type { MemoryDataSourceOptions } from './testing/memoryDataSource';
