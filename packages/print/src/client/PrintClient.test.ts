/** @jest-environment node */
// Runs the real client over Node 24's global WebSocket (the browser's API) against the simulator.
import { PluginSimulator } from '../simulator';
import { DEFAULT_PLUGIN_URL, PrintClient, pluginUrl, type ConnectionState, type PrintClientOptions } from './PrintClient';
import { COMMANDS, type Command } from '../model/protocol';
import { RECONNECT_POLL_MS, REPLY_TIMEOUT_MS } from '../model/constants';

let simulator: PluginSimulator;
const clients: PrintClient[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function client(options: PrintClientOptions = {}) {
  const instance = new PrintClient({ url: simulator.url, reconnectPollMs: 50, confirmReconnect: () => true, ...options });
  clients.push(instance);
  return instance;
}

beforeEach(async () => {
  simulator = new PluginSimulator({ latencyMs: [1, 10] });
  await simulator.start();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await simulator.stop();
});

// Asymmetric matchers typed as what they are for the comparison, not `any`.
const anyOf = (type: unknown): unknown => expect.any(type);
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

/** Each command with a payload and the reply the simulator gives it. */
const EXPECTED: Record<Command, [unknown, unknown]> = {
  setWarehouse: ['WH01', { warehouse: 'WH01' }],
  getWeight: [undefined, { weight: anyOf(Number), unit: 'kg', stable: true }],
  printerList: [undefined, expect.arrayContaining(['ZDesigner ZT410-300dpi'])],
  config: [undefined, expect.objectContaining({ version: '3.2.1', defaultPrinter: 'ZDesigner ZT410-300dpi' })],
  printGraphic: [{ image: 'x' }, expect.objectContaining({ printed: true, duplicate: false })],
  printLabel: [{ sku: 'A-1' }, expect.objectContaining({ printed: true, duplicate: false })],
  printPdf: [{ url: 'a.pdf' }, expect.objectContaining({ printed: true, duplicate: false })],
  printUrl: [{ url: 'https://example.test/doc' }, expect.objectContaining({ printed: true, duplicate: false })],
  printReport: [{ report: 'waybill.rptdesign' }, expect.objectContaining({ printed: true, duplicate: false })],
  preview: [{ doc: 1 }, expect.objectContaining({ pages: 1, format: 'png' })],
  log: [undefined, { lines: anyOf(Array) }],
  cameraTakePicture: [undefined, expect.objectContaining({ image: matching(/^data:image\//) })],
  startVideo: [undefined, { recording: true }],
  endVideo: [undefined, { recording: false, file: matching(/\.mp4$/) }],
  setOverlayText: ['ORDER-1', { text: 'ORDER-1' }],
};

describe('PrintClient against the simulator', () => {
  it('defaults to ws://localhost:6459/print, host and port configurable', () => {
    expect(DEFAULT_PLUGIN_URL).toBe('ws://localhost:6459/print');
    expect(new PrintClient({ host: '10.0.0.5', port: 7000 }).url).toBe('ws://10.0.0.5:7000/print');
    expect(pluginUrl('127.0.0.1', simulator.port)).toBe(simulator.url);
  });

  it.each(COMMANDS.filter((c) => c !== 'endVideo'))('%s gets its reply', async (cmd) => {
    const printer = client();
    await printer.connect();
    const [data, result] = EXPECTED[cmd];
    await expect(printer.send(cmd, data)).resolves.toEqual({ ok: true, result });
    expect(simulator.received.at(-1)).toMatchObject({ cmd, ...(data === undefined ? {} : { data }) });
  });

  it('endVideo ends a recording, and is refused when none runs', async () => {
    const printer = client();
    await printer.connect();
    await expect(printer.send('endVideo')).resolves.toEqual({ ok: false, error: 'no video is recording' });
    await printer.send('startVideo');
    await expect(printer.send('endVideo')).resolves.toEqual({ ok: true, result: EXPECTED.endVideo[1] });
  });

  it('matches replies to requests, so concurrent commands never cross', async () => {
    const printer = client();
    await printer.connect();
    // Latencies 1-10 ms: replies come back in another order than the requests went out.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => printer.send('setOverlayText', `text ${String(i)}`)));
    results.forEach((result, i) => { expect(result).toEqual({ ok: true, result: { text: `text ${String(i)}` } }); });
  });

  it("gives 'timeout 5s' when the reply does not come within 5 seconds (real time)", async () => {
    const printer = client();
    expect(REPLY_TIMEOUT_MS).toBe(5000);
    await printer.connect();
    simulator.dropReplies(1);
    const started = Date.now();
    await expect(printer.send('getWeight')).resolves.toEqual({ ok: false, error: 'timeout 5s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4950);
    // The next command is not disturbed by the lost one.
    await expect(printer.send('printerList')).resolves.toMatchObject({ ok: true });
  }, 10_000);

  it('takes a shorter reply time-out when configured, and ignores the late reply', async () => {
    // 600 ms, not less: on a loaded 2-core machine a 5 ms reply can take a few hundred.
    const printer = client({ replyTimeoutMs: 600 });
    await printer.connect();
    simulator.setLatency([1500, 1500]);
    await expect(printer.send('getWeight')).resolves.toEqual({ ok: false, error: 'timeout 5s' });
    simulator.setLatency([1, 5]);
    await sleep(1200); // the late reply arrives, and settles nothing
    await expect(printer.send('setOverlayText', 'next')).resolves.toEqual({ ok: true, result: { text: 'next' } });
  });

  it('reports its state and reconnects after the plug-in restarts, polling while connecting', async () => {
    expect(RECONNECT_POLL_MS).toBe(1000);
    const printer = client();
    const states: ConnectionState[] = [];
    printer.subscribe((s) => states.push(s));
    expect(printer.state).toBe('closed');
    await printer.connect();
    await simulator.stop();
    await sleep(300); // about six attempts at 50 ms, each refused
    expect(printer.state).toBe('connecting');
    await simulator.start();
    await printer.whenOpen();
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
    await expect(printer.send('printerList')).resolves.toMatchObject({ ok: true });
    printer.close();
    expect(printer.state).toBe('closed');
  });

  it("waits for a plug-in that starts later, and fails a command under way with 'disconnected' when it goes", async () => {
    await simulator.stop();
    const printer = client();
    const opened = printer.connect();
    await sleep(120);
    expect(printer.state).toBe('connecting');
    await simulator.start();
    await opened;
    simulator.setLatency([200, 200]);
    const pending = printer.send('getWeight');
    await sleep(20);
    await simulator.stop();
    await expect(pending).resolves.toEqual({ ok: false, error: 'disconnected' });
  });

  it('asks whether to reconnect when not connected, in Chinese by default, and respects no', async () => {
    const asked: string[] = [];
    const declined = client({ confirmReconnect: (q) => { asked.push(q); return Promise.resolve(false); } });
    await expect(declined.send('getWeight')).resolves.toEqual({ ok: false, error: 'not connected' });
    expect(declined.state).toBe('closed');
    const zh = client({ confirmReconnect: (q) => { asked.push(q); return Promise.resolve(true); } });
    await expect(zh.send('getWeight')).resolves.toMatchObject({ ok: true });
    expect(asked).toEqual(['打印插件未连接，是否重新连接？', '打印插件未连接，是否重新连接？']);
  });

  it('asks in English when English is on, once for concurrent commands', async () => {
    const asked: string[] = [];
    const printer = client({ language: () => 'en', confirmReconnect: (q) => { asked.push(q); return Promise.resolve(true); } });
    const results = await Promise.all([printer.send('getWeight'), printer.send('printerList'), printer.send('config')]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(asked).toEqual(['The print plug-in is not connected. Reconnect?']);
  });

  it("gives 'timeout 5s' when the user says reconnect but the plug-in does not come", async () => {
    await simulator.stop();
    const printer = client({ replyTimeoutMs: 200 });
    await expect(printer.send('getWeight')).resolves.toEqual({ ok: false, error: 'timeout 5s' });
    expect(printer.state).toBe('connecting');
  });

  it('does not ask when told not to (the queue waits itself)', async () => {
    const confirm = jest.fn(() => true);
    const printer = client({ confirmReconnect: confirm });
    await expect(printer.send('printPdf', {}, { jobId: 'j1', prompt: false })).resolves.toEqual({ ok: false, error: 'not connected' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
