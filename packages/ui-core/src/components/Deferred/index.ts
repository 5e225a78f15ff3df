export { Deferred, useWake, wakeHandlers } from './Deferred';
export type { Wake, WakeHandler } from './Deferred';
