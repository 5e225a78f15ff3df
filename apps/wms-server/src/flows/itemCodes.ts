import { refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import type { StationContext } from './stations';

/**
 * Items by the codes printed on them (issue 39): an item's alternative codes (altsku, the
 * /app/altsku list) hold its barcodes, a GS1 GTIN among them; a GS1 label carries the GTIN as 14
 * digits, which an alternative code may hold as GTIN-13, GTIN-12 or GTIN-8 (its leading zeros
 * off). Every query is parameterised.
 */

/** The GS1 mod-10 check digit of a key's digits without it (GTIN, SSCC, GLN). */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** The EAN-13 (GTIN-13) the seed gives an item as its alternative code: 690, the item's number, the check digit. */
export function seedGtin(sku: string): string | undefined {
  const digits = /(\d+)$/.exec(sku)?.[1];
  if (!digits || digits.length > 9) return undefined;
  const body = `690${digits.padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The forms a GTIN may be stored in: 14 digits and its GTIN-13/12/8 when the leading digits are zeros. */
export function gtinForms(code: string): string[] {
  if (!/^\d{8,14}$/.test(code)) return [code];
  const full = code.padStart(14, '0');
  const forms = [full, code];
  for (const length of [13, 12, 8]) if (/^0*$/.test(full.slice(0, 14 - length))) forms.push(full.slice(14 - length));
  return [...new Set(forms)];
}

/**
 * The item of a code among the given owners: the item number itself, else an active alternative
 * code (a GTIN in any of its forms). Owners are tried in order; undefined when none has it.
 */
export function itemByCode(ctx: Pick<StationContext, 'db'>, owners: readonly string[], code: string): { storerkey: string; sku: string } | undefined {
  const trimmed = code.trim();
  if (!trimmed) return undefined;
  const forms = gtinForms(trimmed);
  const marks = forms.map(() => '?').join(', ');
  for (const storerkey of owners) {
    if (ctx.db.prepare('SELECT 1 FROM sku WHERE storerkey = ? AND sku = ?').get(storerkey, trimmed)) return { storerkey, sku: trimmed };
    const alt = ctx.db
      .prepare(`SELECT sku FROM altsku WHERE storerkey = ? AND altsku IN (${marks}) AND COALESCE(active, '1') <> '0' ORDER BY sku LIMIT 1`)
      .get(storerkey, ...forms) as { sku: string } | undefined;
    if (alt) return { storerkey, sku: alt.sku };
  }
  return undefined;
}

/** What a GS1 label carries besides its GTIN (StationScanBody.gs1), checked. */
export interface Gs1Fields {
  batch?: string;
  expiry?: string;
  produced?: string;
  serial?: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The receipt line's lottables of a GS1 label: 02 batch no., 04 manufactured, 05 expires (catalogue/fields.ts). */
export function gs1Lottables(fields: Gs1Fields | undefined): Record<string, string> {
  if (!fields) return {};
  for (const date of [fields.expiry, fields.produced]) if (date !== undefined && !isIsoDate(date)) throw refuse('gs1BadDate', date);
  return {
    ...(fields.batch ? { lottable02: fields.batch } : {}),
    ...(fields.produced ? { lottable04: `${fields.produced} 00:00:00` } : {}),
    ...(fields.expiry ? { lottable05: `${fields.expiry} 00:00:00` } : {}),
  };
}

/** Whether an item keeps serial numbers (sku.serialflag). */
export function serialManaged(ctx: Pick<StationContext, 'db'>, storerkey: string, sku: string): boolean {
  const row = ctx.db.prepare('SELECT serialflag FROM sku WHERE storerkey = ? AND sku = ?').get(storerkey, sku) as { serialflag: string } | undefined;
  return row?.serialflag === '1';
}

/** Books one serial number in with a receipt line (as the receipt's serialIn operation does). */
export function serialIn(ctx: StationContext, receiptkey: string, line: Row, serial: string): void {
  const whseid = ctx.scope.whseid;
  if (ctx.db.prepare(`SELECT 1 FROM serialnumber WHERE whseid = ? AND serialnumber = ? AND status = '1'`).get(whseid, serial)) throw refuse('serialInStock', serial);
  ctx.db.prepare(`INSERT INTO serialnumber (whseid, serialnumber, direction, storerkey, sku, lot, loc, lpnid, receiptkey, orderkey, status, addwho, adddate, editwho, editdate) VALUES (?, ?, 'IN', ?, ?, ?, ?, ?, ?, '', '1', ?, ?, ?, ?)`)
    .run(whseid, serial, str(line.storerkey), str(line.sku), str(line.lot), str(line.toloc), str(line.toid), receiptkey, ctx.userid, ctx.now, ctx.userid, ctx.now);
}

/** Takes a serial number booked in with a receipt back out (the undo of its scan). */
export function serialUndo(ctx: StationContext, receiptkey: string, sku: string, serial: string): void {
  ctx.db.prepare(`DELETE FROM serialnumber WHERE whseid = ? AND receiptkey = ? AND sku = ? AND serialnumber = ? AND direction = 'IN' AND status = '1'`).run(ctx.scope.whseid, receiptkey, sku, serial);
}
