export { RemoteSelect } from './RemoteSelect';
export type { RemoteSelectProps } from './RemoteSelect';
