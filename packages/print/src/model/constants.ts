/** The print bridge's constants (CONTRACT.md §7 'Print bridge', 'Print plug-in'; §8; §9), named once. */

/** The host of the plug-in and of the agent: both run on the operator's own PC. */
export const LOCAL_HOST = 'localhost';
/** The port of the local print plug-in's WebSocket. */
export const PLUGIN_PORT = 6459;
/** The path of the local print plug-in's WebSocket. */
export const PLUGIN_PATH = '/print';
/** How long a reply of the plug-in is awaited. */
export const REPLY_TIMEOUT_MS = 5000;
/** The result of a command whose reply did not come in time (§8 'plug-in no reply'). */
export const TIMEOUT_RESULT = 'timeout 5s';
/** While connecting, a new attempt every second. */
export const RECONNECT_POLL_MS = 1000;
/** The port of the local print agent (HTTP). */
export const AGENT_PORT = 8240;
/**
 * How long the local agent's answer is awaited. The spec names none; we use the plug-in's
 * reply time-out so that both print paths give up alike.
 */
export const AGENT_TIMEOUT_MS = REPLY_TIMEOUT_MS;
/** Documents sent to the plug-in per batch ('print batch number'). */
export const PRINT_BATCH = 10;
/** Labels sent to the plug-in per batch. */
export const LABEL_BATCH = 6;
