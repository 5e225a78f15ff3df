import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Db } from '../../db/database';

/**
 * The property test's generators (FLOWS.md 'Tests'): each makes random calls of one operation
 * against a running server. Values are chosen by index at run time from the test's own working
 * set (its items, receipts, stock rows), so a generator never needs to know ids in advance, and
 * bad values (0, too much, the lost box, unknown locations) are generated on purpose: a refusal
 * must be catalogued and book nothing. Add a flow's generators with `registerGenerators`.
 */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** What a step can use. */
export interface StepWorld {
  db: Db;
  whseid: string;
  /** The items of the working set (all of one owner). */
  storerkey: string;
  skus: readonly string[];
  /** POST a path of /GT_WMS_APP as the admin with a fresh Idempotency-Key (or the given one). */
  post: (path: string, body: Record<string, unknown>, key?: string) => Promise<Answer>;
  /** Locations the steps pick from (good ones, the lost box, an unknown one). */
  locations: readonly string[];
}

export interface Step {
  label: string;
  run: (world: StepWorld) => Promise<Answer>;
}

export interface Generator {
  name: string;
  arbitrary: fc.Arbitrary<Step>;
}

const GENERATORS: Generator[] = [];

export function registerGenerators(...gens: readonly Generator[]): void {
  GENERATORS.push(...gens);
}

/** Every registered generator (inbound and inventory here; outbound flows add theirs). */
export const generators = (): readonly Generator[] => GENERATORS;

/** A random step of any registered generator. */
export const anyStep = (): fc.Arbitrary<Step> => fc.oneof(...GENERATORS.map((g) => g.arbitrary));

const pickOf = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The working set's stock rows (ordered, so an index picks a row). */
export function stockIds(w: StepWorld): number[] {
  const rows = w.db
    .prepare(`SELECT id FROM lotxlocxid WHERE whseid = ? AND storerkey = ? AND sku IN (${w.skus.map(() => '?').join(', ')}) ORDER BY id`)
    .all(w.whseid, w.storerkey, ...w.skus) as { id: number }[];
  return rows.map((r) => r.id);
}

/** The working set's receipts (ordered). */
export function receiptRows(w: StepWorld): { id: number; receiptkey: string }[] {
  return w.db.prepare(`SELECT id, receiptkey FROM receipt WHERE whseid = ? AND notes = 'property-test' ORDER BY id`).all(w.whseid) as { id: number; receiptkey: string }[];
}

const qty = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, -3, 500));
const index = fc.nat({ max: 1000 });

