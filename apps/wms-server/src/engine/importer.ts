import { message, type Lang } from '../catalogue/messages';
import { listRouteByCode } from '../catalogue/routes';
import { listShape } from './columns';
import type { WriteContext } from './crud';
import { ownerOf } from '../catalogue/owners';
import { refuse } from './errors';
import { servedRules, type ServedRule } from './fieldCheck';

/** Which list an import template writes into, by its target table (the job writes it: importJob.ts). */
export const TARGET_MENUS: Readonly<Record<string, readonly string[]>> = {
  receipt: ['asn', 'receiptdetailQuery'],
  orders: ['orders', 'ckddDetail'],
  sku: ['sku'],
  loc: ['loc'],
  adjustment: ['adjustment'],
};

/** A column of an import template's sheet: a writable field of the sheet's target list. */
export interface ImportTemplateField {
  code: string;
  zh: string;
  en: string;
  required: boolean;
  kind: 'text' | 'number' | 'date';
  /** The field's rules, as the list's column configuration serves them (issue 38). */
  rules: ServedRule[];
}

/** What the client needs to build, check and preview a template's workbook. */
export interface ImportTemplateInfo {
  templatecode: string;
  name: string;
  targettable: string;
  sheettype: '1' | '2' | '3';
  startrow: number;
  /** One per sheet in order (master first); the last serves any further sheet. */
  sheets: { menuCode: string; fields: ImportTemplateField[] }[];
}

const KINDS = { 10401: 'number', 10402: 'text', 10403: 'date' } as const;

type TemplateRow = { templatecode: string; name: string; targettable: string; sheettype: string; startrow: number };

function activeTemplate(ctx: Pick<WriteContext, 'db' | 'scope'>, templateCode: string): TemplateRow {
  const template = ctx.db.prepare(`SELECT templatecode, name, targettable, sheettype, startrow FROM importtemplate WHERE whseid = ? AND templatecode = ? AND active = '1'`).get(ctx.scope.whseid, templateCode) as
    | TemplateRow
    | undefined;
  if (!template || !TARGET_MENUS[template.targettable]) throw refuse('recordNotFound');
  return template;
}

/**
 * A template's sheets and their columns (the writable fields of each target list, without the
 * list's fixed ones), for the template workbook and the preview's checks. The same fields the
 * import accepts, so a file built from it is never refused for its header.
 */
export function importTemplateInfo(ctx: Pick<WriteContext, 'db' | 'scope'> & { lang?: Lang }, templateCode: string): ImportTemplateInfo {
  const template = activeTemplate(ctx, templateCode);
  const menus = TARGET_MENUS[template.targettable] ?? [];
  const sheettype = (['1', '2', '3'] as const).find((t) => t === template.sheettype) ?? '1';
  const sheets = menus.slice(0, sheettype === '1' ? 1 : menus.length).map((menuCode) => {
    const route = listRouteByCode(menuCode);
    if (!route) throw refuse('recordNotFound');
    const shape = listShape(route);
    const fixed = shape.route.fixed ?? {};
    const rules = servedRules(shape, ctx.lang ?? 'zh');
    const fields = shape.fields
      .filter((f) => ownerOf(shape.entity, f.code) === 'entered' && !Object.hasOwn(fixed, f.code))
      .map((f) => ({ code: f.code, zh: f.zh, en: f.en, required: f.required, kind: KINDS[f.type], rules: rules[f.code] ?? [] }));
    return { menuCode, fields };
  });
  return { templatecode: template.templatecode, name: template.name, targettable: template.targettable, sheettype, startrow: Math.max(2, template.startrow), sheets };
}

/**
 * Records an import's outcome in /app/comexcelimportresult (basecode, category
 * comexcelimportresult): the batch number, the result in zh and en, the template and the rows.
 * Written in its own transaction, so a refused import (rolled back) still leaves its result.
 */
export function recordImportResult(ctx: WriteContext, templateCode: string, outcome: { rows: number; zh: string; en: string; ok: boolean }): string {
  const stamp = ctx.now.replace(/\D/g, '').slice(0, 14);
  const prefix = `IMP${stamp}`;
  const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM basecode WHERE whseid = ? AND category = 'comexcelimportresult' AND code LIKE ?`).get(ctx.scope.whseid, `${prefix}%`) as { n: number };
  const batch = `${prefix}${String(n + 1).padStart(3, '0')}`;
  ctx.db
    .prepare(
      `INSERT INTO basecode (category, code, description, description_en, value, active, remark, whseid, addwho, adddate, editwho, editdate) VALUES ('comexcelimportresult', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(batch, outcome.zh.slice(0, 200), outcome.en.slice(0, 200), outcome.rows, outcome.ok ? '1' : '0', templateCode, ctx.scope.whseid, ctx.userid, ctx.now, ctx.userid, ctx.now);
  return batch;
}

/** The message of a finished import. */
export const importDoneMessage = (lang: Lang, rows: number) => message(lang, 'importDone', String(rows));
