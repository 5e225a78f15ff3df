/**
 * The XSS corpus (issue 19, point 4): payloads of the OWASP filter-evasion kinds, SVG,
 * javascript: URLs, CSS injection and RTL overrides are stored through the API into the text
 * fields of receipts, then rendered by the list, its cell tooltips, the view drawer and the
 * export in Chromium. Every payload calls `__xssHit(n)` if it ever runs; alerts and CSP
 * violations are counted too. Also: the login redirect accepts only in-app paths, and frame
 * routes only allow-listed origins.
 */
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { logIn, openPage, type Product } from '../e2e/harness.ts';

/** The payload templates; `H` becomes the hit call of payload n. */
const TEMPLATES: readonly string[] = [
  '<script>H</script>',
  '<SCRIPT SRC=javascript:H></SCRIPT>',
  '<img src=x onerror=H>',
  '<IMG SRC="javascript:H">',
  '<IMG SRC=JaVaScRiPt:H>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058H">',
  '<IMG """><SCRIPT>H</SCRIPT>">',
  '<svg onload=H>',
  '<svg><script>H</script></svg>',
  '<svg><animate onbegin=H attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:H"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=H>',
  '"><script>H</script>',
  '\'><script>H</script>',
  '</textarea><script>H</script>',
  '</title><script>H</script>',
  '<body onload=H>',
  '<iframe src="javascript:H"></iframe>',
  '<iframe srcdoc="<script>parent.H</script>"></iframe>',
  '<object data="javascript:H">',
  '<embed src="javascript:H">',
  '<a href="javascript:H">click</a>',
  'javascript:H',
  'JaVaScRiPt:H',
  ' javascript:H',
  'data:text/html,<script>H</script>',
  '<details open ontoggle=H>',
  '<input autofocus onfocus=H>',
  '<select autofocus onfocus=H>',
  '<video><source onerror=H>',
  '<audio src=x onerror=H>',
  '<marquee onstart=H>',
  '<div style="background:url(javascript:H)">x</div>',
  '<div style="width:expression(H)">x</div>',
  '<style>@import "javascript:H";</style>',
  '<style>*{background:url("javascript:H")}</style>',
  '<link rel=stylesheet href="javascript:H">',
  '<base href="javascript:H//">',
  '<meta http-equiv="refresh" content="0;url=javascript:H">',
  '<form><button formaction=javascript:H>x</button></form>',
  '<isindex action=javascript:H type=submit>',
  '{{constructor.constructor(\'H\')()}}',
  '${H}',
  '<img src=`x` onerror=H>',
  '<img/src=x/onerror=H>',
  '<scr<script>ipt>H</scr</script>ipt>',
  '%3Cscript%3EH%3C/script%3E',
  '&lt;script&gt;H&lt;/script&gt;',
  '\u202Egnp.<img src=x onerror=H>',
  '\u202E<script>H</script>\u202C',
  '<img src=x onerror=H>\u200F\u061C',
  '=HYPERLINK("javascript:H","x")',
  '+H',
  '-H',
  '@SUM(1+1)*H',
  '\t=H',
  '\r=H',
];

export interface XssResult {
  payloads: number;
  renderers: number;
  rendered: number;
  executed: number;
  cspViolations: number;
  exportUnsafeCells: number;
  redirectsTried: number;
  redirectsOffsite: number;
  framesTried: number;
  framesShownOutside: number;
}

export const payloadOf = (template: string, n: number): string => template.replaceAll('H', `__xssHit(${String(n)})`);

async function api(product: Product) {
  const base = `${product.origin}/GT_WMS_APP`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', language: 'zh_cn', ...(token ? { Authorization: token } : {}) }, body: JSON.stringify(body) });
    return response;
  };
  const login = (await (await post('/login', { username: 'admin', password: 'admin123' })).json()) as { bean?: { token?: string } };
  const token = login.bean?.token ?? '';
  return { post: (path: string, body: unknown) => post(path, body, token) };
}

