/**
 * A network that can be cut, for an engine without network emulation (issue 36): WebDriver
 * classic cannot take WebKit offline (tests/e2e/webkit.ts), so its page reaches the server through
 * this TCP link instead, and `cut()` drops every open connection and refuses new ones until
 * `restore()` — to the page, the server is out of reach as it is behind a dead Wi-Fi access point.
 * The browser's own `navigator.onLine` stays true (nothing told it), so what is tested is what the
 * app does when its requests fail, not its offline banner.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface NetworkCut {
  /** The link's origin, `http://127.0.0.1:<port>`: the page's address of the server. */
  origin: string;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

/** A link to the server at `target` (an http origin on this machine). */
export async function networkCut(target: string): Promise<NetworkCut> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let down = false;
  const link = createServer((client) => {
    if (down) { client.destroy(); return; }
    const upstream = connect(Number(port), hostname);
    open.add(client).add(upstream);
    const drop = () => { open.delete(client); open.delete(upstream); client.destroy(); upstream.destroy(); };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => { link.listen(0, '127.0.0.1', resolve); });
  const address = link.address();
  if (!address || typeof address === 'string') throw new Error('the link has no port');
  return {
    origin: `http://127.0.0.1:${String(address.port)}`,
    cut: () => {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore: () => { down = false; },
    close: () => new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      link.close(() => { resolve(); });
    }),
  };
}
