/**
 * A call that failed in a way a person can name (issue 47): the server answered differently from
 * the contract (a drift: which JSON path, what was expected, what came), or answered an HTTP error
 * (404 on a list path). ui-core never imports the API client: it reads the failure by its shape,
 * the shape of `@wms/api`'s `ContractDrift` (kind `drift`, `call`, `issues`) and `WmsError` of
 * kind `http` (its `status`, and its `call` or the HTTP library's request `config`).
 */

/** The call as the contract names it: `POST /inbound/asn/list`. */
export interface FailedCall {
  method: string;
  /** The path as called, without the API base and the query string. */
  path: string;
  /** The contract's name of the answer (`listPage`, `options` ...), when known. */
  answer?: string;
}

/** One place where the answer differs: the JSON path, what the contract expects there, what came. */
export interface CallIssue {
  path: string;
  expected: string;
  got: string;
}

export type CallFailure =
  | { kind: 'drift'; call: FailedCall; issues: readonly CallIssue[] }
  | { kind: 'http'; call: FailedCall; status: number };

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function callOf(value: unknown): FailedCall | undefined {
  if (!isObject(value)) return undefined;
  const method = text(value.method);
  const path = text(value.path);
  if (!method || !path) return undefined;
  const answer = text(value.answer);
  return answer ? { method: method.toUpperCase(), path, answer } : { method: method.toUpperCase(), path };
}

/** The request of an HTTP library's error (axios: `config.method`, `config.url`), path only. */
function requestOf(cause: unknown): FailedCall | undefined {
  if (!isObject(cause) || !isObject(cause.config)) return undefined;
  const method = text(cause.config.method) ?? 'GET';
  const url = text(cause.config.url);
  if (!url) return undefined;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? url;
  return { method: method.toUpperCase(), path: path.startsWith('/') ? path : `/${path}` };
}

function issuesOf(value: unknown): CallIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: CallIssue[] = [];
  for (const item of value as unknown[]) {
    if (!isObject(item)) continue;
    out.push({ path: text(item.path) ?? '$', expected: text(item.expected) ?? '', got: text(item.got) ?? '' });
  }
  return out;
}

/**
 * The nameable failure in an error, or undefined for any other error (a network failure, a
 * refusal with the server's own message, an exception): a drift with its call and issues, or an
 * HTTP status with the call that got it. Looks through `cause` once (an error wrapped by a screen).
 */
export function callFailureOf(error: unknown): CallFailure | undefined {
  if (!isObject(error)) return undefined;
  if (error.kind === 'drift') {
    const call = callOf(error.call);
    const issues = issuesOf(error.issues);
    if (call && issues) return { kind: 'drift', call, issues: issues.length > 0 ? issues : [{ path: '$', expected: '', got: '' }] };
  }
  if (error.kind === 'http' && typeof error.status === 'number') {
    const call = callOf(error.call) ?? requestOf(error.cause);
    if (call) return { kind: 'http', call, status: error.status };
  }
  const cause = error.cause;
  if (isObject(cause) && cause !== error && (cause.kind === 'drift' || cause.kind === 'http')) return callFailureOf(cause);
  return undefined;
}

/** `POST /inbound/asn/list`. */
export function callLabel(call: FailedCall): string {
  return `${call.method} ${call.path}`;
}
