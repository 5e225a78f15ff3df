import type { Lang } from '../catalogue/messages';
import { transaction } from '../db/database';
import type { ListShape } from './columns';
import { findRow, type WriteContext } from './crud';
import { badInput, refuse } from './errors';
import { str } from './rules';

/** Receipt statuses that refuse scanning: received, finished, verified and settled, cancelled. */
const NO_SCAN = new Set(['2', '3', '4', '9']);
const WAVE_TASK_TYPES = new Set(['WR', 'RPK', 'SR']);

const words = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

function receiptLine(ctx: WriteContext, receiptkey: string, sku: string): { id: number; qtyreceived: number } {
  const line = ctx.db
    .prepare('SELECT id, qtyreceived FROM receiptdetail WHERE whseid = ? AND receiptkey = ? AND sku = ? ORDER BY receiptlinenumber LIMIT 1')
    .get(ctx.scope.whseid, receiptkey, sku) as { id: number; qtyreceived: number } | undefined;
  if (!line) throw refuse('recordNotFound');
  return line;
}

/**
 * Single-piece scan receiving on a receipt (business-areas.md §4): refused on received, finished,
 * verified-and-settled and cancelled receipts; the quantity must be above 0. Books the quantity on
 * the first line of the item, the header's total, the receipt's status (receiving) and a
 * deposit transaction.
 */
export function scanReceipt(ctx: WriteContext, shape: ListShape, input: { id: unknown; sku: string; qty: number; toloc?: string }): Record<string, unknown> {
  if (shape.entity.name !== 'asn') throw badInput('notFound');
  const receipt = findRow(ctx.db, shape, input.id, ctx.scope);
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  if (!(input.qty > 0)) throw refuse('mustBePositive', words(ctx.lang, '扫描数量', 'Scan quantity'));
  const line = receiptLine(ctx, receiptkey, input.sku);
  return transaction(ctx.db, () => {
    ctx.db.prepare(`UPDATE receiptdetail SET qtyreceived = qtyreceived + ?, status = '1', toloc = CASE WHEN ? <> '' THEN ? ELSE toloc END, editwho = ?, editdate = ? WHERE id = ?`).run(input.qty, input.toloc ?? '', input.toloc ?? '', ctx.userid, ctx.now, line.id);
    ctx.db.prepare(`UPDATE receipt SET totalqtyreceived = totalqtyreceived + ?, status = '1', editwho = ?, editdate = ? WHERE id = ?`).run(input.qty, ctx.userid, ctx.now, Number(receipt.id));
    ctx.db
      .prepare(`INSERT INTO itrn (whseid, itrnkey, trantype, storerkey, sku, toloc, qty, sourcetype, sourcekey, addwho, adddate, editwho, editdate) VALUES (?, ?, 'DP', ?, ?, ?, ?, 'RECEIPT', ?, ?, ?, ?, ?)`)
      .run(ctx.scope.whseid, `IT${String(Date.now())}${String(line.id)}`, str(receipt.storerkey), input.sku, input.toloc ?? '', input.qty, receiptkey, ctx.userid, ctx.now, ctx.userid, ctx.now);
    return findRow(ctx.db, shape, receipt.id, ctx.scope);
  });
}

/** Rolls back scanned quantity of an item; a line with nothing scanned cannot be rolled back. */
export function rollbackScan(ctx: WriteContext, shape: ListShape, input: { id: unknown; sku: string; qty: number }): Record<string, unknown> {
  if (shape.entity.name !== 'asn') throw badInput('notFound');
  const receipt = findRow(ctx.db, shape, input.id, ctx.scope);
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  const line = receiptLine(ctx, receiptkey, input.sku);
  if (line.qtyreceived <= 0) throw refuse('scanZeroRollback');
  if (!(input.qty > 0)) throw refuse('mustBePositive', words(ctx.lang, '回退数量', 'Rollback quantity'));
  const qty = Math.min(input.qty, line.qtyreceived);
  return transaction(ctx.db, () => {
    ctx.db.prepare('UPDATE receiptdetail SET qtyreceived = qtyreceived - ?, editwho = ?, editdate = ? WHERE id = ?').run(qty, ctx.userid, ctx.now, line.id);
    ctx.db.prepare('UPDATE receipt SET totalqtyreceived = totalqtyreceived - ?, editwho = ?, editdate = ? WHERE id = ?').run(qty, ctx.userid, ctx.now, Number(receipt.id));
    return findRow(ctx.db, shape, receipt.id, ctx.scope);
  });
}

/**
 * Puts tasks into a wave (business-areas.md §5): wave number and task group required; the tasks
 * must be wave replenishment, replenishment picking or storage replenishment, of one task group.
 */
export function assignWave(ctx: WriteContext, shape: ListShape, input: { ids: readonly unknown[]; wavekey: string; taskgroup: string }): number {
  if (shape.entity.name !== 'task') throw badInput('notFound');
  if (input.ids.length === 0) throw refuse('selectAtLeastOne');
  if (!input.wavekey.trim()) throw refuse('cannotBeEmpty', words(ctx.lang, '波次号', 'Wave no.'));
  if (!input.taskgroup.trim()) throw refuse('cannotBeEmpty', words(ctx.lang, '任务组', 'Task group'));
  const tasks = input.ids.map((id) => findRow(ctx.db, shape, id, ctx.scope));
  if (tasks.some((t) => !WAVE_TASK_TYPES.has(str(t.tasktype)))) throw refuse('waveTaskTypes');
  if (tasks.some((t) => str(t.taskgroup) !== input.taskgroup.trim())) throw refuse('waveSameGroup');
  return transaction(ctx.db, () => {
    for (const t of tasks) ctx.db.prepare('UPDATE taskdetail SET wavekey = ?, editwho = ?, editdate = ? WHERE id = ?').run(input.wavekey.trim(), ctx.userid, ctx.now, Number(t.id));
    return tasks.length;
  });
}
