/**
 * Catalogue keys of the messages this package can ask the app to show. The texts live in the
 * app's catalogues (zh and en); this package never shows anything itself.
 */
export const API_MESSAGE_KEYS = ['systemError', 'requestTimeout', 'networkError', 'exportFailed', 'noAccess', 'contractDrift', 'callFailed'] as const;
export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number];

/** Why a call failed. */
export type WmsErrorKind =
  /** The server answered with a non-200 HTTP status (the `http` flag of CONTRACT.md §7). */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** No answer at all: the network or the server is down. */
  | 'network'
  /** returnCode "401": the session is missing or expired. */
  | 'unauthorized'
  /** HTTP 200 but returnCode is not 200: the server refused; returnMgr says why. */
  | 'refused'
  /** HTTP 409: the record changed since it was read (a WmsConflictError carries the current one). */
  | 'conflict'
  /** The body is not what the contract says (not JSON, no envelope). */
  | 'malformed'
  /** An export answered with something other than a spreadsheet. */
  | 'export'
  /** Cancelled by the caller (a newer request superseded it). */
  | 'aborted'
  /** An envelope came, but its content is not what the contract allows (a ContractDrift names where). */
  | 'drift';

/**
 * A failed call, typed so a caller can act on it: `kind` says what happened, `messageKey` the
 * catalogue message to show when there is no server text, `serverMessage` the server's
 * returnMgr when there is one.
 */
export class WmsError extends Error {
  readonly kind: WmsErrorKind;
  /** True for a non-200 HTTP status (CONTRACT.md §7: "rejects the call ... with an http flag"). */
  readonly http: boolean;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly messageKey: ApiMessageKey;
  /** The response body, when there was one. */
  readonly response: unknown;

  constructor(init: {
    kind: WmsErrorKind;
    status?: number;
    serverMessage?: string;
    messageKey?: ApiMessageKey;
    response?: unknown;
    cause?: unknown;
  }) {
    super(init.serverMessage ?? init.kind, { cause: init.cause });
    this.name = 'WmsError';
    this.kind = init.kind;
    this.http = init.kind === 'http';
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.messageKey = init.messageKey ?? defaultMessageKey(init.kind);
    this.response = init.response;
  }
}

function defaultMessageKey(kind: WmsErrorKind): ApiMessageKey {
  switch (kind) {
    case 'timeout':
      return 'requestTimeout';
    case 'network':
      return 'networkError';
    case 'export':
      return 'exportFailed';
    case 'unauthorized':
      return 'noAccess';
    default:
      return 'systemError';
  }
}

export function isWmsError(value: unknown): value is WmsError {
  return value instanceof WmsError;
}

/**
 * The call an HTTP failure answered (`POST /asn/list/1`, the path without the API base and the
 * query), read from the HTTP library's request (axios: `cause.config`); undefined for any other
 * failure. For the message that names the call (issue 47: a list path answering 404 said only
 * "system error").
 */
export function failedCallOf(error: WmsError): string | undefined {
  if (error.kind !== 'http') return undefined;
  const cause = error.cause as { config?: { method?: unknown; url?: unknown } } | undefined;
  const url = typeof cause?.config?.url === 'string' ? cause.config.url : '';
  if (!url) return undefined;
  const method = typeof cause?.config?.method === 'string' ? cause.config.method.toUpperCase() : 'GET';
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
  return `${method} ${path.startsWith('/') ? path : `/${path}`}`;
}
