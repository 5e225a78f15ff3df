/**
 * WebKitGTK for the e2e flows (issue 36). Playwright cannot drive Debian's WebKitGTK (it needs
 * its own patched WebKit builds, which cannot be downloaded here), so WebKit is driven through
 * WebKitWebDriver (W3C WebDriver classic, under Xvfb) with WebdriverIO's protocol client, behind
 * the part of Playwright's Browser / BrowserContext / Page / Locator API that the flows use. The
 * flows' code and assertions stay the same in every engine.
 *
 * Elements are found by Playwright's own selector engine (its injected script, taken from the
 * installed playwright-core and run in the page), so getByRole, getByLabel, getByText, filter,
 * or, nth mean exactly what they mean in Chromium and Firefox. Actions go through WebDriver:
 * clicks as Element Click, text as Element Send Keys, keys as key actions — real input events
 * of the engine.
 *
 * What WebDriver classic cannot do, and what stands in for it:
 * - page errors and console errors: it has no log events. The WebKit run serves its copy of the
 *   build with one more script, first in index.html (harness.ts, prepareTestApp): it records
 *   uncaught errors, unhandled rejections, console.error and Content-Security-Policy violations
 *   in sessionStorage, and every call of this driver hands them to the page's 'pageerror' and
 *   'console' listeners. (The engine's own log lines — a failed resource load, the refused
 *   WebSocket of the absent print plug-in — are not visible to a page script, so they are not
 *   seen here at all.)
 * - addInitScript runs after each load rather than before the page's scripts.
 * - network emulation (setOffline), request routing and downloads: a call throws, naming what is
 *   missing, and the flows that need them do not run in WebKit (tests/e2e/webkit/).
 * A call of anything else of Playwright's API throws "… is not implemented by the WebKit driver".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { remote } from 'webdriverio';
import { freePort } from '../setup/freePort.ts';
import { WEBKIT_ENV } from '../setup/webkitEnv.ts';

export const WEBKIT_DRIVER = process.env.WMS_WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
/**
 * WMS_WEBKIT_COMPOSITING=off: the browser paints without accelerated compositing (MiniBrowser's
 * `--features=!AcceleratedCompositing`). Here WebKitGTK composits through Mesa's software GL
 * (llvmpipe), which took more than half of the web process's CPU in the guest crawl (66 of 125
 * CPU-s, threads read from /proc, 2026-12-06); painting on the main thread instead, the web
 * process took 84 CPU-s for the same 249 routes against 124-128. Screenshots come out black in
 * that mode, so only what reads the DOM uses it (the crawl: tests/e2e/webkit/crawl.e2e.ts);
 * flows and stories keep Safari's way.
 */
export const WEBKIT_BROWSER = process.env.WMS_WEBKIT_BROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Where the page's error recorder keeps what it saw (webkitErrorRecorder). */
const ERRORS_KEY = 'wms.e2e.errors';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const DEFAULT_TIMEOUT = 30_000;
/** Page-side: takes what the error recorder kept (its JSON, or null) into `kept`. */
const TAKE_ERRORS = `let kept = null; try { kept = sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}); if (kept) sessionStorage.removeItem(${JSON.stringify(ERRORS_KEY)}); } catch (e) { /* no storage: nothing kept */ }`;

/**
 * The script the WebKit run's copy of the build loads first (harness.ts): what Playwright's
 * 'pageerror' and 'console' events report in Chromium and Firefox, recorded by the page itself.
 */
export const webkitErrorRecorder = `(function () {
  var KEY = ${JSON.stringify(ERRORS_KEY)};
  function keep(kind, text) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push({ kind: kind, text: String(text) });
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (ignored) { /* storage full or closed: the error is lost, as a closed console would */ }
  }
  window.addEventListener('error', function (event) {
    keep('pageerror', event.error && event.error.message !== undefined ? event.error.message : event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    keep('pageerror', reason && reason.message !== undefined ? reason.message : String(reason));
  });
  var error = console.error;
  console.error = function () {
    keep('console', Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(this, arguments);
  };
  document.addEventListener('securitypolicyviolation', function (event) {
    keep('console', 'CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI);
  });
})();
`;

