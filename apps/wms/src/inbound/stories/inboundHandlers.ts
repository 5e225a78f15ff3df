/**
 * MSW request handlers answering exactly the calls of the inbound pages, with the shapes and the
 * refusals of apps/wms-server/CONTRACT.md (list envelope, `bean: { done, ... }`, catalogued
 * messages in the request's language), over the fixtures of ./inboundFixtures. One call makes one
 * fresh fixture server: what a story books stays within it. Put them before the app's handlers
 * (createAppHandlers) to render a page inside the shell.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH, DICTIONARY_PATH, LANGUAGE_HEADER } from '@wms/api';
import {
  ALL_BUTTONS, DICTIONARIES, OPERATION_NAMES, PRINT_REPORTS, fixtureBarcodes, fixtureOrders, fixtureReceipts, itemName, serverMessage,
  type FixtureLine, type FixtureReceipt, type Lang, type MessageKey,
} from './inboundFixtures';

type Body = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const langOf = (request: Request): Lang => (request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'zh');

class Refused extends Error {
  constructor(readonly code: string, readonly key: MessageKey, readonly args: string[] = []) {
    super(key);
  }
}

export interface InboundHandlerOptions {
  base?: string;
  /** The buttons the user holds (default: every one of the pages). */
  buttons?: readonly string[];
  /** Every list call is refused with the server's system error. */
  failLists?: boolean;
  /** List calls never answer (the loading state). */
  hang?: boolean;
  /** ASN0000000101 with 60 lines (the largest realistic receipt). */
  manyLines?: boolean;
}

