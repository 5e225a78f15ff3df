import type { MessageKey } from '../catalogue/messages';

/**
 * The returnCode of a refusal: 400 bad input, 401 no session, 403 no access, 404 no such record
 * (or one outside the caller's scope: the two answers are identical), 500 business rule.
 */
export type RefusalCode = '400' | '401' | '403' | '404' | '409' | '422' | '500';

/**
 * A refusal with a catalogued message. The HTTP layer answers it as the envelope with returnMgr
 * in the request's language; it never carries a stack to the client.
 */
export class Refusal extends Error {
  readonly code: RefusalCode;
  readonly key: MessageKey;
  readonly args: readonly string[];
  /** The HTTP status of the answer when it is not the usual one of its code (CONTRACT.md). */
  http?: number;
  /** A bean the refusal carries (the current record of a stale-version conflict). */
  bean?: unknown;

  constructor(code: RefusalCode, key: MessageKey, ...args: readonly string[]) {
    super(`${code} ${key} ${args.join(' ')}`);
    this.name = 'Refusal';
    this.code = code;
    this.key = key;
    this.args = args;
  }

  /** The HTTP status of this refusal's answer: 400, 409 and 422 as themselves, others 200 unless set. */
  get httpStatus(): number {
    if (this.http !== undefined) return this.http;
    return this.code === '400' || this.code === '409' || this.code === '422' ? Number(this.code) : 200;
  }
}

/** A refusal with its HTTP status and bean set. */
export function refusalWith(refusal: Refusal, http: number | undefined, bean?: unknown): Refusal {
  if (http !== undefined) refusal.http = http;
  if (bean !== undefined) refusal.bean = bean;
  return refusal;
}

/**
 * The messages that say a record does not exist. Whoever raises them, they answer 404: a record
 * outside a shipper user's owners is refused with exactly these, so a caller cannot tell "not
 * yours" from "not there" (issue 19).
 */
const NOT_FOUND: ReadonlySet<MessageKey> = new Set<MessageKey>(['recordNotFound', 'stationDocNotFound']);

/** A business-rule refusal (returnCode "500"; "404" for a record that does not exist). */
export const refuse = (key: MessageKey, ...args: readonly string[]) => new Refusal(NOT_FOUND.has(key) ? '404' : '500', key, ...args);
/** A bad-input refusal (returnCode "400"; "404" for a record that does not exist). */
export const badInput = (key: MessageKey, ...args: readonly string[]) => new Refusal(NOT_FOUND.has(key) ? '404' : '400', key, ...args);
