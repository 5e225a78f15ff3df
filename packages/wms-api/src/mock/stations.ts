import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE_PATH, LANGUAGE_HEADER } from '../model/constants';
import type { StationDoc, StationLine, StationScan } from '../client/stations';

/** Stations whose expected quantities are hidden (blind variants). */
const BLIND = new Set(['blindSingle', 'blindMulti', 'storeBlindCheck', 'count']);

/** The fixture lines of a station document, by document number. */
export const STATION_FIXTURE_LINES: Readonly<Record<string, readonly StationLine[]>> = {
  ASN0001: [
    { lineKey: '1', sku: 'SKU-1001', descr: '保温杯 500ml', barcode: '6901000000011', expected: 5, done: 0 },
    { lineKey: '2', sku: 'SKU-1002', descr: '帆布手提袋', barcode: '6901000000028', expected: 3, done: 0 },
    { lineKey: '3', sku: 'SKU-1003', descr: '不锈钢餐盒', barcode: '6901000000035', expected: 2, done: 0 },
  ],
  SO0001: [
    { lineKey: '1', sku: 'SKU-2001', descr: '蓝牙耳机', barcode: '6902000000010', expected: 2, done: 0, slot: 'A-01' },
    { lineKey: '2', sku: 'SKU-2002', descr: '充电线 1m', barcode: '6902000000027', expected: 1, done: 0, slot: 'A-02' },
  ],
};

/** A document that is settled: every scan on it is refused (the catalogued message). */
export const SETTLED_DOC = 'ASN9999';
export const STATION_MESSAGES = {
  notFound: { zh: '单据不存在', en: 'The document does not exist' },
  settled: { zh: '入库单已结算，不能再扫描', en: 'The receipt is settled and cannot be scanned' },
  wrongItem: { zh: '该商品不在此单据中', en: 'This item is not on the document' },
  over: { zh: '扫描数量超过预期数量', en: 'The scanned quantity exceeds the expected quantity' },
  weight: { zh: '重量必须是有效数字', en: 'The weight must be a valid number' },
  missingKey: { zh: '缺少幂等键', en: 'The Idempotency-Key header is missing' },
} as const;

type Lang = 'zh' | 'en';
const STATUS_NAMES = { open: { zh: '处理中', en: 'In progress' }, settled: { zh: '已结算', en: 'Settled' }, done: { zh: '已完成', en: 'Done' } } as const;
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** A line's item by its number or barcode; a GS1 label's 14-digit GTIN matches the EAN-13 it holds. */
const sameItem = (line: StationLine, code: string): boolean => line.sku === code || line.barcode === code || (/^0\d{13}$/.test(code) && line.barcode === code.slice(1));
const langOf = (request: Request): Lang => (request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'zh');

/**
 * An in-memory station server for stories and tests: open, scan, undo and close of
 * CONTRACT.md's station calls over the fixture documents, honouring Idempotency-Key (a key seen
 * again answers the stored answer and books nothing). `offline: true` answers every call with a
 * network error (for the pending-scans states); `offlineScans: true` only the scan call.
 */
