export { FilterControl } from './FilterControl';
export type { FilterControlProps } from './FilterControl';
