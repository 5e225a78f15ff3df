import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressInfo } from 'node:net';
import { PLUGIN_PATH } from '../model/constants';
import { isCommand, PRINT_COMMANDS, type Reply, type Request } from '../model/protocol';

export interface SimulatorOptions {
  /** Default 0: any free port (read it from `port` after start). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Reply latency range in ms. Default [5, 40]. */
  latencyMs?: readonly [number, number];
  /** Share of replies never sent (0..1). Default 0. */
  dropRate?: number;
  /** Seed of the simulator's randomness, so a run can be replayed. */
  seed?: number;
}

/** A tiny seeded generator (LCG). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/**
 * A stand-in for the print plug-in on an operator's PC: a real WebSocket server on `path`
 * implementing every command with realistic replies, latency, dropped replies and restarts.
 * Like the plug-in, it prints a given job id once: a job sent again (its acknowledgement was
 * lost) is acknowledged again but not printed again. Node only.
 */
export class PluginSimulator {
  /** Every request received, in order. */
  readonly received: Request[] = [];
  /** Job ids printed, in order; each at most once. */
  readonly printed: string[] = [];
  private readonly printedSet = new Set<string>();
  private server: WebSocketServer | undefined;
  private readonly options: SimulatorOptions;
  private readonly random: () => number;
  private portValue: number;
  private warehouse = '';
  private recording = false;
  private overlay = '';
  private dropNext = 0;

  constructor(options: SimulatorOptions = {}) {
    this.options = options;
    this.portValue = options.port ?? 0;
    this.random = seeded(options.seed ?? 6459);
  }

  /** The port it listens on (after start). */
  get port(): number {
    return this.portValue;
  }

  /** The address a client connects to. */
  get url(): string {
    return `ws://${this.options.host ?? '127.0.0.1'}:${String(this.portValue)}${PLUGIN_PATH}`;
  }

  /** Starts listening (on the same port as before, after a stop). */
  async start(): Promise<void> {
    const server = new WebSocketServer({ host: this.options.host ?? '127.0.0.1', port: this.portValue, path: PLUGIN_PATH });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', () => { resolve(); });
      server.once('error', reject);
    });
    this.portValue = (server.address() as AddressInfo).port;
    server.on('connection', (socket) => { this.serve(socket); });
    this.server = server;
  }

  /** Stops as a crashed or closed plug-in would: every connection is cut. */
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

  /** The next `count` replies are never sent. */
  dropReplies(count: number): void {
    this.dropNext += count;
  }

  private serve(socket: WebSocket): void {
    socket.on('message', (raw: Buffer) => {
      let request: Request;
      try {
        request = JSON.parse(raw.toString('utf8')) as Request;
      } catch {
        return;
      }
      if (typeof request.id !== 'string') return;
      this.received.push(request);
      const reply = this.answer(request);
      const [min, max] = this.options.latencyMs ?? [5, 40];
      const latency = min + Math.floor(this.random() * (max - min + 1));
      const dropped = this.dropNext > 0 || this.random() < (this.options.dropRate ?? 0);
      if (this.dropNext > 0) this.dropNext -= 1;
      if (dropped) return;
      setTimeout(() => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
      }, latency);
    });
  }

  private answer(request: Request): Reply {
    const { id, cmd, data } = request;
    if (!isCommand(cmd)) return { id, ok: false, error: `unknown command ${String(cmd)}` };
    if (PRINT_COMMANDS.includes(cmd)) {
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
        return { id, ok: true, result: { weight: Math.round((0.5 + this.random() * 30) * 100) / 100, unit: 'kg' } };
      case 'printerList':
        return { id, ok: true, result: ['ZDesigner ZT410-300dpi', 'HP LaserJet M404', 'Microsoft Print to PDF'] };
      case 'config':
        return { id, ok: true, result: { version: '3.2.1', defaultPrinter: 'ZDesigner ZT410-300dpi', warehouse: this.warehouse } };
      case 'preview':
        return { id, ok: true, result: { pages: 1, format: 'png' } };
      case 'log':
        return { id, ok: true, result: { lines: this.received.slice(-20).map((r) => `${r.id} ${r.cmd}`) } };
      case 'cameraTakePicture':
        return { id, ok: true, result: { image: 'data:image/png;base64,iVBORw0KGgo=' } };
      case 'startVideo':
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
      default:
        return { id, ok: false, error: `unhandled command ${cmd}` };
    }
  }
}
