/**
 * Idempotency keys by user action (CONTRACT.md, 'Idempotency'): one key a call signature, kept
 * until the action is done, so that a save retried after a partial failure replays the calls
 * that were already booked (the server answers their stored answers and books nothing twice)
 * and sends only the rest anew.
 *
 * Timeline of a sheet save of lines A and B: A booked with key kA → B refused → the operator
 * fixes B and saves again → A is sent again with kA (answered from the store, nothing booked),
 * B with a new key (its values changed) → all done → `clear()`, so that receiving A's quantity
 * again later is a new action.
 */
export class KeyBook {
  private readonly keys = new Map<string, string>();

  constructor(private readonly newKey: () => string) {}

  /** The key of an action: the same signature answers the same key until cleared. */
  keyFor(signature: string): string {
    let key = this.keys.get(signature);
    if (!key) {
      key = this.newKey();
      this.keys.set(signature, key);
    }
    return key;
  }

  /** Forgets every key (the actions are done). */
  clear(): void {
    this.keys.clear();
  }

  get size(): number {
    return this.keys.size;
  }
}
