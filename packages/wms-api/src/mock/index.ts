/** @wms/api/mock: contract fixtures and MSW request handlers for stories and tests. */
export { createHandlers, failures } from './handlers';
export {
  generateAsnRows,
  seededRandom,
  ASN_COLUMNS,
  ASN_COLUMN_CONFIG,
  ASN_STATUS_OPTIONS,
  OWNER_OPTIONS,
} from './fixtures';
export type { AsnRow } from './fixtures';
export type { ColumnConfig, ColumnDefinition, SortColumn } from '../model/columns';
export type { OperationDef, OperationField } from '../client/operations';
export type { FieldRule } from '../model/fieldRules';
export type { Option } from '../model/options';
export type { StationLine } from '../client/stations';
export { createStationHandlers, STATION_FIXTURE_LINES, SETTLED_DOC, STATION_MESSAGES } from './stations';
export { createAuditHandlers, generateAuditEntries, booksCheckFixture, conflictAnswer } from './audit';
export type { AuditEntry, BooksCheck } from '../client/auditCalls';
export type { ConflictInfo } from '../model/conflict';
