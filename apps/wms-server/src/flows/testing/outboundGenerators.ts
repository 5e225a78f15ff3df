import fc from 'fast-check';
import { registerGenerators, type Answer, type StepWorld } from './generators';

/**
 * Outbound generators for the property and concurrency tests (issue 15): orders of the working
 * set's items, allocation FIFO/FEFO, unallocation, release, pick with short and over picks, waves,
 * weighing, shipping (also twice) and cancelling, by index into the working set at run time.
 * A ship step also checks that no order of the working set has shipped twice and none more than
 * ordered (it throws otherwise, failing the sequence).
 */

const index = fc.nat({ max: 1000 });
const pickOf = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The working set's orders (ordered). */
export function orderRows(w: StepWorld): { id: number; orderkey: string }[] {
  return w.db.prepare(`SELECT id, orderkey FROM orders WHERE whseid = ? AND notes = 'property-test' ORDER BY id`).all(w.whseid) as { id: number; orderkey: string }[];
}

function pickRows(w: StepWorld): { id: number; qty: number }[] {
  return w.db.prepare(`SELECT p.id, p.qty FROM pickdetail p JOIN orders o ON o.whseid = p.whseid AND o.orderkey = p.orderkey WHERE o.notes = 'property-test' AND p.status IN ('0', '1') ORDER BY p.id`).all() as { id: number; qty: number }[];
}

/** Throws when an order of the working set shipped twice or more than it ordered. */
export function checkShipping(w: StepWorld): void {
  const twice = w.db.prepare(`SELECT s.orderkey FROM shipment s JOIN orders o ON o.whseid = s.whseid AND o.orderkey = s.orderkey WHERE o.notes = 'property-test' GROUP BY s.orderkey HAVING COUNT(*) > 1`).all();
  if (twice.length) throw new Error(`orders shipped twice: ${JSON.stringify(twice)}`);
  const over = w.db.prepare(`SELECT o.orderkey, o.qtyshipped, o.qtyordered FROM orders o WHERE o.notes = 'property-test' AND o.qtyshipped > o.qtyordered`).all();
  if (over.length) throw new Error(`shipped more than ordered: ${JSON.stringify(over)}`);
  const wd = w.db.prepare(`SELECT i.sourcekey, SUM(i.qty) AS q, MAX(o.qtyordered) AS ordered FROM itrn i JOIN orders o ON o.orderkey = i.sourcekey WHERE o.notes = 'property-test' AND i.trantype = 'WD' AND i.sourcetype = 'ORDER' GROUP BY i.sourcekey HAVING SUM(i.qty) > MAX(o.qtyordered)`).all();
  if (wd.length) throw new Error(`withdrawn more than ordered: ${JSON.stringify(wd)}`);
}

/** An order operation; named order<Op> (the inbound generators have their own cancel and release). */
const onOrder = (op: string) => ({
  name: `order${op[0]?.toUpperCase() ?? ''}${op.slice(1)}`,
  arbitrary: index.map((n) => ({
    label: `order${op[0]?.toUpperCase() ?? ''}${op.slice(1)} ${String(n)}`,
    run: async (w: StepWorld): Promise<Answer> => {
      const answer = await w.post(`/orders/op/${op}`, { ids: [pickOf(orderRows(w), n)?.id ?? 999999] });
      if (op === 'ship') checkShipping(w);
      return answer;
    },
  })),
});

registerGenerators(
  {
    name: 'newOrder',
    arbitrary: fc.array(fc.record({ sku: index, qty: fc.integer({ min: 1, max: 15 }) }), { minLength: 1, maxLength: 3 }).map((lines) => ({
      label: `newOrder ${JSON.stringify(lines)}`,
      run: async (w: StepWorld) => {
        const head = await w.post('/orders/insert', { storerkey: w.storerkey, ordertype: '0', orderdate: '2026-06-01 08:00:00', notes: 'property-test' });
        const bean = head.body.bean as { orderkey?: string } | undefined;
        for (const l of lines) {
          if (!bean?.orderkey) break;
          await w.post('/ckddDetail/insert', { orderkey: bean.orderkey, storerkey: w.storerkey, sku: pickOf(w.skus, l.sku) ?? '', qtyordered: l.qty });
        }
        return head;
      },
    })),
  },
  {
    name: 'allocate',
    arbitrary: fc.record({ o: index, lotOrder: fc.constantFrom('FIFO', 'FEFO', 'LIFO') }).map((g) => ({
      label: `allocate ${JSON.stringify(g)}`,
      run: (w: StepWorld) => w.post('/orders/op/allocate', { ids: [pickOf(orderRows(w), g.o)?.id ?? 999999], lotOrder: g.lotOrder }),
    })),
  },
  ...['unallocate', 'release', 'ship', 'cancel'].map(onOrder),
  {
    name: 'pickConfirm',
    arbitrary: fc.record({ p: index, mode: fc.constantFrom('all', 'short', 'over', 'none') }).map((g) => ({
      label: `pickConfirm ${JSON.stringify(g)}`,
      run: (w: StepWorld) => {
        const p = pickOf(pickRows(w), g.p);
        const qty = !p ? undefined : g.mode === 'short' ? Math.floor(p.qty / 2) : g.mode === 'over' ? p.qty + 1 : g.mode === 'none' ? 0 : undefined;
        return w.post('/pick/op/confirm', { ids: [p?.id ?? 999999], ...(qty === undefined ? {} : { qty }) });
      },
    })),
  },
  {
    name: 'weigh',
    arbitrary: fc.record({ o: index, weight: fc.constantFrom('1', '2.5', 'abc', '-1', '') }).map((g) => ({
      label: `weigh ${JSON.stringify(g)}`,
      run: (w: StepWorld) => w.post('/orders/op/weigh', { ids: [pickOf(orderRows(w), g.o)?.id ?? 999999], weight: g.weight }),
    })),
  },
  {
    name: 'waveOrders',
    arbitrary: fc.record({ a: index, b: index }).map((g) => ({
      label: `waveOrders ${JSON.stringify(g)}`,
      run: async (w: StepWorld) => {
        const orders = orderRows(w);
        const ids = [...new Set([pickOf(orders, g.a)?.id ?? 999999, pickOf(orders, g.b)?.id ?? 999999])];
        const created = await w.post('/orders/op/createWave', { ids });
        const wavekey = (created.body.bean as { wavekey?: string } | undefined)?.wavekey;
        if (!wavekey) return created;
        const wave = w.db.prepare('SELECT id FROM wave WHERE wavekey = ?').get(wavekey) as { id: number };
        return w.post('/wavemgmt/op/allocate', { ids: [wave.id] });
      },
    })),
  },
);