/** Playwright's injected script (its selector engine) from the installed playwright-core. */
function injectedScriptSource(): string {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(join(dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const marker = bundle.indexOf('// packages/injected/src/injectedScript.ts');
  const start = bundle.lastIndexOf('\n', marker) + 1;
  const end = bundle.indexOf('\n', marker);
  const line = bundle.slice(start, end);
  const literal = line.slice(line.indexOf("'"), line.lastIndexOf("'") + 1);
  const source = runInNewContext(literal) as unknown;
  if (typeof source !== 'string' || !source.includes('InjectedScript')) throw new Error('playwright-core: its injected script was not found');
  return source;
}

let injectedInstaller: string | undefined;
function installer(): string {
  injectedInstaller ??= `if (!window.__wmsPw) { const module = {}; ${injectedScriptSource()}
    window.__wmsPw = new (module.exports.InjectedScript())(globalThis, { isUnderTest: false, sdkLanguage: 'javascript', frameSeq: 0, testIdAttributeName: 'data-testid', stableRafCount: 1, browserName: 'webkit', shouldPrependErrorPrefix: false, isUtilityWorld: false, customEngines: [] }); }`;
  return injectedInstaller;
}

// Playwright's selector syntax (its locatorUtils): the same strings its Locator builds.
const escapeRegex = (re: RegExp) => String(re).replace(/(^|[^\\])(\\\\)*(["'`])/g, '$1$2\\$3').replace(/>>/g, '\\>\\>');
const textSelector = (text: string | RegExp, exact: boolean) => (typeof text === 'string' ? `${JSON.stringify(text)}${exact ? 's' : 'i'}` : escapeRegex(text));
const attrSelector = (text: string | RegExp, exact: boolean) => (typeof text === 'string' ? `"${text.replace(/\\/g, '\\\\').replace(/["]/g, '\\"')}"${exact ? 's' : 'i'}` : escapeRegex(text));

interface RoleOptions { name?: string | RegExp; exact?: boolean; checked?: boolean; disabled?: boolean; expanded?: boolean; includeHidden?: boolean; level?: number; pressed?: boolean; selected?: boolean }
function roleSelector(role: string, options: RoleOptions = {}): string {
  const props: string[] = [];
  for (const key of ['checked', 'disabled', 'selected', 'expanded', 'includeHidden', 'level'] as const) {
    if (options[key] !== undefined) props.push(`[${key === 'includeHidden' ? 'include-hidden' : key}=${String(options[key])}]`);
  }
  if (options.name !== undefined) props.push(`[name=${attrSelector(options.name, !!options.exact)}]`);
  if (options.pressed !== undefined) props.push(`[pressed=${String(options.pressed)}]`);
  return `internal:role=${role}${props.join('')}`;
}

/** WebDriver's key codes of the keys the flows press (Playwright's names). */
const KEYS: Record<string, string> = {
  Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', Delete: '\uE017', Space: '\uE00D',
  ArrowUp: '\uE013', ArrowDown: '\uE015', ArrowLeft: '\uE012', ArrowRight: '\uE014', Home: '\uE011', End: '\uE010',
  PageUp: '\uE00E', PageDown: '\uE00F', Control: '\uE009', ControlOrMeta: '\uE009', Shift: '\uE008', Alt: '\uE00A', Meta: '\uE03D',
  F1: '\uE031', F2: '\uE032', F3: '\uE033', F4: '\uE034', F5: '\uE035', F6: '\uE036', F7: '\uE037', F8: '\uE038', F9: '\uE039', F10: '\uE03A', F11: '\uE03B', F12: '\uE03C',
};
const keyOf = (name: string) => KEYS[name] ?? (name.length === 1 ? name : undefined);

type Driver = Awaited<ReturnType<typeof remote>>;
/** What WebDriver's Execute Script takes as an argument (JSON, or an element reference). */
type ScriptArg = string | number | boolean | object | null | undefined;
type ElementRef = Record<typeof ELEMENT, string>;
type ErrorListener = (error: { message: string }) => void;
type ConsoleListener = (message: { type: () => string; text: () => string }) => void;

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** Throws for every member of Playwright's API the driver does not have. */
function strict<T extends object>(target: T, what: string): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (typeof key === 'symbol' || key in object || key === 'then' || key === 'toJSON') return Reflect.get(object, key, receiver) as unknown;
      throw new Error(`${what}.${key} is not implemented by the WebKit driver (tests/e2e/webkit.ts)`);
    },
  });
}

class WebKitPage {
  private readonly errorListeners: ErrorListener[] = [];
  private readonly consoleListeners: ConsoleListener[] = [];
  private readonly initScripts: string[] = [];
  readonly keyboard = {
    press: (key: string) => this.pressKeys(key),
    type: async (text: string) => {
      await this.flush();
      await this.driver.performActions([{ type: 'key', id: 'keyboard', actions: Array.from(text).flatMap((c) => [{ type: 'keyDown', value: c }, { type: 'keyUp', value: c }]) }]);
      await this.driver.releaseActions();
    },
  };

  constructor(readonly driver: Driver, private readonly ownContext: WebKitContext) {}

  context(): BrowserContext { return this.ownContext.asPlaywright(); }

  on(event: string, listener: ErrorListener | ConsoleListener): void {
    if (event === 'pageerror') this.errorListeners.push(listener as ErrorListener);
    else if (event === 'console') this.consoleListeners.push(listener as ConsoleListener);
    else throw new Error(`page.on('${event}') is not implemented by the WebKit driver`);
  }

  async addInitScript(script: string | ((arg: unknown) => unknown), arg?: unknown): Promise<void> {
    this.initScripts.push(typeof script === 'function' ? `(${script.toString()})(${JSON.stringify(arg)})` : script);
    await this.afterLoad();
  }

  /** What the page's error recorder kept since the last call, to the listeners. */
  async flush(): Promise<void> {
    const kept = await this.driver.executeScript(`${TAKE_ERRORS} return kept;`, []) as string | null;
    this.deliver(kept);
  }

  /** Errors the recorder kept (its JSON), to the listeners. */
  deliver(kept: string | null): void {
    for (const { kind, text } of JSON.parse(kept ?? '[]') as { kind: string; text: string }[]) {
      if (kind === 'pageerror') for (const listener of this.errorListeners) listener({ message: text });
      else for (const listener of this.consoleListeners) listener({ type: () => 'error', text: () => text });
    }
  }

  private async afterLoad(): Promise<void> {
    for (const script of this.initScripts) await this.driver.executeScript(`try { ${script} } catch (e) { /* as an init script that throws */ }`, []);
  }

  async goto(url: string): Promise<null> {
    await this.flush().catch(() => undefined);
    await this.driver.navigateTo(url);
    await this.afterLoad();
    return null;
  }

  async reload(): Promise<null> {
    await this.flush().catch(() => undefined);
    await this.driver.refresh();
    await this.afterLoad();
    return null;
  }

  async waitForURL(url: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
    const end = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    for (;;) {
      const now = await this.driver.getUrl();
      if (typeof url === 'string' ? now === url : url.test(now)) return;
      if (Date.now() > end) throw new Error(`page.waitForURL: ${String(url)} not reached; at ${now}`);
      await sleep(100);
    }
  }

  async waitForTimeout(ms: number): Promise<void> { await sleep(ms); }

  waitForSelector(selector: string, options: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
    return this.locator(selector).waitFor(options);
  }

  /** Until `fn(arg)` is truthy in the page, asked every 100 ms (WebDriver has no page-side polling). */
  async waitForFunction<A>(fn: (arg: A) => unknown, arg?: A, options: { timeout?: number } = {}): Promise<void> {
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    const end = Date.now() + timeout;
    while (!(await this.evaluate(fn, arg))) {
      if (Date.now() > end) throw new Error(`page.waitForFunction: not true within ${String(timeout)} ms`);
      await sleep(100);
    }
  }

  async evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    const result = await this.driver.executeScript(`return (${fn.toString()})(arguments[0]);`, [arg as ScriptArg]) as R;
    await this.flush();
    return result;
  }

  async screenshot(options: { path?: string } = {}): Promise<Buffer> {
    const png = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (options.path) writeFileSync(options.path, png);
    return png;
  }

  async pressKeys(combo: string): Promise<void> {
    const keys = combo.split('+').map((name) => {
      const key = keyOf(name);
      if (!key) throw new Error(`key ${name} is not known to the WebKit driver`);
      return key;
    });
    await this.driver.performActions([{ type: 'key', id: 'keyboard', actions: [...keys.map((value) => ({ type: 'keyDown', value })), ...keys.reverse().map((value) => ({ type: 'keyUp', value }))] }]);
    await this.driver.releaseActions();
    await this.flush();
  }

  /**
   * One round trip: the elements of a Playwright selector found by Playwright's engine in the
   * page (`els`, the first `el`, the engine `pw`, `arg`), what `body` returns of them, and the
   * errors the page kept meanwhile (to the listeners).
   */
  async run<R>(selector: string, body: string, arg?: unknown): Promise<R> {
    const script = `if (!window.__wmsPw) return { install: true }; const pw = window.__wmsPw; const arg = arguments[1];
      const els = pw.querySelectorAll(pw.parseSelector(arguments[0]), document); const el = els[0];
      const value = (() => { ${body} })(); ${TAKE_ERRORS} return { value, kept };`;
    let answer = await this.driver.executeScript(script, [selector, arg as ScriptArg]) as { install?: boolean; value: R; kept: string | null };
    if (answer.install) {
      await this.driver.executeScript(installer(), []);
      answer = await this.driver.executeScript(script, [selector, arg as ScriptArg]) as { value: R; kept: string | null };
    }
    this.deliver(answer.kept);
    return answer.value;
  }

  /** The elements of a Playwright selector. */
  query(selector: string): Promise<ElementRef[]> { return this.run<ElementRef[]>(selector, 'return els;'); }

  locator(selector: string): Locator { return new WebKitLocator(this, selector).asPlaywright(); }
  getByRole(role: string, options?: RoleOptions): Locator { return new WebKitLocator(this, roleSelector(role, options)).asPlaywright(); }
  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}): Locator { return new WebKitLocator(this, `internal:label=${textSelector(text, !!options.exact)}`).asPlaywright(); }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}): Locator { return new WebKitLocator(this, `internal:text=${textSelector(text, !!options.exact)}`).asPlaywright(); }

  async close(): Promise<void> { await this.ownContext.close(); }

  asPlaywright(): Page { return strict(this, 'page') as unknown as Page; }
}

