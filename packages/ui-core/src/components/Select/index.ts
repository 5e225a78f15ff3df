export { Select } from './Select';
export type { SelectProps } from './Select';
export { LazySelect } from './LazySelect';
