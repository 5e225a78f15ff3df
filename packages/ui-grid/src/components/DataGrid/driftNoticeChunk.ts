/** ui-core's DriftNotice as the default export of its own chunk (see LazyDriftNotice). */
export { DriftNotice as default } from '@wms/ui-core';
