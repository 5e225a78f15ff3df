import type { FastifyInstance } from 'fastify';
import { message } from '../catalogue/messages';
import { DOCUMENT_LINES, listRouteByCode } from '../catalogue/routes';
import { transaction } from '../db/database';
import { listShape } from '../engine/columns';
import { findRow, insertRecord, updateRecord, type WriteContext } from '../engine/crud';
import { Refusal, badInput, refuse } from '../engine/errors';
import { str, type Row } from '../engine/rules';
import { ok, session, type ServerContext } from '../http/context';
import { idempotent } from '../http/idempotency';
import { shapeFor, writeContext } from '../http/lists';

/** Identifiers here come from DOCUMENTS below only (an allow-list), never from a request. */
const quote = (name: string) => `"${name}"`;

/** A document saved with its lines: its list, its lines' list, the key that joins them, the header's total. */
interface MasterDetail {
  /** The header's list menu (and the route segment: POST /{menu}/saveWithLines). */
  menu: string;
  /** The lines' list menu. */
  lines: string;
  /** The document number field, on the header and on each line. */
  key: string;
  /** The lines' quantity summed into the header's total (none: no total kept). */
  qty: string;
  total?: string;
  /** The lines' table (for reading them back). */
  lineTable: string;
  lineNumber: string;
}

const DOCUMENTS: readonly MasterDetail[] = [
  { menu: 'asn', lines: DOCUMENT_LINES.asn, key: 'receiptkey', qty: 'qtyexpected', total: 'totalqtyexpected', lineTable: 'receiptdetail', lineNumber: 'receiptlinenumber' },
  { menu: 'orders', lines: DOCUMENT_LINES.orders, key: 'orderkey', qty: 'qtyordered', total: 'qtyordered', lineTable: 'orderdetail', lineNumber: 'orderlinenumber' },
];

/**
 * A document with its lines in one save (issues 14 and 15): POST /asn/saveWithLines and
 * /orders/saveWithLines { header, lines }. The header is inserted (no id) or updated (id); each
 * line is inserted (no id) or updated (id) under it; lines not sent are kept. All through the
 * generic rules, all or none; a refused line is named by its position.
 */
export function registerAsnSave(app: FastifyInstance, ctx: ServerContext): void {
  for (const doc of DOCUMENTS) registerSave(app, ctx, doc);
}

function registerSave(app: FastifyInstance, ctx: ServerContext, doc: MasterDetail): void {
  const record = { type: 'object', maxProperties: 120, additionalProperties: { type: ['string', 'number', 'null'], maxLength: 4000 } } as const;
  app.post<{ Body: { header: Row; lines: Row[] } }>(
    `/${doc.menu}/saveWithLines`,
    { schema: { body: { type: 'object', required: ['header', 'lines'], additionalProperties: false, properties: { header: record, lines: { type: 'array', maxItems: 500, items: record } } } } },
    (request, reply) => {
      const s = session(request);
      const shape = shapeFor(ctx, s, doc.menu);
      const route = listRouteByCode(doc.lines);
      if (!route) throw badInput('notFound');
      const lineShape = listShape(route);
      const button = (b: string) => s.canedit && ctx.db.prepare('SELECT 1 FROM role_button WHERE roleid = ? AND menucode = ? AND button = ?').get(s.roleid, doc.menu, b) !== undefined;
      const { header, lines } = request.body;
      if (!button(header.id === undefined || header.id === null || header.id === '' ? 'add' : 'edit')) throw new Refusal('403', 'noAccess');
      const w: WriteContext = writeContext(ctx, request);
      return idempotent(ctx, request, reply, () => ok(request, { bean: transaction(ctx.db, () => {
        const head = header.id === undefined || header.id === null || header.id === '' ? insertRecord(w, shape, header) : updateRecord(w, shape, header);
        const number = str(head[doc.key]);
        lines.forEach((line, i) => {
          const body = { ...line, [doc.key]: number, storerkey: str(head.storerkey) };
          try {
            if (line.id === undefined || line.id === null || line.id === '') insertRecord(w, lineShape, body);
            else {
              const existing = findRow(ctx.db, lineShape, line.id, w.scope);
              if (str(existing[doc.key]) !== number) throw refuse('recordNotFound');
              updateRecord(w, lineShape, body);
            }
          } catch (error) {
            if (error instanceof Refusal && error.code !== '403') throw new Refusal(error.code, 'importRowFailed', String(i + 1), message(w.lang, error.key, ...error.args));
            throw error;
          }
        });
        // The header's total is derived: every line insert and update recomputed it (engine/crud.ts).
        const stored = ctx.db.prepare(`SELECT * FROM ${quote(doc.lineTable)} WHERE whseid = ? AND ${quote(doc.key)} = ? ORDER BY ${quote(doc.lineNumber)}`).all(w.scope.whseid, number);
        return { header: findRow(ctx.db, shape, head.id, w.scope), lines: stored };
      }) }));
    },
  );
}
