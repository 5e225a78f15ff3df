/**
 * @wms/print: the bridge to the local print plug-in (WebSocket 6459 /print) and the local print
 * agent (HTTP 8240), with batching, a restart-proof queue, a React hook and a status component.
 * The plug-in simulator (Node only) is `@wms/print/simulator`.
 */
export {
  PLUGIN_PORT,
  PLUGIN_PATH,
  REPLY_TIMEOUT_MS,
  TIMEOUT_RESULT,
  RECONNECT_POLL_MS,
  AGENT_PORT,
  PRINT_BATCH,
  LABEL_BATCH,
} from './model/constants';
export { COMMANDS, PRINT_COMMANDS, batches, parseReply, isCommand } from './model/protocol';
export type { Command, CommandResult, Request, Reply } from './model/protocol';
export { PrintClient, DEFAULT_PLUGIN_URL } from './client/PrintClient';
export type { ConnectionState, PrintClientOptions, SocketLike, SocketFactory } from './client/PrintClient';
export { PrintQueue } from './client/PrintQueue';
export type { PrintJob, QueueProgress } from './client/PrintQueue';
export { printViaAgent } from './client/agent';
export type { AgentOptions, AgentResult } from './client/agent';
export { usePrinter } from './hooks/usePrinter';
export type { UsePrinterResult } from './hooks/usePrinter';
export { PrinterStatus } from './components/PrinterStatus';
export type { PrinterStatusProps } from './components/PrinterStatus';
export { PRINT_NAMESPACE, printCatalogue } from './i18n/catalogue';
