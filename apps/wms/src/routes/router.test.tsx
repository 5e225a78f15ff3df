import { createAppMemoryRouter, createAppRouter, isShellAddress, shellRoutesFor } from './router';
import { preloadShell } from './preload';

/**
 * Issue 50, WebKit's memory: every navigation of react-router that reads `request.signal` (the
 * route discovery of an address the router does not know yet) leaves a signal that follows the
 * navigation's controller, which WebKitGTK keeps, with the page's whole JavaScript realm, for
 * ever. The router is made with the shell's routes when the page opens inside the shell, and
 * takes them in from the login screen on, so that no navigation needs to find them.
 */

/**
 * How often a navigation's `request.signal` is read while `work` runs: react-router makes a
 * Request for every navigation it runs, and the read is what gives its following signal the
 * wrapper that WebKit keeps.
 */
async function signalReadsDuring(work: () => Promise<void>): Promise<number> {
  const native = Object.getOwnPropertyDescriptor(Request.prototype, 'signal');
  if (!native?.get) throw new Error('no Request.prototype.signal getter');
  let reads = 0;
  Object.defineProperty(Request.prototype, 'signal', {
    ...native,
    get(this: Request) {
      reads += 1;
      return native.get?.call(this) as AbortSignal;
    },
  });
  try {
    await work();
  } finally {
    Object.defineProperty(Request.prototype, 'signal', native);
  }
  return reads;
}

const settled = () => new Promise((done) => { setTimeout(done, 0); });
const routePath = (router: ReturnType<typeof createAppRouter>) => {
  const last = router.state.matches[router.state.matches.length - 1];
  return (last?.route.handle as { route?: { path: string } } | undefined)?.route?.path ?? last?.route.path;
};

describe('the router and the shell routes (no route discovery, issue 50)', () => {
  afterEach(() => { window.history.replaceState(null, '', '/'); });

  it('tells the addresses inside the shell from login and registration', () => {
    expect(isShellAddress('/ris-wms/app/asn/list')).toBe(true);
    expect(isShellAddress('/ris-wms/index/home1')).toBe(true);
    expect(isShellAddress('/ris-wms/no/such/screen')).toBe(true);
    expect(isShellAddress('/ris-wms/')).toBe(false);
    expect(isShellAddress('/ris-wms')).toBe(false);
    expect(isShellAddress('/ris-wms/licenseRegister')).toBe(false);
    expect(isShellAddress('/ris-wms/licenseRegister/')).toBe(false);
  });

  it('opened inside the shell, is made with its routes and reads no navigation signal', async () => {
    window.history.replaceState(null, '', '/ris-wms/app/asn/list');
    const inShell = await shellRoutesFor(window.location.pathname);
    expect(inShell).toBeDefined();
    let router: ReturnType<typeof createAppRouter> | undefined;
    const reads = await signalReadsDuring(async () => {
      router = createAppRouter(inShell);
      await settled();
    });
    expect(reads).toBe(0);
    expect(router?.state.initialized).toBe(true);
    expect(router && routePath(router)).toBe('/app/asn/list');
    router?.dispose();
  });

  it('without them (as before), finds them in a navigation that reads its signal', async () => {
    window.history.replaceState(null, '', '/ris-wms/app/asn/list');
    let router: ReturnType<typeof createAppRouter> | undefined;
    const reads = await signalReadsDuring(async () => {
      router = createAppRouter();
      for (let tries = 0; tries < 100 && !router.state.initialized; tries += 1) await settled();
    });
    expect(reads).toBeGreaterThan(0);
    expect(router && routePath(router)).toBe('/app/asn/list');
    router?.dispose();
  });

  it('opened at login, takes the routes in when the login screen asks for them, and goes into the shell reading no navigation signal', async () => {
    expect(await shellRoutesFor('/ris-wms/')).toBeUndefined();
    const router = createAppMemoryRouter(['/']);
    preloadShell();
    for (let tries = 0; tries < 100 && router.routes[0]?.children?.[2]?.children?.length === 1; tries += 1) await settled();
    const reads = await signalReadsDuring(async () => {
      await router.navigate('/app/orders/list');
    });
    expect(reads).toBe(0);
    expect(routePath(router)).toBe('/app/orders/list');
    router.dispose();
  });
});
