export {
  MAX_PART_BYTES,
  UnreadableWorkbook,
  openXlsx,
  textRows,
  type CellRange,
  type SheetGrid,
  type XlsxBook,
  type XlsxOptions,
} from './readXlsx';
export { generalNumber } from './cellFormat';
