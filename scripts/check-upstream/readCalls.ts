/**
 * The allow-list of check-upstream: every request it may make to a site's server. Reads only, plus
 * the session's own two calls (signing in, and choosing the warehouse the user asked for, which
 * changes the session, never a record). Anything else is refused before it is sent, and the
 * allow-list test (scripts/check-upstream/check.test.ts) records every request of a whole run and
 * holds it to this list.
 */

/** A request as it goes out. */
export interface OutgoingCall {
  method: string;
  /** Without the API base and without a query string. */
  path: string;
}

/** One entry: a method, a path pattern and what it reads. */
export interface AllowedCall {
  method: 'GET' | 'POST';
  pattern: RegExp;
  what: string;
  /** A session call (sign in, warehouse): not a read of data, and not a write of any record. */
  session?: boolean;
}

/** A path segment: letters, digits, `_` and `-` (a menu code, an id). */
const SEG = '[A-Za-z0-9_-]+';

export const READ_CALLS: readonly AllowedCall[] = [
  { method: 'POST', pattern: /^\/login$/, what: 'sign in', session: true },
  { method: 'POST', pattern: /^\/warehouse\/switch$/, what: 'the warehouse asked for', session: true },
  { method: 'POST', pattern: /^\/menu\/userMenus$/, what: "the user's menus" },
  { method: 'POST', pattern: /^\/warehouse\/userWarehouses$/, what: "the user's warehouses" },
  { method: 'POST', pattern: /^\/permission\/buttons$/, what: 'button permissions' },
  { method: 'GET', pattern: new RegExp(`^/permission/edit/${SEG}$`), what: 'permission flags' },
  { method: 'POST', pattern: /^\/dictionary\/queryByCodes$/, what: 'dictionaries by code' },
  { method: 'GET', pattern: /^\/dictionary\/options\/[A-Za-z0-9_]+$/, what: 'a dictionary as options' },
  { method: 'GET', pattern: /^\/options\/[A-Za-z0-9_/]+$/, what: 'an option path' },
  { method: 'POST', pattern: /^\/queryDisplayedOrExportedColumns$/, what: 'a column configuration' },
  { method: 'POST', pattern: new RegExp(`^/${SEG}/list/[0-9]+$`), what: 'a page of a list' },
  { method: 'POST', pattern: /^\/asn\/barcodes\/[0-9]+$/, what: "a receipt's delivery-note barcodes" },
  { method: 'POST', pattern: /^\/returnAdvance\/lines\/[0-9]+$/, what: "a shipped order's return lines" },
  { method: 'POST', pattern: /^\/print\/reports$/, what: 'the print reports' },
  { method: 'POST', pattern: /^\/excelImportTemplates$/, what: 'the import templates' },
  { method: 'POST', pattern: /^\/excelImport\/[A-Za-z0-9_]+\/template$/, what: 'an import template' },
  { method: 'POST', pattern: /^\/console\/today$/, what: "the console's figures" },
  { method: 'POST', pattern: /^\/books\/check$/, what: 'the books check (reads the books)' },
  { method: 'POST', pattern: /^\/report\/(receiving|movements|stock|optimize|capacityWarning)$/, what: 'a report' },
  { method: 'POST', pattern: /^\/permission\/(roles|users|roleTree)$/, what: 'permission administration (read)' },
  { method: 'POST', pattern: /^\/stations$/, what: 'the stations' },
  { method: 'GET', pattern: /^\/events$/, what: 'the live feed (opened, then closed)' },
];

/** The allow-list's entry of a request, if any. */
export function allowedCall(call: OutgoingCall): AllowedCall | undefined {
  const path = call.path.split('?')[0] ?? call.path;
  return READ_CALLS.find((entry) => entry.method === call.method.toUpperCase() && entry.pattern.test(path));
}

/** Thrown before a request that is not on the allow-list is sent. */
export class NotAReadError extends Error {
  constructor(call: OutgoingCall) {
    super(`check-upstream makes read calls only: ${call.method} ${call.path} is not on its allow-list`);
    this.name = 'NotAReadError';
  }
}
