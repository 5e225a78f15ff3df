/** The print bridge's constants (platform.md §7, §9), named once. */

/** The local print plug-in: a WebSocket on this port and path. */
export const PLUGIN_PORT = 6459;
export const PLUGIN_PATH = '/print';
/** How long a reply is awaited. */
export const REPLY_TIMEOUT_MS = 5000;
/** The result of a command whose reply did not come in time. */
export const TIMEOUT_RESULT = 'timeout 5s';
/** While connecting, a new attempt every second. */
export const RECONNECT_POLL_MS = 1000;
/** The local print agent: HTTP on this port. */
export const AGENT_PORT = 8240;
/** Documents sent to the plug-in per batch. */
export const PRINT_BATCH = 10;
/** Labels sent to the plug-in per batch. */
export const LABEL_BATCH = 6;
