export { Cascader } from './Cascader';
export type { CascaderProps } from './Cascader';