export async function runXss(product: Product, log: (line: string) => void = () => {}): Promise<XssResult> {
  const client = await api(product);
  const ids: string[] = [];
  for (const [n, template] of TEMPLATES.entries()) {
    const payload = payloadOf(template, n);
    const answer = (await (await client.post('/asn/insert', {
      storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12',
      externreceiptkey: `XSS${String(n).padStart(3, '0')} ${payload}`.slice(0, 200), door: payload.slice(0, 60), driver: payload.slice(0, 60), notes: payload,
    })).json()) as { returnCode: string; returnMgr?: string; bean?: { id?: string | number } };
    if (answer.returnCode !== '200' || answer.bean?.id === undefined) throw new Error(`payload ${String(n)} was refused: ${answer.returnMgr ?? ''}`);
    ids.push(String(answer.bean.id));
  }

  const context = await product.browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const hits = new Set<number>();
  let dialogs = 0;
  await context.exposeFunction('__xssHit', (n: number) => { hits.add(n); });
  await context.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => { (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`); });
  });
  const { page } = await openPage(context);
  page.on('dialog', (dialog) => { dialogs++; void dialog.dismiss(); });
  let csp = 0;
  const readCsp = async (p: Page) => { csp += await p.evaluate(() => (window as unknown as { __csp?: string[] }).__csp?.length ?? 0).catch(() => 0); };
  await logIn(page, product);
  let rendered = 0;

  // 1. The list, page by page, with each text cell's tooltip hovered.
  await page.goto(product.url('/app/asn/list'));
  await page.locator('[data-screen="list"] [role="grid"] [role="row"]').nth(2).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: '清空搜索条件' }).click();
  await page.getByLabel('外部单号筛选').fill('XSS');
  await page.getByLabel('外部单号筛选').press('Enter');
  await page.waitForFunction((n) => document.body.innerText.includes(`共 ${String(n)} 条`), TEMPLATES.length);
  for (let shown = 0; shown < TEMPLATES.length;) {
    const cells = page.locator('[data-screen="list"] [role="gridcell"]').filter({ hasText: /XSS\d{3}/ });
    const count = await cells.count();
    for (let i = 0; i < count; i++) await cells.nth(i).hover({ timeout: 2000 }).catch(() => undefined);
    rendered += count * 2; // the cell and its tooltip
    shown += count;
    if (count === 0) break;
    const next = page.getByRole('button', { name: /下一页|›/ }).first();
    if (shown >= TEMPLATES.length || !(await next.isEnabled().catch(() => false))) break;
    await next.click();
    await page.waitForTimeout(800);
  }
  await readCsp(page);

  // 2. The view drawer of every payload record (every field, the hidden ones too).
  for (const id of ids) {
    await page.goto(product.url(`/asnDeawer?mode=info&id=${id}`));
    await page.getByRole('dialog').first().waitFor({ timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(150);
    rendered++;
    await readCsp(page);
  }

  // 2b. The receive station: one receipt whose lines carry the payloads as their descriptions,
  // opened at the station (its lines table shows every description).
  const stationAnswer = (await (await client.post('/asn/saveWithLines', {
    header: { storerkey: 'OW001', receipttype: '0', orderdate: '2026-06-10 08:00:00', expectedreceiptdate: '2026-06-12', notes: 'XSS station' },
    lines: TEMPLATES.map((template, n) => ({ sku: 'AP000096', qtyexpected: 1, descr: payloadOf(template, n).slice(0, 180) })),
  })).json()) as { returnCode: string; returnMgr?: string; bean?: { header?: { receiptkey?: string }; lines?: unknown[] } };
  const stationKey = stationAnswer.bean?.header?.receiptkey;
  if (stationAnswer.returnCode !== '200' || !stationKey) throw new Error(`the station receipt was refused: ${stationAnswer.returnMgr ?? ''}`);
  await page.goto(product.url('/app/scanGather'));
  const scanField = page.locator('[data-screen="station"]').getByRole('textbox').first();
  await scanField.waitFor({ timeout: 15_000 });
  await scanField.fill(stationKey);
  await scanField.press('Enter');
  await page.locator('[data-screen="station"] table tbody tr').nth(TEMPLATES.length - 1).waitFor({ timeout: 15_000 }).catch(() => undefined);
  const stationRows = await page.locator('[data-screen="station"] table tbody tr').count();
  rendered += stationRows;
  await page.waitForTimeout(300);
  await readCsp(page);

  // 3. The export: formula-like cells must not reach the spreadsheet as formulas.
  const response = await client.post(`/listConfigExport/asn/asn_list/${encodeURIComponent('入库单')}`, { externreceiptkey: 'XSS' });
  const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array', cellFormula: true });
  let exportUnsafeCells = 0;
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name];
    if (!sheet) continue;
    for (const [address, cell] of Object.entries(sheet)) {
      if (address.startsWith('!')) continue;
      const c = cell as XLSX.CellObject;
      if (c.f !== undefined || (typeof c.v === 'string' && /^[=+\-@\t\r]/.test(c.v))) exportUnsafeCells++;
    }
  }
  rendered += TEMPLATES.length;

  // 4. Open redirects: after login, the app stays on its own origin.
  const redirects = ['//evil.example', 'https://evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '/%2F/evil.example', '/%09/evil.example', 'http:evil.example', '///evil.example', 'data:text/html,x', '/ris-wms/../../evil'];
  let offsite = 0;
  for (const target of redirects) {
    const fresh = await product.browser.newContext();
    const { page: p } = await openPage(fresh);
    p.on('dialog', (dialog) => { dialogs++; void dialog.dismiss(); });
    await p.goto(`${product.url('/')}?redirect=${encodeURIComponent(target)}`);
    await p.getByLabel(/用户名|User name/).fill('admin');
    await p.getByLabel(/密码|Password/).fill('admin123');
    await p.getByRole('button', { name: /^(登录|Log in)$/ }).click();
    await p.waitForTimeout(1500);
    if (new URL(p.url()).origin !== product.origin) offsite++;
    await fresh.close();
  }

  // 5. Frames: only allow-listed origins are shown.
  const frames = ['https://evil.example/', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/', 'http://127.0.0.1.evil.example/', 'blob:https://evil.example/x'];
  let framesShownOutside = 0;
  for (const target of frames) {
    await page.goto(product.url(`/iframe?url=${encodeURIComponent(target)}`));
    await page.waitForTimeout(500);
    const src = await page.locator('iframe').first().getAttribute('src', { timeout: 500 }).catch(() => null);
    if (src !== null) framesShownOutside++;
  }
  await readCsp(page);

  await context.close();
  const result: XssResult = {
    payloads: TEMPLATES.length,
    renderers: 5,
    rendered,
    executed: hits.size + dialogs,
    cspViolations: csp,
    exportUnsafeCells,
    redirectsTried: redirects.length,
    redirectsOffsite: offsite,
    framesTried: frames.length,
    framesShownOutside,
  };
  log(`xss: ${String(result.payloads)} payloads, ${String(rendered)} renderings (list, tooltip, drawer, station, export), ${String(result.executed)} executed, ${String(csp)} CSP violations, ${String(exportUnsafeCells)} unsafe export cells; ${String(offsite)}/${String(redirects.length)} redirects left the app; ${String(framesShownOutside)}/${String(frames.length)} outside frames shown`);
  return result;
}
