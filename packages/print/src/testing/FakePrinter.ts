import type { ConnectionState } from '../client/PrintClient';
import type { PrinterConnection } from '../hooks/usePrinter';
import type { Command, CommandResult } from '../model/protocol';

/**
 * A client without a socket, for stories and component tests: its state changes only when told
 * (`open()`, `drop()`), so what renders is deterministic. `connect()` goes to connecting and
 * resolves on the next `open()`.
 */
export class FakePrinter implements PrinterConnection {
  private current: ConnectionState;
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private waiters: (() => void)[] = [];
  /** Commands sent, in order. */
  readonly sent: { cmd: Command; data: unknown }[] = [];

  /** @param state the state to start in; default closed. */
  constructor(state: ConnectionState = 'closed') {
    this.current = state;
  }

  /** The current connection state. */
  get state(): ConnectionState {
    return this.current;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Goes to connecting (unless open) and resolves on the next `open()`. */
  connect(): Promise<void> {
    if (this.current === 'open') return Promise.resolve();
    this.set('connecting');
    return new Promise((resolve) => { this.waiters.push(resolve); });
  }

  /** Records the command (options such as job ids are ignored) and answers ok with no result while open, else 'not connected'. */
  send<T = unknown>(cmd: Command, data?: unknown): Promise<CommandResult<T>> {
    this.sent.push({ cmd, data });
    return Promise.resolve(this.current === 'open' ? { ok: true, result: undefined as T } : { ok: false, error: 'not connected' });
  }

  /** The plug-in answers: open. */
  open(): void {
    this.set('open');
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The plug-in goes away for good: closed. */
  drop(): void {
    this.set('closed');
  }

  private set(state: ConnectionState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
