/**
 * The report service under /birt (CONTRACT.md §1, §9; issue 48): the reports of /app/reportSetting
 * rendered for real, as PDF, so that a document job's browser path is tested end to end.
 *
 * `GET /birt/run?__report=<template>&__format=pdf&documents=<no>,<no>,…` (the BIRT viewer's
 * parameter names) answers `application/pdf`: one page a document (a document whose lines do not
 * fit continues on the next page, LINES_PER_PAGE a page), in the request's language, Chinese set
 * in Debian's Noto Sans CJK. It authenticates as the API does: the session's token in the
 * `Authorization` header (never in the address); none, or an unknown one, is 401. The report must
 * be one of the warehouse's active reports; the documents are read within the session's
 * warehouse and, for a shipper user, its owners. Every query is parameterised.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/database';
import { sessionOf } from './auth';
import { lang, nowText, type ServerContext, type Session } from './context';

export const BIRT_BASE = '/birt';
/** Lines of a document's table on one A4 page. */
export const LINES_PER_PAGE = 30;
/** Documents one request may ask for. */
export const MAX_DOCUMENTS = 500;

/** The CJK font: WMS_REPORT_FONT, else the first of Debian's Noto CJK files that exists. */
const FONT_CANDIDATES = [
  process.env.WMS_REPORT_FONT,
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf',
  '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc',
].filter((p): p is string => typeof p === 'string' && p !== '');
/** The face of the collection that draws Simplified Chinese. */
const FONT_FACE = 'NotoSansCJKsc-Regular';

export function reportFont(): string | undefined {
  return FONT_CANDIDATES.find((p) => existsSync(p));
}

interface ReportRow { reportkey: string; name: string; template: string }
/** One line of a document as the report prints it. */
export interface DocLine { no: string; sku: string; loc: string; lot: string; qty: number }
/** One document of a report: its number, what it is, whose, and its lines. */
export interface ReportDocument { docid: string; kind: 'order' | 'receipt' | 'picklist' | 'waybill' | 'other'; owner: string; lines: DocLine[] }

const TEXT = {
  zh: { document: '单号', printed: '打印时间', warehouse: '仓库', owner: '货主', page: '第 {p} 页', line: '行号', sku: '商品', loc: '库位', lot: '批次', qty: '数量', none: '（无明细）', kinds: { order: '出库单', receipt: '入库单', picklist: '拣货单', waybill: '面单', other: '单据' } },
  en: { document: 'Document', printed: 'Printed', warehouse: 'Warehouse', owner: 'Owner', page: 'Page {p}', line: 'Line', sku: 'SKU', loc: 'Location', lot: 'Lot', qty: 'Qty', none: '(no lines)', kinds: { order: 'Order', receipt: 'Receipt', picklist: 'Pick list', waybill: 'Waybill', other: 'Document' } },
} as const;

