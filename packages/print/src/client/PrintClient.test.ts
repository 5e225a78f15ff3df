/** @jest-environment node */
import { WebSocket } from 'ws';
import { PluginSimulator } from '../simulator/PluginSimulator';
import { PrintClient, type SocketLike } from './PrintClient';
import { COMMANDS } from '../model/protocol';

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;
let simulator: PluginSimulator;
const clients: PrintClient[] = [];

function client(options: ConstructorParameters<typeof PrintClient>[0] = {}) {
  const instance = new PrintClient({ url: simulator.url, createSocket, reconnectPollMs: 50, confirmReconnect: () => true, ...options });
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

describe('PrintClient against the simulator', () => {
  it.each(COMMANDS.filter((c) => c !== 'endVideo'))('%s gets its reply', async (cmd) => {
    const printer = client();
    await printer.connect();
    const result = await printer.send(cmd, cmd === 'setWarehouse' ? 'WH01' : { doc: 1 });
    expect(result.ok).toBe(true);
    expect(simulator.received.at(-1)?.cmd).toBe(cmd);
  });

  it('endVideo ends a recording, and is refused when none runs', async () => {
    const printer = client();
    await printer.connect();
    await expect(printer.send('endVideo')).resolves.toEqual({ ok: false, error: 'no video is recording' });
    await printer.send('startVideo');
    await expect(printer.send('endVideo')).resolves.toMatchObject({ ok: true, result: { recording: false } });
  });

  it('matches replies to requests, so concurrent commands never cross', async () => {
    const printer = client();
    await printer.connect();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => printer.send('setOverlayText', `text ${String(i)}`)));
    results.forEach((result, i) => { expect(result).toEqual({ ok: true, result: { text: `text ${String(i)}` } }); });
  });

  it("gives 'timeout 5s' when the reply does not come within 5 seconds", async () => {
    const printer = client();
    await printer.connect();
    simulator.dropReplies(1);
    const started = Date.now();
    await expect(printer.send('getWeight')).resolves.toEqual({ ok: false, error: 'timeout 5s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  }, 10_000);

  it('reports its state and reconnects after the plug-in restarts, polling while connecting', async () => {
    const printer = client();
    const states: string[] = [];
    printer.subscribe((s) => states.push(s));
    await printer.connect();
    await simulator.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer.state).toBe('connecting');
    await simulator.start();
    await printer.whenOpen();
    expect(states).toEqual(['connecting', 'open', 'connecting', 'open']);
    await expect(printer.send('printerList')).resolves.toMatchObject({ ok: true });
  });

  it('asks whether to reconnect when not connected, in the current language, and respects no', async () => {
    const asked: string[] = [];
    const printer = client({ confirmReconnect: (q) => { asked.push(q); return false; }, language: () => 'en' });
    await expect(printer.send('getWeight')).resolves.toEqual({ ok: false, error: 'not connected' });
    expect(asked).toEqual(['The print plug-in is not connected. Reconnect?']);
    const zh = client({ confirmReconnect: (q) => { asked.push(q); return true; } });
    await expect(zh.send('getWeight')).resolves.toMatchObject({ ok: true });
    expect(asked[1]).toBe('打印插件未连接，是否重新连接？');
  });
});
