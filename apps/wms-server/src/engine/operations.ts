import type { Lang } from '../catalogue/messages';
import { transaction } from '../db/database';
import type { ListShape } from './columns';
import { findRow, type WriteContext } from './crud';
import { badInput, refuse } from './errors';
import { str } from './rules';
import { findLine, receiptLines, receiveQty, unreceiveQty } from '../flows/receipt';

/** Receipt statuses that refuse scanning: received, finished, verified and settled, cancelled. */
const NO_SCAN = new Set(['2', '3', '4', '9']);

const WAVE_TASK_TYPES = new Set(['WR', 'RPK', 'SR']);

const words = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

function flowContext(ctx: WriteContext) {
  return { ...ctx, booking: (sourcetype: string, sourcekey: string) => ({ db: ctx.db, userid: ctx.userid, now: ctx.now, sourcetype, sourcekey }) };
}

/**
 * Single-piece scan receiving on a receipt (business-areas.md §4), through the ledger: refused on
 * received, finished, verified-and-settled and cancelled receipts; the quantity must be above 0.
 * Books a deposit of the item's first line with room (its lot, to-location and LPN).
 */
export function scanReceipt(ctx: WriteContext, shape: ListShape, input: { id: unknown; sku: string; qty: number; toloc?: string }): Record<string, unknown> {
  if (shape.entity.name !== 'asn') throw badInput('notFound');
  const receipt = findRow(ctx.db, shape, input.id, ctx.scope);
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  if (!(input.qty > 0)) throw refuse('mustBePositive', words(ctx.lang, '扫描数量', 'Scan quantity'));
  const fctx = flowContext(ctx);
  return transaction(ctx.db, () => {
    const line = findLine(fctx, receiptkey, { sku: input.sku });
    receiveQty(fctx, receipt, line, { qty: input.qty, ...(input.toloc ? { toloc: input.toloc } : {}) });
    return findRow(ctx.db, shape, receipt.id, ctx.scope);
  });
}

/** Rolls back scanned quantity of an item through the ledger; a line with nothing scanned cannot be rolled back. */
export function rollbackScan(ctx: WriteContext, shape: ListShape, input: { id: unknown; sku: string; qty: number }): Record<string, unknown> {
  if (shape.entity.name !== 'asn') throw badInput('notFound');
  const receipt = findRow(ctx.db, shape, input.id, ctx.scope);
  const receiptkey = str(receipt.receiptkey);
  if (NO_SCAN.has(str(receipt.status))) throw refuse('receiptNoScan', receiptkey);
  const fctx = flowContext(ctx);
  return transaction(ctx.db, () => {
    const lines = receiptLines(fctx, receiptkey).filter((l) => str(l.sku) === input.sku);
    if (lines.length === 0) throw refuse('recordNotFound');
    const line = lines.filter((l) => Number(l.qtyreceived) > 0).pop() ?? lines[0];
    if (!line || Number(line.qtyreceived) <= 0) throw refuse('scanZeroRollback');
    if (!(input.qty > 0)) throw refuse('mustBePositive', words(ctx.lang, '回退数量', 'Rollback quantity'));
    unreceiveQty(fctx, receipt, line, input.qty);
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