/** The fixture server of the inbound pages. */
export function createInboundHandlers(options: InboundHandlerOptions = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const { receipts, lines } = fixtureReceipts({ manyLines: options.manyLines });
  const barcodes = fixtureBarcodes();
  const orders = fixtureOrders();
  const buttons = options.buttons ?? ALL_BUTTONS;
  const answered = new Map<string, Body>();
  const body = async (request: Request): Promise<Body> => {
    const parsed: unknown = await request.json().catch(() => ({}));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : {};
  };
  const ok = (request: Request, extra: Body = {}) => HttpResponse.json({ returnCode: '200', returnMgr: serverMessage(langOf(request), 'success'), status: 'SUCCESS', ...extra });
  const refusal = (request: Request, error: unknown) => {
    const r = error instanceof Refused ? error : new Refused('500', 'systemError');
    return HttpResponse.json({ returnCode: r.code, returnMgr: serverMessage(langOf(request), r.key, ...r.args), status: 'FAIL' });
  };
  const page = (rows: readonly Body[], params: Body) => {
    const pageNum = Number(params.pageNum ?? 1);
    const pageSize = Number(params.pageSize ?? 20);
    return { page: { list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), pageNum, pageSize, total: rows.length } };
  };
  const withNames = (lang: Lang) => (l: FixtureLine) => ({ ...l, descr: itemName(l.sku, lang) });
  const statusName = (lang: Lang, dict: string, code: string) => DICTIONARIES[dict]?.[lang].find((o) => o.code === code)?.description ?? code;
  const receiptById = (id: unknown) => {
    const r = receipts.find((x) => String(x.id) === text(id));
    if (!r) throw new Refused('404', 'recordNotFound');
    return r;
  };
  const refresh = (r: FixtureReceipt) => {
    const mine = lines.filter((l) => l.receiptkey === r.receiptkey);
    r.totalqtyreceived = mine.reduce((n, l) => n + l.qtyreceived, 0);
    r.totalqtyexpected = mine.reduce((n, l) => n + l.qtyexpected, 0);
    r.status = r.totalqtyreceived <= 0 ? '0' : mine.every((l) => l.qtyreceived >= l.qtyexpected) ? '2' : '1';
  };
  const forbids = (lang: Lang, r: FixtureReceipt, from: readonly string[], op: string) => {
    if (!from.includes(r.status)) throw new Refused('500', 'opStatusForbids', [r.receiptkey, statusName(lang, 'asn_status', r.status), OPERATION_NAMES[op]?.[lang] ?? op]);
  };
  const receiveLine = (r: FixtureReceipt, l: FixtureLine, qty: number, toloc?: string) => {
    if (l.qtyreceived + qty > l.qtyexpected) throw new Refused('500', 'overReceipt', [l.sku, String(l.qtyexpected)]);
    if (toloc && !/^(RCV|A|B)-/.test(toloc)) throw new Refused('500', 'locationNotFound');
    l.qtyreceived += qty;
    l.status = l.qtyreceived >= l.qtyexpected ? '2' : '1';
    l.lot ||= `L${r.receiptkey}${l.receiptlinenumber}`;
    l.toloc = toloc || l.toloc || 'RCV-01';
    refresh(r);
  };
  const returnRows = (lang: Lang, orderkey: string) => {
    const order = orders.orders.find((o) => o.orderkey === orderkey);
    if (!order) throw new Refused('404', 'stationDocNotFound', [orderkey]);
    if (order.status !== '5') throw new Refused('500', 'opStatusForbids', [orderkey, statusName(lang, 'order_status', order.status), OPERATION_NAMES.returnAdvance?.[lang] ?? '']);
    const returns = receipts.filter((r) => r.receipttype === '1' && r.externreceiptkey === orderkey && r.status !== '9');
    const open = returns.find((r) => r.status === '0');
    return orders.lines.filter((l) => l.orderkey === orderkey).map((l) => {
      const mine = lines.filter((x) => x.sku === l.sku && returns.some((r) => r.receiptkey === x.receiptkey));
      const openLine = open ? mine.find((x) => x.receiptkey === open.receiptkey) : undefined;
      return {
        ...l, descr: itemName(l.sku, lang), qtyadvised: mine.reduce((n, x) => n + x.qtyexpected, 0), qtyopen: openLine?.qtyexpected ?? 0,
        qtyreturned: mine.reduce((n, x) => n + x.qtyreceived, 0), receiptkey: open?.receiptkey ?? '', returnreason: text(openLine?.returnreason),
      };
    });
  };

  /** The operations of the pages: state changes and refusals as the reference server makes them. */
  const operations: Record<string, (lang: Lang, input: Body) => Body> = {
    'asn/receive': (lang, input) => {
      const r = receiptById((input.ids as unknown[])[0]);
      forbids(lang, r, ['0', '1'], 'receive');
      const l = lines.find((x) => x.receiptkey === r.receiptkey && x.receiptlinenumber === text(input.line));
      if (!l) throw new Refused('404', 'recordNotFound');
      receiveLine(r, l, Number(input.qty), text(input.toloc));
      for (const field of ['toid', 'lottable02', 'lottable04', 'lottable05']) if (text(input[field])) l[field] = text(input[field]);
      return { received: Number(input.qty) };
    },
    'asn/receiveAll': (lang, input) => {
      const r = receiptById((input.ids as unknown[])[0]);
      forbids(lang, r, ['0', '1'], 'receiveAll');
      let received = 0;
      for (const l of lines.filter((x) => x.receiptkey === r.receiptkey)) {
        const rest = l.qtyexpected - l.qtyreceived;
        if (rest > 0) { receiveLine(r, l, rest); received += rest; }
      }
      return { received };
    },
    'asn/barcodeLink': (lang, input) => {
      const r = receiptById((input.ids as unknown[])[0]);
      forbids(lang, r, ['0', '1', '2', '3'], 'barcodeLink');
      const barcode = text(input.barcode).trim();
      if (!/^[A-Za-z0-9_]+$/.test(barcode)) throw new Refused('500', 'codeNoChinese', [lang === 'en' ? 'Delivery-note barcode' : '送货单条码']);
      const taken = barcodes.find((b) => b.barcode === barcode);
      if (taken && taken.receiptkey !== r.receiptkey) throw new Refused('500', 'barcodeTaken', [barcode, taken.receiptkey]);
      if (!taken) barcodes.unshift({ barcode, receiptkey: r.receiptkey, addwho: 'admin', adddate: '2026-06-15 10:05:00' });
      return { barcode, receiptkey: r.receiptkey };
    },
    'asn/barcodeLabels': (lang, input) => {
      const labels = (input.ids as unknown[]).flatMap((id) => {
        const r = receiptById(id);
        forbids(lang, r, ['0', '1', '2'], 'barcodeLabels');
        return lines.filter((l) => l.receiptkey === r.receiptkey && l.qtyexpected > l.qtyreceived).map((l) => ({
          receiptkey: r.receiptkey, line: l.receiptlinenumber, storerkey: text(l.storerkey), sku: l.sku, descr: itemName(l.sku, lang), qty: l.qtyexpected - l.qtyreceived,
          lot: text(l.lot), barcode: l.sku, copies: input.perUnit === '1' ? l.qtyexpected - l.qtyreceived : 1,
        }));
      });
      return { labels };
    },
    'asn/reverse': (lang, input) => {
      const r = receiptById((input.ids as unknown[])[0]);
      forbids(lang, r, ['1', '2', '3'], 'reverse');
      if (r.moved) throw new Refused('500', 'reversalMoved', [r.receiptkey]);
      const reversed = r.totalqtyreceived;
      for (const l of lines.filter((x) => x.receiptkey === r.receiptkey)) Object.assign(l, { qtyreceived: 0, status: '0' });
      refresh(r);
      return { reversed };
    },
    'receiptdetailQuery/qcPass': (lang, input) => { qc(lang, input, '1'); return {}; },
    'receiptdetailQuery/qcFail': (lang, input) => { qc(lang, input, '2'); return {}; },
    'receiptreversal/returnAdvance': (lang, input) => {
      const orderkey = text(input.orderkey);
      const sku = text(input.sku);
      const qty = Number(input.qty);
      const item = returnRows(lang, orderkey).find((l) => l.sku === sku);
      if (!item) throw new Refused('500', 'systemError');
      if (qty + item.qtyadvised - item.qtyopen > item.qtyshipped) throw new Refused('500', 'returnOverShipped', [sku, String(item.qtyshipped)]);
      let open = receipts.find((r) => r.receipttype === '1' && r.externreceiptkey === orderkey && r.status === '0');
      if (!open) {
        if (qty === 0) return { receiptkey: '', qty: 0, lines: 0 };
        const made: FixtureReceipt = { ...receipts[0], id: 200 + receipts.length, receiptkey: `ASN0000000${String(200 + receipts.length)}`, receipttype: '1', externreceiptkey: orderkey, storerkey: item.storerkey, status: '0', receiptdate: '' };
        receipts.push(made);
        open = made;
      }
      const key = open.receiptkey;
      const existing = lines.find((l) => l.receiptkey === key && l.sku === sku);
      if (existing && qty === 0) lines.splice(lines.indexOf(existing), 1);
      else if (existing) Object.assign(existing, { qtyexpected: qty, returnreason: text(input.returnreason) });
      else if (qty > 0) lines.push({ id: 3000 + lines.length, receiptkey: key, receiptlinenumber: String(lines.filter((l) => l.receiptkey === key).length + 1).padStart(5, '0'), storerkey: item.storerkey, sku, descr: '', status: '0', qtyexpected: qty, qtyreceived: 0, returnreason: text(input.returnreason) });
      refresh(open);
      return { receiptkey: key, qty, lines: lines.filter((l) => l.receiptkey === key).length };
    },
  };
  function qc(lang: Lang, input: Body, to: string) {
    for (const id of input.ids as unknown[]) {
      const l = lines.find((x) => String(x.id) === text(id));
      if (!l) throw new Refused('404', 'recordNotFound');
      if (l.qcstatus !== '0') throw new Refused('500', 'opStatusForbids', [l.receiptkey, statusName(lang, 'qc_status', text(l.qcstatus)), OPERATION_NAMES[to === '1' ? 'qcPass' : 'qcFail']?.[lang] ?? '']);
      Object.assign(l, { qcstatus: to, qcqty: l.qtyreceived, disposition: text(input.disposition) });
    }
  }

  const listCall = (path: string, rows: (lang: Lang, params: Body) => Body[]) =>
    http.post(`${base}${path}`, async ({ request }) => {
      if (options.hang) await delay('infinite');
      if (options.failLists) return refusal(request, new Refused('500', 'systemError'));
      const params = await body(request);
      try { return ok(request, page(rows(langOf(request), params), params)); } catch (error) { return refusal(request, error); }
    });
  const contains = (value: unknown, wanted: unknown) => !text(wanted) || text(value).toUpperCase().includes(text(wanted).toUpperCase());

  return [
    http.post(`${base}/permission/buttons`, ({ request }) => ok(request, { bean: [{ name: 'inbound', nodeList: [...buttons] }] })),
    http.post(`${base}${DICTIONARY_PATH}`, async ({ request }) => {
      const parsed: unknown = await request.json().catch(() => []);
      const codes = Array.isArray(parsed) ? parsed.map(text) : [];
      return ok(request, { bean: Object.fromEntries(codes.map((code) => [code, DICTIONARIES[code]?.[langOf(request)] ?? []])) });
    }),
    http.post(`${base}/print/reports`, ({ request }) => ok(request, { bean: PRINT_REPORTS[langOf(request)] })),
    listCall('/asn/list/:page', (_lang, p) => receipts
      .filter((r) => contains(r.receiptkey, p.receiptkey) && contains(r.externreceiptkey, p.externreceiptkey) && (!text(p.statusstr) || text(p.statusstr).split(',').includes(r.status)))
      .sort((a, b) => text(b.adddate).localeCompare(text(a.adddate)))),
    listCall('/receiptdetailQuery/list/:page', (lang, p) => lines.filter((l) => contains(l.receiptkey, p.receiptkey)).map(withNames(lang))),
    listCall('/receiptreversal/list/:page', (_lang, p) => receipts.filter((r) => r.receipttype === '1' && contains(r.externreceiptkey, p.externreceiptkey))),
    listCall('/asn/barcodes/:page', (_lang, p) => {
      const r = receipts.find((x) => x.receiptkey === text(p.receiptkey));
      if (!r) throw new Refused('404', 'recordNotFound');
      return barcodes.filter((b) => b.receiptkey === r.receiptkey).map((b, i) => ({ id: i + 1, ...b }));
    }),
    listCall('/returnAdvance/lines/:page', (lang, p) => returnRows(lang, text(p.orderkey))),
    http.post(`${base}/:menu/op/:operation`, async ({ request, params }) => {
      const name = `${text(params.menu)}/${text(params.operation)}`;
      const run = operations[name];
      if (!run) return HttpResponse.json({ returnCode: '404', returnMgr: `no fixture operation ${name}` }, { status: 404 });
      const key = request.headers.get('Idempotency-Key');
      if (!key) return HttpResponse.json({ returnCode: '400', returnMgr: 'Idempotency-Key' }, { status: 400 });
      if (!buttons.includes(name.replace('/', ':'))) return refusal(request, new Refused('403', 'noAccess'));
      // A key seen before answers its stored answer and books nothing (a refusal stores nothing).
      const seen = answered.get(key);
      if (seen) return ok(request, { bean: seen });
      const input = await body(request);
      try {
        const bean = { done: Array.isArray(input.ids) ? input.ids.length : 0, ...run(langOf(request), input) };
        answered.set(key, bean);
        return ok(request, { bean });
      } catch (error) {
        return refusal(request, error);
      }
    }),
  ];
}
