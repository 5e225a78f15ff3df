export { UnderneathBanner, underneathFields } from './UnderneathBanner';
export type { UnderneathBannerProps, UnderneathChange, UnderneathField } from './UnderneathBanner';
