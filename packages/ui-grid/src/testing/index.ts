/** Test and story helpers: the in-memory data source and generated fixtures. */
export { createMemoryDataSource, configOf, MemoryRefusal } from './memoryDataSource';
export type { MemoryDataSource, MemoryDataSourceOptions, MemorySwitches, MemoryCall } from './memoryDataSource';
export {
  seededRandom,
  receiptColumns,
  receiptRows,
  generateColumns,
  generateRows,
  skuOptions,
  RECEIPT_STATUS_OPTIONS,
  FINISH_FLAG_OPTIONS,
  OWNER_OPTIONS,
} from './generate';
