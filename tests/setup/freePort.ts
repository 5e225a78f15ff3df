import { createServer } from 'node:net';

/** A port nobody listens on right now (the e2e harness, the engine scripts, the resilience runner). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => { done(typeof address === 'object' && address ? address.port : 0); });
    });
  });
}
