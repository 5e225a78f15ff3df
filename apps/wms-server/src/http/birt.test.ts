/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHarness, type Harness } from '../test-utils/harness';
import { LINES_PER_PAGE } from './birt';

let h: Harness;
let admin: string;
let dir: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
  dir = mkdtempSync(join(tmpdir(), 'birt-'));
});
afterAll(async () => {
  if (!process.env.KEEP_BIRT) rmSync(dir, { recursive: true, force: true });
  await h.stop();
});

async function report(query: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await fetch(`${h.server.url}/birt/run?${query}`, { headers: { language: 'zh_cn', ...headers } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', bytes: Buffer.from(await response.arrayBuffer()) };
}

/** pdfinfo's pages and pdftotext's text of a PDF (Debian's poppler-utils: the file as any reader opens it). */
function readPdf(bytes: Buffer, name: string): { pages: number; text: string } {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return { pages, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }) };
}

const orders = (n: number) => (h.server.db.prepare("SELECT orderkey FROM orders WHERE whseid = 'WH01' ORDER BY orderkey LIMIT ?").all(n) as { orderkey: string }[]).map((o) => o.orderkey);
const linesOf = (orderkey: string) => (h.server.db.prepare("SELECT COUNT(*) AS n FROM orderdetail WHERE whseid = 'WH01' AND orderkey = ?").get(orderkey) as { n: number }).n;

describe('/birt: the report service renders the reports as PDF', () => {
  it('answers only a session given in the Authorization header, never one in the address', async () => {
    expect((await report('__report=rpt_pick.rptdesign&documents=X')).status).toBe(401);
    expect((await report(`__report=rpt_pick.rptdesign&documents=X&Authorization=${admin}&token=${admin}`)).status).toBe(401);
    const signedIn = await report('__report=rpt_pick.rptdesign&__format=pdf&documents=X', { Authorization: admin });
    expect(signedIn.status).toBe(200);
    expect(signedIn.type).toBe('application/pdf');
  });

  it('refuses a report the warehouse does not have, and another format', async () => {
    expect((await report('__report=../../etc/passwd&documents=X', { Authorization: admin })).status).toBe(404);
    expect((await report('__report=rpt_pick.rptdesign&__format=html&documents=X', { Authorization: admin })).status).toBe(400);
  });

  it.each([1, 10, 100])('a pick list of %i orders opens, holds every order number and the report name, one page a document', async (count) => {
    const keys = orders(count);
    expect(keys).toHaveLength(count);
    const answer = await report(`__report=rpt_pick.rptdesign&__format=pdf&documents=${keys.join(',')}`, { Authorization: admin });
    expect(answer.status).toBe(200);
    const { pages, text } = readPdf(answer.bytes, `pick-${String(count)}`);
    // A document's lines LINES_PER_PAGE a page, at least one page; counted from the order lines.
    const expected = keys.reduce((sum, k) => sum + Math.max(1, Math.ceil(linesOf(k) / LINES_PER_PAGE)), 0);
    expect(pages).toBe(expected);
    expect(pages).toBeGreaterThanOrEqual(count);
    for (const key of keys) expect(text).toContain(key);
    expect(text).toContain('拣货单');
    expect(text).toContain('出库单');
  });

  it('writes its headings in English when asked, the Chinese names still in Chinese glyphs', async () => {
    const receipt = (h.server.db.prepare("SELECT receiptkey FROM receipt WHERE whseid = 'WH01' ORDER BY receiptkey LIMIT 1").get() as { receiptkey: string }).receiptkey;
    const answer = await report(`__report=RPT_ASN&documents=${receipt}`, { Authorization: admin, language: 'en' });
    const { pages, text } = readPdf(answer.bytes, 'asn-en');
    expect(pages).toBe(1);
    expect(text).toContain(`Document: ${receipt}`);
    expect(text).toContain('入库单');
    expect(text).toContain('Receipt');
  });
});
