import type { MessageKey } from '../catalogue/messages';

/** The returnCode of a refusal: 400 bad input, 401 no session, 403 no access, 500 business rule. */
export type RefusalCode = '400' | '401' | '403' | '500';

/**
 * A refusal with a catalogued message. The HTTP layer answers it as the envelope with returnMgr
 * in the request's language; it never carries a stack to the client.
 */
export class Refusal extends Error {
  readonly code: RefusalCode;
  readonly key: MessageKey;
  readonly args: readonly string[];

  constructor(code: RefusalCode, key: MessageKey, ...args: readonly string[]) {
    super(`${code} ${key} ${args.join(' ')}`);
    this.name = 'Refusal';
    this.code = code;
    this.key = key;
    this.args = args;
  }
}

/** A business-rule refusal (returnCode "500"). */
export const refuse = (key: MessageKey, ...args: readonly string[]) => new Refusal('500', key, ...args);
/** A bad-input refusal (returnCode "400"). */
export const badInput = (key: MessageKey, ...args: readonly string[]) => new Refusal('400', key, ...args);
