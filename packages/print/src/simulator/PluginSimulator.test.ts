/** @jest-environment node */
import { WebSocket } from 'ws';
import { PluginSimulator } from './PluginSimulator';

/** A bare socket: sends frames, collects replies. */
async function open(url: string) {
  const socket = new WebSocket(url);
  const replies: unknown[] = [];
  socket.on('message', (raw: Buffer) => replies.push(JSON.parse(raw.toString()) as unknown));
  await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  return { socket, replies };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until `count` replies are in (a busy machine answers late, never a fixed sleep), then a little longer for any extra one. */
async function repliesOf(replies: unknown[], count: number): Promise<unknown[]> {
  for (let waited = 0; replies.length < count && waited < 10_000; waited += 10) await sleep(10);
  await sleep(30);
  return replies;
}

describe('PluginSimulator', () => {
  it('prints a job id once, acknowledging every copy', async () => {
    const simulator = new PluginSimulator({ latencyMs: [1, 1] });
    await simulator.start();
    const { socket, replies } = await open(simulator.url);
    socket.send(JSON.stringify({ id: 'a', cmd: 'printLabel', data: {}, jobId: 'job-1' }));
    socket.send(JSON.stringify({ id: 'b', cmd: 'printLabel', data: {}, jobId: 'job-1' }));
    expect(await repliesOf(replies, 2)).toEqual([
      { id: 'a', ok: true, result: { jobId: 'job-1', printed: true, duplicate: false } },
      { id: 'b', ok: true, result: { jobId: 'job-1', printed: true, duplicate: true } },
    ]);
    expect(simulator.printed).toEqual(['job-1']);
    socket.close();
    await simulator.stop();
  });

  it('refuses unknown commands and, when told, prints; ignores frames that are not requests', async () => {
    const simulator = new PluginSimulator({ latencyMs: [1, 1] });
    await simulator.start();
    const { socket, replies } = await open(simulator.url);
    simulator.refusePrints(1, 'out of paper');
    socket.send('not json');
    socket.send(JSON.stringify({ id: 'a', cmd: 'format' }));
    socket.send(JSON.stringify({ id: 'b', cmd: 'printPdf', jobId: 'j' }));
    expect(await repliesOf(replies, 2)).toEqual([
      { id: 'a', ok: false, error: 'unknown command format' },
      { id: 'b', ok: false, error: 'out of paper' },
    ]);
    expect(simulator.printed).toEqual([]);
    socket.close();
    await simulator.stop();
  });

  it('restarts on the same port, cutting connections', async () => {
    const simulator = new PluginSimulator();
    await simulator.start();
    const { port } = simulator;
    const { socket } = await open(simulator.url);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await simulator.restart(10);
    await closed;
    expect(simulator.port).toBe(port);
    expect(simulator.running).toBe(true);
    const again = await open(simulator.url);
    expect(simulator.connections).toBe(1);
    again.socket.close();
    await simulator.stop();
    expect(simulator.running).toBe(false);
  });
});