class WebKitLocator {
  constructor(private readonly page: WebKitPage, readonly selector: string) {}

  private chain(selector: string): Locator { return new WebKitLocator(this.page, `${this.selector} >> ${selector}`).asPlaywright(); }
  locator(selector: string): Locator { return this.chain(selector); }
  getByRole(role: string, options?: RoleOptions): Locator { return this.chain(roleSelector(role, options)); }
  getByLabel(text: string | RegExp, options: { exact?: boolean } = {}): Locator { return this.chain(`internal:label=${textSelector(text, !!options.exact)}`); }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}): Locator { return this.chain(`internal:text=${textSelector(text, !!options.exact)}`); }
  first(): Locator { return this.chain('nth=0'); }
  last(): Locator { return this.chain('nth=-1'); }
  nth(index: number): Locator { return this.chain(`nth=${String(index)}`); }
  filter(options: { hasText?: string | RegExp }): Locator {
    if (options.hasText === undefined) throw new Error('locator.filter: only hasText is implemented by the WebKit driver');
    return this.chain(`internal:has-text=${textSelector(options.hasText, false)}`);
  }
  or(other: Locator): Locator {
    return new WebKitLocator(this.page, `${this.selector} >> internal:or=${JSON.stringify((other as unknown as WebKitLocator).selector)}`).asPlaywright();
  }

  /** Runs a function of the first element in the page (null when there is none). */
  private onFirst<R>(body: string, arg?: unknown): Promise<R | null> {
    return this.page.run<R | null>(this.selector, `if (!el) return null; ${body}`, arg);
  }

  private state(): Promise<{ count: number; visible: boolean }> {
    return this.page.run(this.selector, 'return { count: els.length, visible: !!el && pw.elementState(el, "visible", true).matches };');
  }

  async waitFor(options: { state?: 'attached' | 'detached' | 'visible' | 'hidden'; timeout?: number } = {}): Promise<void> {
    const want = options.state ?? 'visible';
    const end = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    for (;;) {
      const { count, visible } = await this.state();
      if ((want === 'attached' && count > 0) || (want === 'detached' && count === 0) || (want === 'visible' && visible) || (want === 'hidden' && !visible)) return;
      if (Date.now() > end) throw new Error(`locator.waitFor: ${this.selector} not ${want} within ${String(options.timeout ?? DEFAULT_TIMEOUT)} ms`);
      await sleep(100);
    }
  }

  /** The first element once it is visible and enabled, scrolled into view. */
  private async actionable(timeout = DEFAULT_TIMEOUT): Promise<ElementRef> {
    const end = Date.now() + timeout;
    for (;;) {
      const element = await this.page.run<ElementRef | null>(this.selector, 'if (!el || !pw.elementState(el, "visible", true).matches || !pw.elementState(el, "enabled").matches) return null; el.scrollIntoView({ block: "center", inline: "center" }); return el;');
      if (element) return element;
      if (Date.now() > end) throw new Error(`${this.selector}: no visible, enabled element within ${String(timeout)} ms`);
      await sleep(100);
    }
  }

  async click(options: { timeout?: number } = {}): Promise<void> {
    const end = Date.now() + (options.timeout ?? DEFAULT_TIMEOUT);
    for (;;) {
      const element = await this.actionable(Math.max(0, end - Date.now()));
      try {
        await this.page.driver.elementClick(element[ELEMENT]);
        break;
      } catch (error) {
        // Covered by another element, or re-rendered between finding and clicking: as Playwright, try again.
        if (Date.now() > end) throw error;
        await sleep(100);
      }
    }
    await this.page.flush();
  }

  /** Two clicks of the mouse's primary button on the element's centre, in one action sequence. */
  async dblclick(options: { timeout?: number } = {}): Promise<void> {
    const element = await this.actionable(options.timeout);
    const press = [{ type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }];
    await this.page.driver.performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', origin: element, x: 0, y: 0 }, ...press, ...press] }]);
    await this.page.driver.releaseActions();
    await this.page.flush();
  }

  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
    if (!(await this.isChecked())) throw new Error(`${this.selector}: not checked after a click`);
  }

  async isChecked(): Promise<boolean> {
    return (await this.onFirst<boolean>('return pw.elementState(el, "checked").matches;')) ?? false;
  }

  async fill(value: string): Promise<void> {
    const element = await this.actionable();
    // Selected first, so that the typed text replaces what was there (Element Send Keys keeps
    // the selection of a focused field).
    await this.page.driver.executeScript('const el = arguments[0]; el.focus(); if (typeof el.select === "function") el.select();', [element]);
    if (value) await this.page.driver.elementSendKeys(element[ELEMENT], value);
    else await this.page.pressKeys('Delete');
    await this.page.flush();
  }

  async press(key: string): Promise<void> {
    const element = await this.actionable();
    await this.page.driver.executeScript('arguments[0].focus();', [element]);
    await this.page.pressKeys(key);
  }

  async focus(): Promise<void> {
    const element = await this.actionable();
    await this.page.driver.executeScript('arguments[0].focus();', [element]);
  }

  async setInputFiles(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const [element] = await this.page.query(this.selector);
    if (!element) throw new Error(`${this.selector}: no file input`);
    const path = join(mkdtempSync(join(tmpdir(), 'wms-e2e-webkit-file-')), file.name);
    writeFileSync(path, file.buffer);
    await this.page.driver.elementSendKeys(element[ELEMENT], path);
    await this.page.flush();
  }

  async count(): Promise<number> { return this.page.run<number>(this.selector, 'return els.length;'); }
  async isVisible(): Promise<boolean> { return (await this.state()).visible; }
  async allTextContents(): Promise<string[]> { return this.page.run<string[]>(this.selector, 'return els.map((e) => e.textContent || "");'); }


  private async required<R>(body: string, arg?: unknown): Promise<R> {
    await this.waitFor({ state: 'attached' });
    const value = await this.onFirst<R>(body, arg);
    if (value === null) throw new Error(`${this.selector}: gone`);
    return value;
  }
  async textContent(): Promise<string | null> { return this.required<string | null>('return el.textContent;'); }
  async innerText(): Promise<string> { return this.required<string>('return el.innerText;'); }
  async inputValue(): Promise<string> { return this.required<string>('return el.value;'); }
  async getAttribute(name: string): Promise<string | null> {
    await this.waitFor({ state: 'attached' });
    return this.onFirst<string | null>('return el.getAttribute(arg);', name);
  }
  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    return this.onFirst('const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height };');
  }
  async evaluate<R, A>(fn: (element: Element, arg: A) => R, arg?: A): Promise<R> {
    return this.required<R>(`return (${fn.toString()})(el, arg);`, arg);
  }

  asPlaywright(): Locator { return strict(this, 'locator') as unknown as Locator; }
}


