/**
 * The browsers' own log lines that no script threw (issue 36), told apart from page errors by the
 * e2e harness, the story runner and the outside crawl. Only these exact sentences pass; any other
 * error of the page still fails.
 *
 * The print plug-in's socket: no plug-in runs on a test machine (it is hardware outside the
 * product); the app shows its absence on the page, and every engine logs the refused socket
 * whatever the page does: Chromium as a console error, Firefox as a page error (its driver reports
 * it as an uncaught exception though the app handles the socket's error event), also when the page
 * is left while the socket connects. WebKit logs it to its own console, which WebDriver does not read.
 */
export const PRINT_PLUGIN_ABSENT: readonly RegExp[] = [
  /^WebSocket connection to 'ws:\/\/(localhost|127\.0\.0\.1):\d+\/print' failed/,
  /^Firefox can’t establish a connection to the server at ws:\/\/(localhost|127\.0\.0\.1):\d+\/print\.$/,
  /^The connection to ws:\/\/(localhost|127\.0\.0\.1):\d+\/print was interrupted while the page was loading\.$/,
];

/**
 * Firefox's log line of a request a service worker answered as a network failure: in the stories,
 * the mock worker's offline answers (Chromium logs the same as the console line "Failed to load
 * resource").
 */
export const MOCK_WORKER_NETWORK_FAILURE = /^Failed to load ‘http:\/\/127\.0\.0\.1:\d+\/[^’]*’\. A ServiceWorker passed an Error Response to FetchEvent\.respondWith\(\)\. This typically means the ServiceWorker performed an invalid fetch\(\) call\.$/;

/** Whether a console or page error is the browser's log of the absent print plug-in. */
export const isPrintPluginAbsent = (message: string): boolean => PRINT_PLUGIN_ABSENT.some((pattern) => pattern.test(message));
