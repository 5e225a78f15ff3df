import { PLUGIN_PATH, PLUGIN_PORT, RECONNECT_POLL_MS, REPLY_TIMEOUT_MS, TIMEOUT_RESULT } from '../model/constants';
import { parseReply, PRINT_COMMANDS, type Command, type CommandResult, type Request } from '../model/protocol';
import { printCatalogue } from '../i18n/catalogue';

/** The state of the connection to the plug-in. */
export type ConnectionState = 'connecting' | 'open' | 'closed';

/** What the client needs of a WebSocket: the browser's, Node 24's, or the `ws` package's. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface PrintClientOptions {
  /** Default ws://localhost:6459/print. */
  url?: string;
  /** Opens a socket; default the global WebSocket. */
  createSocket?: SocketFactory;
  /** Default 5000 ms; a command with no reply by then gives 'timeout 5s'. */
  replyTimeoutMs?: number;
  /** Default 1000 ms between connection attempts. */
  reconnectPollMs?: number;
  /** Keep reconnecting after the plug-in goes away (default true). */
  autoReconnect?: boolean;
  /**
   * Asked when a command is sent while the plug-in is not connected. Default: the browser's
   * confirm, with the question in the current language.
   */
  confirmReconnect?: (question: string) => boolean | Promise<boolean>;
  /** The interface language, for that question. Default 'zh'. */
  language?: () => 'zh' | 'en';
}

/** The default address of the local plug-in. */
export const DEFAULT_PLUGIN_URL = `ws://localhost:${String(PLUGIN_PORT)}${PLUGIN_PATH}`;

interface Pending {
  resolve: (result: CommandResult) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The client of the local print plug-in (platform.md §7): JSON commands over a WebSocket, each
 * reply matched to its request by id and awaited up to 5 s ('timeout 5s' after that); polling
 * every second while connecting; the connection state observable.
 *
 * @example
 * const printer = new PrintClient({ confirmReconnect: (q) => dialog.confirm(q) });
 * await printer.connect();
 * const weight = await printer.send('getWeight');
 */
export class PrintClient {
  private readonly url: string;
  private readonly createSocket: SocketFactory;
  private readonly replyTimeoutMs: number;
  private readonly reconnectPollMs: number;
  private readonly autoReconnect: boolean;
  private readonly options: PrintClientOptions;
  private socket: SocketLike | undefined;
  private stateValue: ConnectionState = 'closed';
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private readonly pending = new Map<string, Pending>();
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private wanted = false;
  private nextId = 0;
  private openWaiters: (() => void)[] = [];

  constructor(options: PrintClientOptions = {}) {
    this.options = options;
    this.url = options.url ?? DEFAULT_PLUGIN_URL;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.replyTimeoutMs = options.replyTimeoutMs ?? REPLY_TIMEOUT_MS;
    this.reconnectPollMs = options.reconnectPollMs ?? RECONNECT_POLL_MS;
    this.autoReconnect = options.autoReconnect ?? true;
  }

  /** The current connection state. */
  get state(): ConnectionState {
    return this.stateValue;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Connects, trying every poll interval until the plug-in answers; resolves when open. */
  connect(): Promise<void> {
    this.wanted = true;
    if (this.stateValue === 'open') return Promise.resolve();
    const opened = this.whenOpen();
    if (this.stateValue !== 'connecting') this.attempt();
    return opened;
  }

  /** Resolves when the connection is next open. */
  whenOpen(): Promise<void> {
    if (this.stateValue === 'open') return Promise.resolve();
    return new Promise((resolve) => { this.openWaiters.push(resolve); });
  }

  /** Closes the connection and stops reconnecting. */
  close(): void {
    this.wanted = false;
    clearTimeout(this.pollTimer);
    this.socket?.close();
    this.socket = undefined;
    this.failPending('disconnected');
    this.setState('closed');
  }

  /**
   * Sends a command and resolves to its result. Never rejects: a missing reply gives
   * `{ ok: false, error: 'timeout 5s' }`; a refused reconnect gives 'not connected'.
   */
  async send<T = unknown>(cmd: Command, data?: unknown, options: { jobId?: string } = {}): Promise<CommandResult<T>> {
    if (this.stateValue !== 'open') {
      const question = printCatalogue[this.options.language?.() ?? 'zh'].prompt.reconnect;
      const confirm = this.options.confirmReconnect ?? ((q: string) => typeof window !== 'undefined' && window.confirm(q));
      if (!(await confirm(question))) return { ok: false, error: 'not connected' };
      const opened = await Promise.race([
        this.connect().then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => { resolve(false); }, this.replyTimeoutMs)),
      ]);
      if (!opened) return { ok: false, error: TIMEOUT_RESULT };
    }
    this.nextId += 1;
    const request: Request = { id: `r${String(this.nextId)}`, cmd, data };
    if (PRINT_COMMANDS.includes(cmd)) request.jobId = options.jobId ?? request.id;
    return new Promise<CommandResult<T>>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(request.id);
        resolve({ ok: false, error: TIMEOUT_RESULT });
      }, this.replyTimeoutMs);
      this.pending.set(request.id, { resolve: resolve as (result: CommandResult) => void, timer });
      try {
        this.socket?.send(JSON.stringify(request));
      } catch {
        clearTimeout(timer);
        this.pending.delete(request.id);
        resolve({ ok: false, error: 'disconnected' });
      }
    });
  }

  private setState(state: ConnectionState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    if (state === 'open') {
      const waiters = this.openWaiters;
      this.openWaiters = [];
      for (const resolve of waiters) resolve();
    }
    for (const listener of this.listeners) listener(state);
  }

  private attempt(): void {
    clearTimeout(this.pollTimer);
    if (!this.wanted) return;
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url);
    } catch {
      this.scheduleAttempt();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket === socket) this.setState('open');
    };
    socket.onmessage = (event) => {
      const reply = typeof event.data === 'string' ? parseReply(event.data) : undefined;
      if (!reply) return;
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      clearTimeout(pending.timer);
      this.pending.delete(reply.id);
      pending.resolve(reply.ok ? { ok: true, result: reply.result } : { ok: false, error: reply.error });
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.failPending('disconnected');
      if (this.wanted && (this.autoReconnect || this.stateValue === 'connecting')) this.scheduleAttempt();
      else this.setState('closed');
    };
  }

  private scheduleAttempt(): void {
    this.setState('connecting');
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => { this.attempt(); }, this.reconnectPollMs);
  }

  private failPending(error: string): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ ok: false, error });
      this.pending.delete(id);
    }
  }
}
