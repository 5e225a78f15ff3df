export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
