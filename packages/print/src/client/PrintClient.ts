import { LOCAL_HOST, PLUGIN_PATH, PLUGIN_PORT, RECONNECT_POLL_MS, REPLY_TIMEOUT_MS } from '../model/constants';
import { buildRequest, CLIENT_ERRORS, createRequestIds, encodeRequest, parseReply, type Command, type CommandResult } from '../model/protocol';
import { ReplyBook, type Scheduler } from '../model/replies';
import { printCatalogue } from '../i18n/catalogue';

/** The state of the connection to the plug-in. */
export type ConnectionState = 'connecting' | 'open' | 'closed';

/** What the client needs of a WebSocket: the browser's, Node 24's global, or the `ws` package's. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** Opens a socket to `url`. */
export type SocketFactory = (url: string) => SocketLike;

/** Options of {@link PrintClient}; every one has the spec's default. */
export interface PrintClientOptions {
  /** The whole address; default `ws://<host>:<port>/print`. */
  url?: string;
  /** Default 'localhost'. Ignored when `url` is given. */
  host?: string;
  /** Default 6459. Ignored when `url` is given. */
  port?: number;
  /** Opens a socket; default the global `WebSocket` (browsers and Node 24). */
  createSocket?: SocketFactory;
  /** Default 5000 ms; a command with no reply by then gives 'timeout 5s'. */
  replyTimeoutMs?: number;
  /** Default 1000 ms between connection attempts while connecting. */
  reconnectPollMs?: number;
  /** Keep reconnecting after an open connection drops (default true); else the state becomes closed. */
  autoReconnect?: boolean;
  /**
   * Asked when a command is sent while the plug-in is not connected; true reconnects. Default:
   * the browser's `window.confirm` (false where there is none). Pass ui-core's confirm dialog.
   */
  confirmReconnect?: (message: string) => boolean | Promise<boolean>;
  /** The interface language of that question. Default 'zh' (§7: asked in Chinese). */
  language?: () => 'zh' | 'en';
  /** The timers of the reply time-out; default the real ones. */
  scheduler?: Scheduler;
}

/** Options of one {@link PrintClient.send}. */
export interface SendOptions {
  /** Print commands: the job's id, printed once by the plug-in however often it is sent. */
  jobId?: string;
  /**
   * When not connected, ask the user whether to reconnect (default true). False gives
   * 'not connected' at once: for callers that wait for the connection themselves (the queue).
   */
  prompt?: boolean;
}

/** The plug-in's address from host and port. */
export function pluginUrl(host: string = LOCAL_HOST, port: number = PLUGIN_PORT): string {
  return `ws://${host}:${String(port)}${PLUGIN_PATH}`;
}

/** The default address of the local plug-in: ws://localhost:6459/print. */
export const DEFAULT_PLUGIN_URL = pluginUrl();

const OPEN = 1;

/**
 * The client of the local print plug-in (CONTRACT.md §7): JSON commands over a WebSocket, each
 * reply matched to its request by id and awaited up to 5 s ('timeout 5s' after that); a new
 * connection attempt every second while connecting; the connection state observable.
 *
 * @example
 * const printer = new PrintClient({ confirmReconnect: (message) => dialog.confirm(message) });
 * void printer.connect();
 * const weight = await printer.send('getWeight'); // { ok: true, result } | { ok: false, error: 'timeout 5s' }
 */
export class PrintClient {
  /** The address it connects to. */
  readonly url: string;
  private readonly createSocket: SocketFactory;
  private readonly replyTimeoutMs: number;
  private readonly reconnectPollMs: number;
  private readonly autoReconnect: boolean;
  private readonly options: PrintClientOptions;
  private readonly replies: ReplyBook;
  private readonly nextId = createRequestIds();
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private socket: SocketLike | undefined;
  private stateValue: ConnectionState = 'closed';
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  private wanted = false;
  private openWaiters: (() => void)[] = [];
  /** One question at a time: concurrent commands share the user's answer. */
  private asking: Promise<boolean> | undefined;

  /** @param options see {@link PrintClientOptions}; all optional. */
  constructor(options: PrintClientOptions = {}) {
    this.options = options;
    this.url = options.url ?? pluginUrl(options.host, options.port);
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.replyTimeoutMs = options.replyTimeoutMs ?? REPLY_TIMEOUT_MS;
    this.reconnectPollMs = options.reconnectPollMs ?? RECONNECT_POLL_MS;
    this.autoReconnect = options.autoReconnect ?? true;
    this.replies = new ReplyBook(options.scheduler);
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

  /** Resolves when the connection is next open (at once when it is). */
  whenOpen(): Promise<void> {
    if (this.stateValue === 'open') return Promise.resolve();
    return new Promise((resolve) => { this.openWaiters.push(resolve); });
  }

  /** Closes the connection and stops reconnecting; waiting commands give 'disconnected'. */
  close(): void {
    this.wanted = false;
    clearTimeout(this.pollTimer);
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
    this.replies.failAll(CLIENT_ERRORS.disconnected);
    this.setState('closed');
  }

  /**
   * Sends a command and resolves to its result. Never rejects: no reply within the time-out
   * gives `{ ok: false, error: 'timeout 5s' }`, a declined reconnect 'not connected', a dropped
   * connection 'disconnected'; the plug-in's own refusals are passed on as it words them.
   */
  async send<T = unknown>(cmd: Command, data?: unknown, options: SendOptions = {}): Promise<CommandResult<T>> {
    if (this.stateValue !== 'open') {
      if (options.prompt === false || !(await this.askToReconnect())) return { ok: false, error: CLIENT_ERRORS.notConnected };
      if (!(await this.openWithin(this.replyTimeoutMs))) return { ok: false, error: CLIENT_ERRORS.timeout };
    }
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return { ok: false, error: CLIENT_ERRORS.disconnected };
    const request = buildRequest(this.nextId(), cmd, data, options.jobId);
    const reply = this.replies.register(request.id, this.replyTimeoutMs);
    try {
      socket.send(encodeRequest(request));
    } catch {
      this.replies.settle(request.id, { ok: false, error: CLIENT_ERRORS.disconnected });
    }
    return (await reply) as CommandResult<T>;
  }

  private askToReconnect(): Promise<boolean> {
    const message = printCatalogue[this.options.language?.() ?? 'zh'].prompt.reconnect;
    const confirm = this.options.confirmReconnect ?? defaultConfirm;
    this.asking ??= Promise.resolve(confirm(message)).finally(() => { this.asking = undefined; });
    return this.asking;
  }

  private openWithin(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => { resolve(false); }, ms);
      void this.connect().then(() => {
        clearTimeout(timer);
        resolve(true);
      });
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
      // A late reply (its request timed out) or a stranger's id settles nothing.
      if (reply) this.replies.reply(reply);
    };
    // Every failure is followed by a close event, handled there.
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.replies.failAll(CLIENT_ERRORS.disconnected);
      if (this.wanted && (this.autoReconnect || this.stateValue === 'connecting')) this.scheduleAttempt();
      else this.setState('closed');
    };
  }

  private scheduleAttempt(): void {
    this.setState('connecting');
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => { this.attempt(); }, this.reconnectPollMs);
  }
}

function defaultConfirm(message: string): boolean {
  return typeof window !== 'undefined' && typeof window.confirm === 'function' && window.confirm(message);
}