registerGenerators(
  {
    name: 'newReceipt',
    arbitrary: fc.record({ lines: fc.array(fc.record({ sku: index, qty: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 3 }) }).map(({ lines }) => ({
      label: `newReceipt ${JSON.stringify(lines)}`,
      run: async (w) => {
        const head = await w.post('/asn/insert', { storerkey: w.storerkey, receipttype: '0', orderdate: '2026-06-01', expectedreceiptdate: '2026-06-02', notes: 'property-test' });
        const bean = head.body.bean as { receiptkey?: string } | undefined;
        for (const l of lines) {
          if (!bean?.receiptkey) break;
          await w.post('/receiptdetailQuery/insert', { receiptkey: bean.receiptkey, storerkey: w.storerkey, sku: pickOf(w.skus, l.sku) ?? '', qtyexpected: l.qty });
        }
        return head;
      },
    })),
  },
  {
    name: 'receive',
    arbitrary: fc.record({ r: index, line: fc.integer({ min: 1, max: 4 }), qty, loc: index }).map((g) => ({
      label: `receive ${JSON.stringify(g)}`,
      run: (w) => {
        const receipt = pickOf(receiptRows(w), g.r);
        return w.post('/asn/op/receive', { ids: receipt ? [receipt.id] : [999999], line: String(g.line).padStart(5, '0'), qty: g.qty, toloc: pickOf(w.locations, g.loc) ?? '' });
      },
    })),
  },
  {
    name: 'receiveAll',
    arbitrary: index.map((r) => ({ label: `receiveAll ${String(r)}`, run: (w) => w.post('/asn/op/receiveAll', { ids: [pickOf(receiptRows(w), r)?.id ?? 999999] }) })),
  },
  {
    name: 'scan',
    arbitrary: fc.record({ r: index, sku: index, qty, undo: fc.boolean() }).map((g) => ({
      label: `${g.undo ? 'scanRollback' : 'scan'} ${JSON.stringify(g)}`,
      run: (w) => w.post(g.undo ? '/asn/scanRollback' : '/asn/scan', { id: pickOf(receiptRows(w), g.r)?.id ?? 999999, sku: pickOf(w.skus, g.sku) ?? 'X', qty: g.qty }),
    })),
  },
  ...(['cancel', 'settle', 'reverse', 'putawayTasks'] as const).map((op) => ({
    name: op,
    arbitrary: index.map((r) => ({ label: `${op} ${String(r)}`, run: (w: StepWorld) => w.post(`/asn/op/${op}`, { ids: [pickOf(receiptRows(w), r)?.id ?? 999999] }) })),
  })),
  {
    name: 'putawayConfirm',
    arbitrary: fc.record({ t: index, loc: index, own: fc.boolean() }).map((g) => ({
      label: `putawayConfirm ${JSON.stringify(g)}`,
      run: (w) => {
        const tasks = w.db.prepare(`SELECT t.id FROM taskdetail t JOIN receipt r ON r.receiptkey = t.taskgroup AND r.whseid = t.whseid WHERE t.whseid = ? AND t.tasktype = 'PA' AND r.notes = 'property-test' ORDER BY t.id`).all(w.whseid) as { id: number }[];
        return w.post('/taskdetail/op/putawayConfirm', { ids: [pickOf(tasks, g.t)?.id ?? 999999], ...(g.own ? {} : { toloc: pickOf(w.locations, g.loc) ?? '' }) });
      },
    })),
  },
  {
    name: 'move',
    arbitrary: fc.record({ s: index, qty, loc: index }).map((g) => ({
      label: `move ${JSON.stringify(g)}`,
      run: (w) => w.post('/inventorySearch/op/move', { ids: [pickOf(stockIds(w), g.s) ?? 999999], qty: g.qty, toloc: pickOf(w.locations, g.loc) ?? '' }),
    })),
  },
  {
    name: 'adjust',
    arbitrary: fc.record({ s: index, qty: fc.integer({ min: -15, max: 15 }), reason: fc.constantFrom('DMG', 'CC', 'FOUND', 'NOPE') }).map((g) => ({
      label: `adjust ${JSON.stringify(g)}`,
      run: (w) => w.post('/inventorySearch/op/adjust', { ids: [pickOf(stockIds(w), g.s) ?? 999999], qty: g.qty, reasoncode: g.reason }),
    })),
  },
  {
    name: 'hold',
    arbitrary: fc.record({ s: index, qty: fc.option(qty, { nil: undefined }), code: fc.constantFrom('QA', 'DAMAGE', '质检') }).map((g) => ({
      label: `hold ${JSON.stringify(g)}`,
      run: (w) => w.post('/inventorySearch/op/hold', { ids: [pickOf(stockIds(w), g.s) ?? 999999], holdcode: g.code, reason: 'property test', ...(g.qty === undefined ? {} : { qty: g.qty }) }),
    })),
  },
  {
    name: 'release',
    arbitrary: index.map((n) => ({
      label: `release ${String(n)}`,
      run: (w) => {
        const holds = w.db.prepare(`SELECT id FROM inventoryhold WHERE whseid = ? AND reason = 'property test' ORDER BY id`).all(w.whseid) as { id: number }[];
        return w.post('/inventoryhold/op/release', { ids: [pickOf(holds, n)?.id ?? 999999] });
      },
    })),
  },
  {
    name: 'transferOwner',
    arbitrary: fc.record({ s: index, qty }).map((g) => ({
      label: `transferOwner ${JSON.stringify(g)}`,
      run: (w) => w.post('/inventorySearch/op/transferOwner', { ids: [pickOf(stockIds(w), g.s) ?? 999999], tostorerkey: 'OW002', qty: g.qty }),
    })),
  },
  {
    name: 'replay',
    arbitrary: fc.record({ s: index, qty: fc.integer({ min: 1, max: 3 }) }).map((g) => ({
      label: `replay ${JSON.stringify(g)}`,
      run: async (w) => {
        // The same request twice with one key books once: the second answers the first's answer.
        const key = randomUUID();
        const body = { ids: [pickOf(stockIds(w), g.s) ?? 999999], qty: g.qty, reasoncode: 'FOUND' };
        const first = await w.post('/inventorySearch/op/adjust', body, key);
        const second = await w.post('/inventorySearch/op/adjust', body, key);
        if (JSON.stringify(first.body) !== JSON.stringify(second.body)) throw new Error(`replay answered differently: ${JSON.stringify([first.body, second.body])}`);
        return first;
      },
    })),
  },
);

/** A POST to a station with a fresh key. */
const station = (w: StepWorld, path: string, body: Record<string, unknown>) => w.post(`/station/${path}`, body);

registerGenerators(
  {
    name: 'transferWarehouse',
    arbitrary: fc.record({ s: index, qty }).map((g) => ({
      label: `transferWarehouse ${JSON.stringify(g)}`,
      run: (w) => w.post('/inventorySearch/op/transferWarehouse', { ids: [pickOf(stockIds(w), g.s) ?? 999999], towhseid: 'WH02', toloc: 'A-01-05-1', qty: g.qty }),
    })),
  },
  {
    name: 'countCycle',
    arbitrary: fc.record({ s: index, delta: fc.integer({ min: -5, max: 5 }), approve: fc.boolean() }).map((g) => ({
      label: `countCycle ${JSON.stringify(g)}`,
      run: async (w) => {
        // generate a count of one working-set location, count its first task off by delta, approve or recount
        const stock = pickOf(stockIds(w), g.s);
        const loc = stock === undefined ? 'NOWHERE' : (w.db.prepare('SELECT loc FROM lotxlocxid WHERE id = ?').get(stock) as { loc: string }).loc;
        const generated = await w.post('/ccparenttask/op/generate', { ids: [], loc });
        const cckey = (generated.body.bean as { cckey?: string } | undefined)?.cckey;
        if (!cckey) return generated;
        const task = w.db.prepare(`SELECT id, sysqty FROM cctask WHERE parentkey = ? AND stockid = ?`).get(cckey, stock ?? 0) as { id: number; sysqty: number } | undefined;
        if (!task) return generated;
        const counted = await w.post('/cctaskdetail/op/enterCount', { ids: [task.id], countqty: Math.max(0, task.sysqty + g.delta) });
        if (counted.body.returnCode !== '200') return counted;
        return w.post(`/cctaskdetail/op/${g.approve ? 'approve' : 'recount'}`, { ids: [task.id] });
      },
    })),
  },
  {
    name: 'receiveStation',
    arbitrary: fc.record({ r: index, sku: index, qty: fc.integer({ min: 1, max: 4 }), undo: fc.boolean() }).map((g) => ({
      label: `receiveStation ${JSON.stringify(g)}`,
      run: async (w) => {
        const receipt = pickOf(receiptRows(w), g.r);
        const key = receipt?.receiptkey ?? 'NONE';
        const opened = await station(w, 'receive/open', { code: key });
        if (opened.body.returnCode !== '200') return opened;
        return station(w, `receive/${g.undo ? 'undo' : 'scan'}`, { key, code: pickOf(w.skus, g.sku) ?? 'X', qty: g.qty });
      },
    })),
  },
  {
    name: 'barcodes',
    arbitrary: fc.record({ r: index, n: fc.integer({ min: 1, max: 5 }) }).map((g) => ({
      label: `barcodes ${JSON.stringify(g)}`,
      run: async (w) => {
        const id = pickOf(receiptRows(w), g.r)?.id ?? 999999;
        const linked = await w.post('/asn/op/barcodeLink', { ids: [id], barcode: `PTDN${String(g.n)}` });
        if (linked.body.returnCode !== '200') return linked;
        return w.post('/asn/op/barcodeLabels', { ids: [id] });
      },
    })),
  },
  {
    name: 'serialIn',
    arbitrary: fc.record({ r: index, sku: index, n: fc.integer({ min: 1, max: 40 }) }).map((g) => ({
      label: `serialIn ${JSON.stringify(g)}`,
      run: (w) => w.post('/asn/op/serialIn', { ids: [pickOf(receiptRows(w), g.r)?.id ?? 999999], sku: pickOf(w.skus, g.sku) ?? 'X', serialnumber: `PTSN${String(g.n)}` }),
    })),
  },
);