export function createStationHandlers(options: { base?: string; offline?: boolean; offlineScans?: boolean } = {}): HttpHandler[] {
  const base = options.base ?? API_BASE_PATH;
  const docs = new Map<string, StationDoc>();
  const answers = new Map<string, unknown>();
  const booked: { station: string; key: string; code: string }[] = [];

  const docOf = (station: string, code: string, lang: Lang): StationDoc | undefined => {
    const id = `${station}|${code}`;
    const known = docs.get(id);
    if (known) return known;
    const lines = STATION_FIXTURE_LINES[code] ?? (code === SETTLED_DOC ? STATION_FIXTURE_LINES.ASN0001 : undefined);
    if (!lines) return undefined;
    const blind = BLIND.has(station);
    const settled = code === SETTLED_DOC;
    const doc: StationDoc = {
      station, key: code, title: code, status: settled ? '70' : '10', statusName: STATUS_NAMES[settled ? 'settled' : 'open'][lang], blind,
      lines: lines.map((line) => { const copy = { ...line }; if (blind) delete copy.expected; return copy; }),
      totals: blind ? { done: 0 } : { expected: lines.reduce((n, l) => n + (l.expected ?? 0), 0), done: 0 },
      complete: false,
    };
    docs.set(id, doc);
    return doc;
  };
  const ok = (bean: unknown) => HttpResponse.json({ returnCode: '200', returnMgr: 'SUCCESS', bean });
  const refuse = (request: Request, message: keyof typeof STATION_MESSAGES) => HttpResponse.json({ returnCode: '400', returnMgr: STATION_MESSAGES[message][langOf(request)] });

  const idempotent = async (request: Request, work: (body: Record<string, unknown>) => Response) => {
    if (options.offline) return HttpResponse.error();
    const key = request.headers.get('Idempotency-Key');
    if (!key) return refuse(request, 'missingKey');
    const stored = answers.get(key);
    if (stored !== undefined) return HttpResponse.json(stored);
    const body = (await request.json()) as Record<string, unknown>;
    const response = work(body);
    answers.set(key, await response.clone().json());
    return response;
  };
  const recount = (doc: StationDoc) => {
    doc.totals.done = doc.lines.reduce((n, l) => n + l.done, 0);
    doc.complete = !doc.blind && doc.lines.every((l) => l.done >= (l.expected ?? 0));
  };

  return [
    http.post(`${base}/station/:station/open`, ({ request, params }) => idempotent(request, (body) => {
      const doc = docOf(String(params.station), text(body.code), langOf(request));
      return doc ? ok(doc) : refuse(request, 'notFound');
    })),
    http.post(`${base}/station/:station/scan`, ({ request, params }) => (options.offlineScans ? HttpResponse.error() : idempotent(request, (body) => {
      const station = String(params.station);
      const doc = docOf(station, text(body.key), langOf(request));
      if (!doc) return refuse(request, 'notFound');
      if (doc.key === SETTLED_DOC) return refuse(request, 'settled');
      const code = text(body.code);
      const line = doc.lines.find((l) => sameItem(l, code));
      if (!line) return refuse(request, 'wrongItem');
      const qty = typeof body.qty === 'number' ? body.qty : 1;
      const expected = STATION_FIXTURE_LINES[doc.key]?.find((l) => l.lineKey === line.lineKey)?.expected ?? Infinity;
      if (line.done + qty > expected) return refuse(request, 'over');
      line.done += qty;
      if (typeof body.carton === 'string') line.carton = body.carton;
      recount(doc);
      booked.push({ station, key: doc.key, code });
      const answer: StationScan = { doc, line, booked: qty };
      return ok(answer);
    }))),
    http.post(`${base}/station/:station/undo`, ({ request, params }) => idempotent(request, (body) => {
      const doc = docOf(String(params.station), text(body.key), langOf(request));
      if (!doc) return refuse(request, 'notFound');
      const line = doc.lines.find((l) => sameItem(l, text(body.code)));
      if (!line || line.done === 0) return refuse(request, 'wrongItem');
      const qty = typeof body.qty === 'number' ? body.qty : 1;
      line.done = Math.max(0, line.done - qty);
      recount(doc);
      return ok({ doc, line, booked: -qty } satisfies StationScan);
    })),
    http.post(`${base}/station/:station/close`, ({ request, params }) => idempotent(request, (body) => {
      const doc = docOf(String(params.station), text(body.key), langOf(request));
      if (!doc) return refuse(request, 'notFound');
      if (body.weight !== undefined && (typeof body.weight !== 'number' || !Number.isFinite(body.weight) || body.weight <= 0)) return refuse(request, 'weight');
      doc.complete = true;
      doc.statusName = STATUS_NAMES.done[langOf(request)];
      return ok(doc);
    })),
  ];
}