/**
 * A browser context: its own WebKitWebDriver (under its own Xvfb) and session, so its own
 * MiniBrowser with its own cookies and storage. One page.
 */
class WebKitContext {
  private page: WebKitPage | undefined;
  private constructor(private readonly driverProcess: ChildProcess, private readonly driver: Driver, private readonly viewport: { width: number; height: number }) {}

  static async open(options: { viewport?: { width: number; height: number } | null } = {}): Promise<WebKitContext> {
    const port = await freePort();
    // Its own process group, so that closing ends xvfb-run, its Xvfb and the driver together.
    const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${String(port)}`], { detached: true, stdio: 'ignore', env: { ...process.env, ...WEBKIT_ENV } });
    // Ended with this process too, when a test that timed out never closed its context.
    process.once('exit', () => { if (child.pid && child.exitCode === null) { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already ended */ } } });
    const end = Date.now() + 30_000;
    let driver: Driver | undefined;
    while (!driver) {
      try {
        driver = await remote({
          hostname: '127.0.0.1', port, path: '/', logLevel: 'silent', connectionRetryCount: 0,
          capabilities: { 'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER, args: ['--automation', ...(process.env.WMS_WEBKIT_COMPOSITING === 'off' ? ['--features=!AcceleratedCompositing'] : [])] } } as WebdriverIO.Capabilities,
        });
      } catch (error) {
        if (Date.now() > end) {
          if (child.pid) process.kill(-child.pid, 'SIGTERM');
          throw error;
        }
        await sleep(250);
      }
    }
    return new WebKitContext(child, driver, options.viewport ?? { width: 1280, height: 720 });
  }

  async newPage(): Promise<Page> {
    if (this.page) throw new Error('the WebKit driver has one page a context');
    this.page = new WebKitPage(this.driver, this);
    // The window sized so that the page's viewport is the one asked for (the window's frame and
    // MiniBrowser's bar taken off).
    await this.driver.setWindowRect(0, 0, this.viewport.width, this.viewport.height);
    const inner = await this.driver.executeScript('return [window.innerWidth, window.innerHeight];', []) as [number, number];
    await this.driver.setWindowRect(0, 0, this.viewport.width * 2 - inner[0], this.viewport.height * 2 - inner[1]);
    return this.page.asPlaywright();
  }

  async addInitScript(script: string | ((arg: unknown) => unknown), arg?: unknown): Promise<void> {
    if (!this.page) throw new Error('context.addInitScript before newPage is not implemented by the WebKit driver');
    await this.page.addInitScript(script, arg);
  }

  setOffline(): Promise<void> { return Promise.reject(new Error('setOffline: WebDriver classic has no network emulation, so WebKit cannot be taken offline here')); }

  async close(): Promise<void> {
    await this.page?.flush().catch(() => undefined);
    await this.driver.deleteSession().catch(() => undefined);
    if (this.driverProcess.pid && this.driverProcess.exitCode === null) {
      try { process.kill(-this.driverProcess.pid, 'SIGTERM'); } catch { /* already ended */ }
    }
  }

  asPlaywright(): BrowserContext { return strict(this, 'context') as unknown as BrowserContext; }
}

class WebKitBrowser {
  private readonly contexts = new Set<WebKitContext>();
  async newContext(options: { viewport?: { width: number; height: number } | null } = {}): Promise<BrowserContext> {
    const context = await WebKitContext.open(options);
    this.contexts.add(context);
    return context.asPlaywright();
  }
  async newPage(): Promise<Page> { return (await this.newContext()).newPage(); }
  async close(): Promise<void> {
    await Promise.all([...this.contexts].map((context) => context.close()));
    this.contexts.clear();
  }
  version(): string { return 'WebKitGTK (WebKitWebDriver)'; }
}

/** WebKitGTK behind Playwright's Browser API (the part the flows use; see the top of this file). */
export function launchWebKit(): Promise<Browser> {
  return Promise.resolve(strict(new WebKitBrowser(), 'browser') as unknown as Browser);
}
