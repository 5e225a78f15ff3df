export { LookupPopup } from './LookupPopup';
export type { LookupPopupProps } from './LookupPopup';
