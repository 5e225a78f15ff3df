/**
 * @wms/print: the bridge to the local print plug-in (WebSocket 6459 /print) and the local print
 * agent (HTTP 8240), with batching, a restart-proof queue, a React hook and a status component.
 * The plug-in simulator (Node only) is `@wms/print/simulator`, never imported from here.
 */
export {
  LOCAL_HOST,
  PLUGIN_PORT,
  PLUGIN_PATH,
  REPLY_TIMEOUT_MS,
  TIMEOUT_RESULT,
  RECONNECT_POLL_MS,
  AGENT_PORT,
  AGENT_TIMEOUT_MS,
  PRINT_BATCH,
  LABEL_BATCH,
} from './model/constants';
export {
  COMMANDS,
  PRINT_COMMANDS,
  CLIENT_ERRORS,
  isCommand,
  isPrintCommand,
  isRetryableError,
  buildRequest,
  encodeRequest,
  parseRequest,
  parseReply,
  replyResult,
  createRequestIds,
} from './model/protocol';
export type { Command, PrintCommand, ClientError, CommandResult, Request, Reply } from './model/protocol';
export { batches, batchSizeFor } from './model/batching';
export { ReplyBook, realScheduler } from './model/replies';
export type { Scheduler } from './model/replies';
export { createQueue, enqueue, takeBatch, settleJob, requeueSent, isSettled, queueProgress } from './model/queue';
export type { PrintJob, JobStatus, JobEntry, QueueState, QueueProgress } from './model/queue';
export { PrintClient, DEFAULT_PLUGIN_URL, pluginUrl } from './client/PrintClient';
export type { ConnectionState, PrintClientOptions, SendOptions, SocketLike, SocketFactory } from './client/PrintClient';
export { PrintQueue } from './client/PrintQueue';
export type { QueueTransport } from './client/PrintQueue';
export { printViaAgent } from './client/agent';
export type { AgentOptions, AgentResult } from './client/agent';
export { usePrinter } from './hooks/usePrinter';
export type { UsePrinterResult, PrinterConnection } from './hooks/usePrinter';
export { PrinterStatus } from './components/PrinterStatus';
export type { PrinterStatusProps } from './components/PrinterStatus';
export {
  PRINT_PATHS,
  offeredPaths,
  choosePath,
  pathStorageKey,
  rememberedPath,
  rememberPath,
  browserStorage,
  pluginSeen,
  markPluginSeen,
  PLUGIN_SEEN_KEY,
} from './model/paths';
export type { PrintPath, PrintKind, PrinterProfile, PathContext, ChoiceStorage } from './model/paths';
// The label model is light and pure: here too, so that an app reads sizes and builds labels
// without loading @wms/print/labels (bwip-js), which it imports only where it draws them.
export {
  DEFAULT_LABEL_SIZE,
  mmToPx,
  parseLabelSize,
  labelSizeText,
  isFixedLengthAi,
  gs1Text,
  gs1CheckDigit,
  sscc,
  barcodeText,
  isMatrix,
} from './labels/model';
export type { LabelSize, BarcodeKind, Gs1Element, LabelBarcode, LabelField, Label } from './labels/model';
export { PrintChooser } from './components/PrintChooser';
export type { PrintChooserProps } from './components/PrintChooser';
export { PRINT_NAMESPACE, printCatalogue, printErrorKey } from './i18n/catalogue';
export { registerPrintCatalogue } from './i18n/register';
