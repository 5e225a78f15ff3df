/**
 * Idempotency keys of a page's actions. One user action keeps one key until the server answers
 * it: a retry after a lost answer (network, time-out) sends the same key, so the server answers
 * what it stored and books nothing twice (CONTRACT.md 'Operations and stations'); a different
 * action, or the same one after a success, gets a new key.
 */
export interface ActionKeys {
  /** The key of the last action not yet answered, by what it asks. */
  readonly pending: ReadonlyMap<string, string>;
}

export const NO_KEYS: ActionKeys = { pending: new Map() };

/** What identifies an action: the list, the operation and its body. */
export const actionSignature = (menuCode: string, operation: string, body: unknown): string => `${menuCode}/${operation} ${JSON.stringify(body)}`;

/** The key to send for an action: the pending one of the same action, else a new one. */
export function keyFor(keys: ActionKeys, signature: string, newKey: () => string): { keys: ActionKeys; key: string } {
  const known = keys.pending.get(signature);
  if (known) return { keys, key: known };
  const key = newKey();
  // Only the latest action is retried with its key: another action in between starts afresh.
  return { keys: { pending: new Map([[signature, key]]) }, key };
}

/** The server answered the action (success or refusal): its key is spent. */
export function answered(keys: ActionKeys, signature: string): ActionKeys {
  if (!keys.pending.has(signature)) return keys;
  const pending = new Map(keys.pending);
  pending.delete(signature);
  return { pending };
}