function tableExists(db: Db, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

function ownerClause(session: Session, column: string): { sql: string; args: string[] } {
  if (!session.owners) return { sql: '', args: [] };
  if (session.owners.length === 0) return { sql: ' AND 0', args: [] };
  return { sql: ` AND ${column} IN (${session.owners.map(() => '?').join(', ')})`, args: [...session.owners] };
}

/** The document a number names (a wave's pick list or label, an order, a receipt), read in the session's scope. */
export function readDocument(db: Db, session: Session, docid: string): ReportDocument {
  const whse = session.whseid;
  const wave = /^(.+)-PL$/.exec(docid);
  if (wave?.[1] && tableExists(db, 'pickdetail')) {
    const own = ownerClause(session, 'storerkey');
    const lines = db.prepare(`SELECT orderkey AS no, sku, loc, lot, qty FROM pickdetail WHERE whseid = ? AND wavekey = ? AND qty > 0${own.sql} ORDER BY loc, sku`).all(whse, wave[1], ...own.args) as unknown as DocLine[];
    return { docid, kind: 'picklist', owner: '', lines };
  }
  const label = /^.+-LB-(.+)$/.exec(docid);
  const orderkey = label?.[1] ?? docid;
  const ownOrder = ownerClause(session, 'storerkey');
  const order = db.prepare(`SELECT storerkey FROM orders WHERE whseid = ? AND orderkey = ?${ownOrder.sql}`).get(whse, orderkey, ...ownOrder.args) as { storerkey: string } | undefined;
  if (order) {
    const lines = db.prepare(`SELECT orderlinenumber AS no, sku, '' AS loc, '' AS lot, qtyordered AS qty FROM orderdetail WHERE whseid = ? AND orderkey = ? ORDER BY orderlinenumber`).all(whse, orderkey) as unknown as DocLine[];
    return { docid, kind: label ? 'waybill' : 'order', owner: order.storerkey, lines };
  }
  const receipt = db.prepare(`SELECT storerkey FROM receipt WHERE whseid = ? AND receiptkey = ?${ownOrder.sql}`).get(whse, docid, ...ownOrder.args) as { storerkey: string } | undefined;
  if (receipt) {
    const lines = db.prepare(`SELECT receiptlinenumber AS no, sku, toloc AS loc, lot, qtyexpected AS qty FROM receiptdetail WHERE whseid = ? AND receiptkey = ? ORDER BY receiptlinenumber`).all(whse, docid) as unknown as DocLine[];
    return { docid, kind: 'receipt', owner: receipt.storerkey, lines };
  }
  return { docid, kind: 'other', owner: '', lines: [] };
}

/** The pages a document takes: its lines LINES_PER_PAGE a page, at least one. */
export const pagesOf = (doc: Pick<ReportDocument, 'lines'>): number => Math.max(1, Math.ceil(doc.lines.length / LINES_PER_PAGE));

/** Renders a report's documents as one PDF. */
export function renderReport(report: ReportRow, documents: readonly ReportDocument[], options: { language: 'zh' | 'en'; warehouse: string; printedAt: string; font?: string }): Promise<Buffer> {
  const text = TEXT[options.language];
  const pdf = new PDFDocument({ size: 'A4', margin: 40, autoFirstPage: false, info: { Title: `${report.name} (${report.reportkey})`, Creator: 'wms-server /birt' } });
  if (options.font) pdf.registerFont('cjk', options.font, FONT_FACE);
  const face = options.font ? 'cjk' : 'Helvetica';
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => { resolve(Buffer.concat(chunks)); });
    pdf.on('error', reject);
  });
  const columns = [{ key: 'no', x: 40, w: 90 }, { key: 'sku', x: 130, w: 150 }, { key: 'loc', x: 280, w: 100 }, { key: 'lot', x: 380, w: 110 }, { key: 'qty', x: 490, w: 65 }] as const;
  let page = 0;
  for (const doc of documents) {
    const pages = pagesOf(doc);
    for (let p = 0; p < pages; p++) {
      page += 1;
      pdf.addPage();
      pdf.font(face).fontSize(18).text(`${report.name}  ${text.kinds[doc.kind]}`, 40, 40, { lineBreak: false });
      pdf.fontSize(10)
        .text(`${text.document}: ${doc.docid}`, 40, 72, { lineBreak: false })
        .text(`${text.warehouse}: ${options.warehouse}${doc.owner ? `    ${text.owner}: ${doc.owner}` : ''}`, 40, 88, { lineBreak: false })
        .text(`${text.printed}: ${options.printedAt}    ${report.reportkey} / ${report.template}`, 40, 104, { lineBreak: false });
      let y = 132;
      pdf.fontSize(10);
      for (const c of columns) pdf.text(text[c.key === 'no' ? 'line' : c.key], c.x, y, { width: c.w, lineBreak: false });
      pdf.moveTo(40, y + 14).lineTo(555, y + 14).stroke();
      y += 20;
      const slice = doc.lines.slice(p * LINES_PER_PAGE, (p + 1) * LINES_PER_PAGE);
      if (slice.length === 0) pdf.text(text.none, 40, y, { lineBreak: false });
      for (const line of slice) {
        for (const c of columns) pdf.text(String(line[c.key]), c.x, y, { width: c.w, lineBreak: false, ellipsis: true });
        y += 18;
      }
      pdf.fontSize(9).text(`${text.page.replace('{p}', String(page))}    ${doc.docid}`, 40, 800, { lineBreak: false });
    }
  }
  if (page === 0) pdf.addPage();
  pdf.end();
  return done;
}

/** The documents of a request: `documents`, comma or newline separated, each once, in order. */
export function documentList(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

function warehouseName(db: Db, whseid: string, en: boolean): string {
  if (!tableExists(db, 'warehouse')) return whseid;
  const row = db.prepare('SELECT * FROM warehouse WHERE whseid = ?').get(whseid) as Record<string, unknown> | undefined;
  const name = row?.[en ? 'name_en' : 'name'] ?? row?.name;
  return typeof name === 'string' && name ? `${name} (${whseid})` : whseid;
}

/** Registers the report service's routes on the root app (outside the API's prefix). */
export function registerBirt(app: FastifyInstance, ctx: ServerContext): void {
  const font = reportFont();
  app.get(`${BIRT_BASE}/run`, async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
    const s = sessionOf(ctx, request.headers.authorization);
    const language = lang(request) === 'en' ? 'en' : 'zh';
    const problem = (status: number, zh: string, en: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(language === 'en' ? en : zh);
    if (!s) return problem(401, '未登录或登录已过期', 'Not signed in, or the session has expired');
    const q = request.query;
    const template = typeof q.__report === 'string' ? q.__report : '';
    const format = typeof q.__format === 'string' ? q.__format.toLowerCase() : 'pdf';
    if (format !== 'pdf') return problem(400, `不支持的格式 ${format}`, `Format ${format} is not supported (pdf)`);
    const report = ctx.db
      .prepare(`SELECT reportkey, name, template FROM report WHERE whseid = ? AND active = '1' AND (template = ? OR reportkey = ?)`)
      .get(s.whseid, template, template) as ReportRow | undefined;
    if (!report) return problem(404, `没有报表 ${template}`, `No report ${template}`);
    const docs = documentList(q.documents);
    if (docs.length === 0) return problem(400, '没有单据', 'No documents');
    if (docs.length > MAX_DOCUMENTS) return problem(400, `单据过多（最多 ${String(MAX_DOCUMENTS)}）`, `Too many documents (at most ${String(MAX_DOCUMENTS)})`);
    const documents = docs.map((d) => readDocument(ctx.db, s, d));
    const bytes = await renderReport(report, documents, { language, warehouse: warehouseName(ctx.db, s.whseid, language === 'en'), printedAt: nowText(ctx), font });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${report.reportkey}.pdf"`)
      .type('application/pdf')
      .send(bytes);
  });
}
