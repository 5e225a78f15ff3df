import type { FastifyInstance } from 'fastify';
import { message } from '../catalogue/messages';
import { listRouteByCode } from '../catalogue/routes';
import { transaction } from '../db/database';
import { listShape } from '../engine/columns';
import { findRow, insertRecord, updateRecord, type WriteContext } from '../engine/crud';
import { Refusal, badInput, refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { lang, nowText, ok, session, type ServerContext } from '../http/context';
import { scopeOf, shapeFor } from '../http/lists';

/**
 * An ASN with its lines in one save (issue 14): POST /asn/saveWithLines { header, lines }. The
 * header is inserted (no id) or updated (id); each line is inserted (no id) or updated (id) under
 * it; lines of the receipt not sent are kept. All through the generic rules, all or none.
 */
export function registerAsnSave(app: FastifyInstance, ctx: ServerContext): void {
  const record = { type: 'object', maxProperties: 120, additionalProperties: { type: ['string', 'number', 'null'], maxLength: 4000 } } as const;
  app.post<{ Body: { header: Row; lines: Row[] } }>(
    '/asn/saveWithLines',
    { schema: { body: { type: 'object', required: ['header', 'lines'], additionalProperties: false, properties: { header: record, lines: { type: 'array', maxItems: 500, items: record } } } } },
    (request) => {
      const s = session(request);
      const shape = shapeFor(ctx, s, 'asn');
      const route = listRouteByCode('receiptdetailQuery');
      if (!route) throw badInput('notFound');
      const lineShape = listShape(route);
      const button = (b: string) => s.canedit && ctx.db.prepare('SELECT 1 FROM role_button WHERE roleid = ? AND menucode = ? AND button = ?').get(s.roleid, 'asn', b) !== undefined;
      const { header, lines } = request.body;
      if (!button(header.id === undefined || header.id === null || header.id === '' ? 'add' : 'edit')) throw new Refusal('403', 'noAccess');
      const w: WriteContext = { db: ctx.db, lang: lang(request), scope: scopeOf(s), userid: s.userid, now: nowText(ctx) };
      const saved = transaction(ctx.db, () => {
        const head = header.id === undefined || header.id === null || header.id === '' ? insertRecord(w, shape, header) : updateRecord(w, shape, header);
        const receiptkey = str(head.receiptkey);
        lines.forEach((line, i) => {
          const body = { ...line, receiptkey, storerkey: str(head.storerkey) };
          try {
            if (line.id === undefined || line.id === null || line.id === '') insertRecord(w, lineShape, body);
            else {
              const existing = findRow(ctx.db, lineShape, line.id, w.scope);
              if (str(existing.receiptkey) !== receiptkey) throw refuse('recordNotFound');
              updateRecord(w, lineShape, body);
            }
          } catch (error) {
            if (error instanceof Refusal && error.code !== '403') throw new Refusal(error.code, 'importRowFailed', String(i + 1), message(w.lang, error.key, ...error.args));
            throw error;
          }
        });
        const total = ctx.db.prepare('SELECT COALESCE(SUM(qtyexpected), 0) AS n FROM receiptdetail WHERE whseid = ? AND receiptkey = ?').get(w.scope.whseid, receiptkey) as { n: number };
        ctx.db.prepare('UPDATE receipt SET totalqtyexpected = ? WHERE id = ?').run(total.n, Number(head.id));
        return { header: findRow(ctx.db, shape, head.id, w.scope), lines: ctx.db.prepare('SELECT * FROM receiptdetail WHERE whseid = ? AND receiptkey = ? ORDER BY receiptlinenumber').all(w.scope.whseid, receiptkey) };
      });
      return ok(request, { bean: saved });
    },
  );
}
