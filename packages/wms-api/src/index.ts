/**
 * @wms/api: the one typed HTTP client of the GT_WMS_APP contract, with session, permissions,
 * caches, SWR hooks and adapters for the UI packages. Fixtures and MSW handlers: `@wms/api/mock`.
 */
export { createWmsClient, isDownloadedFile } from './client/createWmsClient';
export type { WmsClient, WmsClientOptions, Notice, DownloadedFile } from './client/createWmsClient';
export { saveWithObjectUrl, filenameFromDisposition } from './client/download';
export type { FileSaver } from './client/download';
export { createWmsApi, EMPTY_LOOKUP_PAGE } from './client/calls';
export type { WmsApi, ListQuery, LookupQuery } from './client/calls';
export { createOwnCalls } from './client/ownCalls';
export { createOperationCalls, newIdempotencyKey, operationsOf, operationBlocked, IDEMPOTENCY_HEADER, WRITE_RETRY_DELAYS_MS, isLostAnswer, sendWrite } from './client/operations';
export type { OperationDef, OperationField, OperationResult, OperationCalls, WriteOptions } from './client/operations';
export { createAuditCalls, AUDIT_PAGE_SIZE } from './client/auditCalls';
export type { AuditCalls, AuditEntry, AuditChange, AuditAction, AuditFilter, BooksCheck, BooksViolation } from './client/auditCalls';
export { VersionBook, versionBookOf, versionsOfRows, listMenuOf } from './cache/versionBook';
export { WmsConflictError, isWmsConflict, conflictOf } from './model/conflict';
export type { ConflictInfo } from './model/conflict';
export { createStationCalls, STATION_NAMES } from './client/stations';
export type { StationDoc, StationLine, StationScan, StationScanBody, StationGs1Fields, StationCloseBody, StationName, StationCalls } from './client/stations';
export { createSupervisorCalls } from './client/supervisorCalls';
export type { RoleSummary, PermissionArea, PermissionMenu, PermissionUser, CodeCount, ConsoleToday, SupervisorCalls, ReceivingDay, MovementCount, StockReport, ProposedMove, OptimizeReport, ZoneUse, PrintReport } from './client/supervisorCalls';
export { createImportCalls } from './client/importCalls';
export type { ImportCalls, ImportTemplateInfo, ImportTemplateField, ImportTemplateSummary, ImportOutcome, ImportRefusedRow, ImportJobProgress } from './client/importCalls';
export { StationQueue, isUnreachable } from './client/stationQueue';
export { parseGs1, gs1Date, gs1CheckDigit, gs1CheckDigitValid, gtinForms, GS, GS1_SYMBOLOGY_IDS, GS1_PREDEFINED_LENGTHS } from './model/gs1';
export type { Gs1Result, Gs1Data, Gs1Element, Gs1Error, Gs1ErrorCode, Gs1Options, Gs1Symbology } from './model/gs1';
export type { QueuedScan, FlushOutcome, QueueStorage } from './client/stationQueue';
export type { OwnCalls, LoginResult, MenuNode, Warehouse, ListRecord, LinesMenu } from './client/ownCalls';
export {
  API_BASE_PATH,
  REPORT_BASE_PATH,
  API_TIMEOUT_MS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  LOOKUP_PAGE_SIZE,
  LOOKUP_DEFAULT_TOTAL,
  REMOTE_SELECT_MIN_LENGTH,
  LANGUAGE_HEADER,
  COLUMN_CONFIG_PATH,
  DICTIONARY_PATH,
  LOGIN_PATH,
  ColumnType,
  FilterType,
  ColumnConfigType,
  SortType,
} from './model/constants';
export { normalizePage, isSuccess } from './model/envelope';
export type { Envelope, RawPage, PageResult } from './model/envelope';
export { buildQueryParams } from './model/queryParams';
export type { FilterValue, QueryInput, QueryParams } from './model/queryParams';
export { withPage, rewriteOptionPath, autocompletePath, isApiPath } from './model/paths';
export { permissionFlags, allowedButtons, PERMISSION_OFF } from './model/permissions';
export type { PermissionFlags, ButtonPermissionGroup, ButtonPermissionNode } from './model/permissions';
export { optionRows, toOptions } from './model/options';
export type { Option } from './model/options';
export { toColumnConfig, isEnteredColumn } from './model/columns';
export { breaksFieldRule, fieldRuleFailure, toFieldRules } from './model/fieldRules';
export type { FieldRule, FieldRules, FieldRuleContext } from './model/fieldRules';
export type { FieldOwner, GenericWrites, ColumnDefinition, ColumnConfig, SortColumn, ListKey, SaveColumnsInput, SysColumnDefine } from './model/columns';
export { WmsError, isWmsError, API_MESSAGE_KEYS } from './model/errors';
export type { WmsErrorKind, ApiMessageKey } from './model/errors';
export { ContractDrift, isContractDrift, DriftRegistry, driftKey } from './contract/drift';
export type { DriftIssue, DriftCall, DriftRecord } from './contract/drift';
export { ANSWERS, checkAnswer } from './contract/catalogue';
export type { AnswerName, AnswerOf, CheckedAnswer } from './contract/catalogue';
export { checkRowsAgainstColumns, ROW_SAMPLE } from './contract/rows';
export type { CheckedColumn } from './contract/rows';
export { contractMarkdown } from './contract/markdown';
export type { AnswerDecl, AnswerAt, AnswerCall, Checked, OutputOf, Tolerance } from './contract/answer';
export type { Leaf, LeafInfo } from './contract/leaves';
export type { ImportFieldKind } from './contract/answers/imports';
export type { LookupCheckedBy } from './contract/answers/columns';
export type { OptimizeMoveKind } from './contract/answers/supervisor';
export type { PermissionFlag } from './contract/answers/session';
export type { ButtonLogEntry } from './model/buttonLog';
export { readSession, writeSession, clearSession, SESSION_KEYS } from './session/session';
export type { Session } from './session/session';
export { OptionCache } from './cache/optionCache';
export { useList, useOptions, useDictionary, usePermission, useColumnConfig } from './hooks/useWms';
export { createGridDataSource, createFormDataSource } from './adapters/adapters';
export type { GridDataSource, FormDataSource } from './adapters/adapters';
export { createLiveFeed, touchesMenu, recordChange } from './live/liveFeed';
export type { LiveFeed, LiveFeedOptions, LiveEvent, LiveImportProgress, LiveSignal, LiveStatus, LiveChangeKind } from './live/liveFeed';
export { useLiveRefresh, useRecordEvents, throttled } from './live/useLive';
