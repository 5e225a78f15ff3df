import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
// Imports name their .ts files so that Node 24 can run the simulator straight from source
// (`node src/simulator/cli.ts`), for Storybook's dev set-up and the reference server's demo.
import { PLUGIN_PATH } from '../model/constants.ts';
import { isCommand, isPrintCommand, parseRequest, type Reply, type Request } from '../model/protocol.ts';

/** Options of {@link PluginSimulator}. */
export interface SimulatorOptions {
  /** Default 0: any free port (read it from `port` after start; a restart keeps it). */
  port?: number;
  /** Default 127.0.0.1 (loopback only, as the plug-in). */
  host?: string;
  /** Reply latency range in ms, inclusive. Default [5, 40]. */
  latencyMs?: readonly [number, number];
  /** Latency ranges of single commands, over `latencyMs` (a real plug-in prints slower than it weighs). */
  commandLatencyMs?: Partial<Record<string, readonly [number, number]>>;
  /** Share of replies never sent (0..1). Default 0. */
  dropRate?: number;
  /** Seed of the simulator's randomness, so a run can be replayed. */
  seed?: number;
}

/** A received request, as the simulator saw it. */
export type ReceivedRequest = Omit<Request, 'cmd'> & { cmd: string };

/** The printers a typical warehouse PC has. */
const PRINTERS = ['ZDesigner ZT410-300dpi', 'HP LaserJet M404', 'Microsoft Print to PDF'];

/** A tiny seeded generator (LCG), so that latencies and drops replay. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A stand-in for the print plug-in on an operator's PC: a real WebSocket server on `/print`
 * implementing every command with realistic replies, latency, dropped replies, refusals and
 * restarts (stop and start on the same port). Like the plug-in, it prints a given job id once:
 * a job sent again (its acknowledgement was lost) is acknowledged again but not printed again.
 * Node only.
 *
 * @example
 * const plugin = new PluginSimulator({ port: 6459 });
 * await plugin.start();
 * await plugin.restart(500); // down for half a second
 */
export class PluginSimulator {
  /** Every request received, in order. */
  readonly received: ReceivedRequest[] = [];
  /** Job ids printed, in order; each at most once. */
  readonly printed: string[] = [];
  private readonly printedSet = new Set<string>();
  private server: WebSocketServer | undefined;
  private readonly options: SimulatorOptions;
  private readonly random: () => number;
  private portValue: number;
  private latency: readonly [number, number];
  private warehouse = '';
  private recording = false;
  private overlay = '';
  private dropNext = 0;
  private refusals: string[] = [];

  /** @param options see {@link SimulatorOptions}; all optional. */
  constructor(options: SimulatorOptions = {}) {
    this.options = options;
    this.portValue = options.port ?? 0;
    this.latency = options.latencyMs ?? [5, 40];
    this.random = seeded(options.seed ?? 6459);
  }

  /** The port it listens on (after the first start). */
  get port(): number {
    return this.portValue;
  }

  /** The address a client connects to. */
  get url(): string {
    return `ws://${this.host}:${String(this.portValue)}${PLUGIN_PATH}`;
  }

  /** Whether it is listening. */
  get running(): boolean {
    return this.server !== undefined;
  }

  /** How many connections are open now. */
  get connections(): number {
    return this.server?.clients.size ?? 0;
  }

  private get host(): string {
    // The loopback address itself: 'localhost' may resolve to ::1 in one process and 127.0.0.1 in another.
    return this.options.host ?? '127.0.0.1';
  }

  /** Starts listening (on the same port as before, after a stop). */
  async start(): Promise<void> {
    if (this.server) return;
    const server = new WebSocketServer({ host: this.host, port: this.portValue, path: PLUGIN_PATH });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => { resolve(); });
      server.once('error', reject);
    });
    this.portValue = (server.address() as AddressInfo).port;
    server.on('connection', (socket) => { this.serve(socket); });
    this.server = server;
  }

  /** Stops as a crashed or closed plug-in would: every connection is cut, replies under way are lost. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => { server.close(() => { resolve(); }); });
  }

  /** Stops, waits `downMs`, and starts again on the same port. */
  async restart(downMs = 50): Promise<void> {
    await this.stop();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.start();
  }

  /** The next `count` replies are never sent (the request is still carried out). */
  dropReplies(count: number): void {
    this.dropNext += count;
  }

  /** The next `count` print requests are refused with `error`, as by a printer out of paper. */
  refusePrints(count: number, error = 'printer offline'): void {
    for (let i = 0; i < count; i += 1) this.refusals.push(error);
  }

  /** Changes the reply latency range from now on. */
  setLatency(range: readonly [number, number]): void {
    this.latency = range;
  }

  private serve(socket: WebSocket): void {
    socket.on('message', (raw: Buffer) => {
      const request = parseRequest(raw.toString('utf8'));
      if (!request) return;
      this.received.push(request);
      const reply = this.answer(request);
      const [min, max] = this.options.commandLatencyMs?.[request.cmd] ?? this.latency;
      const latency = min + Math.floor(this.random() * (max - min + 1));
      const dropped = this.dropNext > 0 || this.random() < (this.options.dropRate ?? 0);
      if (this.dropNext > 0) this.dropNext -= 1;
      if (dropped) return;
      setTimeout(() => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
      }, latency);
    });
  }

  private answer(request: ReceivedRequest): Reply {
    const { id, cmd, data } = request;
    if (!isCommand(cmd)) return { id, ok: false, error: `unknown command ${cmd}` };
    if (isPrintCommand(cmd)) {
      const refusal = this.refusals.shift();
      if (refusal !== undefined) return { id, ok: false, error: refusal };
      const jobId = request.jobId ?? id;
      const duplicate = this.printedSet.has(jobId);
      if (!duplicate) {
        this.printedSet.add(jobId);
        this.printed.push(jobId);
      }
      return { id, ok: true, result: { jobId, printed: true, duplicate } };
    }
    switch (cmd) {
      case 'setWarehouse':
        this.warehouse = typeof data === 'string' ? data : '';
        return { id, ok: true, result: { warehouse: this.warehouse } };
      case 'getWeight':
        return { id, ok: true, result: { weight: Math.round((0.5 + this.random() * 30) * 100) / 100, unit: 'kg', stable: true } };
      case 'printerList':
        return { id, ok: true, result: [...PRINTERS] };
      case 'config':
        return { id, ok: true, result: { version: '3.2.1', defaultPrinter: PRINTERS[0], printers: [...PRINTERS], warehouse: this.warehouse } };
      case 'preview':
        return { id, ok: true, result: { pages: 1, format: 'png', image: 'data:image/png;base64,iVBORw0KGgo=' } };
      case 'log':
        return { id, ok: true, result: { lines: this.received.slice(-20).map((r) => `${r.id} ${r.cmd}${r.jobId ? ` ${r.jobId}` : ''}`) } };
      case 'cameraTakePicture':
        return { id, ok: true, result: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', takenAt: new Date().toISOString() } };
      case 'startVideo':
        if (this.recording) return { id, ok: false, error: 'a video is already recording' };
        this.recording = true;
        return { id, ok: true, result: { recording: true } };
      case 'endVideo': {
        const was = this.recording;
        this.recording = false;
        return was ? { id, ok: true, result: { recording: false, file: `video-${id}.mp4` } } : { id, ok: false, error: 'no video is recording' };
      }
      case 'setOverlayText':
        this.overlay = typeof data === 'string' ? data : '';
        return { id, ok: true, result: { text: this.overlay } };
    }
  }
}
