import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatTime } from '../seed/random';
import { lang, ok, session, type ServerContext } from './context';

const DAY = 86_400_000;
const DAYS = { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', minimum: 1, maximum: 90 } } } as const;

/** The first day (yyyy-MM-dd) of the last `days` days, today included. */
const since = (ctx: ServerContext, days: number) => formatTime(ctx.now() - (days - 1) * DAY).slice(0, 10);

function names(ctx: ServerContext, request: FastifyRequest, dictCode: string): Map<string, string> {
  const en = lang(request) === 'en';
  return new Map((ctx.db.prepare('SELECT code, zh, en FROM dictionary WHERE dict_code = ?').all(dictCode) as { code: string; zh: string; en: string }[]).map((d) => [d.code, en ? d.en : d.zh]));
}

/** The owners clause of a shipper user (parameterised), empty for internal users. */
function ownerClause(request: FastifyRequest, column: string): { sql: string; args: string[] } {
  const owners = session(request).owners ?? [];
  return owners.length ? { sql: ` AND ${column} IN (${owners.map(() => '?').join(', ')})`, args: owners } : { sql: '', args: [] };
}

/**
 * The report and analysis calls of the charts pages (issue 16): receiving by day, movements by
 * day and type, stock by owner and zone, slow/fast movers in the wrong locations with proposed
 * moves, and location use by zone against a threshold. Read-only, parameterised, per warehouse.
 */
export function registerReports(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Body: { days?: number } | undefined }>('/report/receiving', { schema: { body: { ...DAYS, type: ['object', 'null'] } } }, (request) => {
    const s = session(request);
    const days = request.body?.days ?? 14;
    const from = since(ctx, days);
    const o = ownerClause(request, 'storerkey');
    const receipts = ctx.db
      .prepare(`SELECT substr(adddate, 1, 10) AS day, COUNT(*) AS receipts FROM receipt WHERE whseid = ? AND adddate >= ?${o.sql} GROUP BY day ORDER BY day`)
      .all(s.whseid, from, ...o.args) as { day: string; receipts: number }[];
    const lines = ctx.db
      .prepare(`SELECT substr(adddate, 1, 10) AS day, COUNT(*) AS lines, COALESCE(SUM(qtyexpected), 0) AS expected, COALESCE(SUM(qtyreceived), 0) AS received FROM receiptdetail WHERE whseid = ? AND adddate >= ?${o.sql} GROUP BY day ORDER BY day`)
      .all(s.whseid, from, ...o.args) as { day: string; lines: number; expected: number; received: number }[];
    const rows = [];
    for (let i = 0; i < days; i++) {
      const day = formatTime(ctx.now() - (days - 1 - i) * DAY).slice(0, 10);
      const l = lines.find((x) => x.day === day);
      rows.push({ day, receipts: receipts.find((x) => x.day === day)?.receipts ?? 0, lines: l?.lines ?? 0, expected: l?.expected ?? 0, received: l?.received ?? 0 });
    }
    return ok(request, { bean: rows });
  });

  app.post<{ Body: { days?: number } | undefined }>('/report/movements', { schema: { body: { ...DAYS, type: ['object', 'null'] } } }, (request) => {
    const s = session(request);
    const days = request.body?.days ?? 30;
    const o = ownerClause(request, 'storerkey');
    const rows = ctx.db
      .prepare(`SELECT trantype, COUNT(*) AS count, COALESCE(SUM(ABS(qty)), 0) AS qty FROM itrn WHERE whseid = ? AND adddate >= ?${o.sql} GROUP BY trantype ORDER BY count DESC`)
      .all(s.whseid, since(ctx, days), ...o.args) as { trantype: string; count: number; qty: number }[];
    const n = names(ctx, request, 'tran_type');
    return ok(request, { bean: rows.map((r) => ({ key: r.trantype, name: n.get(r.trantype) ?? r.trantype, count: r.count, qty: r.qty })) });
  });

  app.post('/report/stock', (request) => {
    const s = session(request);
    const o = ownerClause(request, 'x.storerkey');
    const byOwner = ctx.db
      .prepare(`SELECT x.storerkey AS key, COALESCE(SUM(x.qty), 0) AS qty, COALESCE(SUM(x.qtyonhold), 0) AS onhold FROM lotxlocxid x WHERE x.whseid = ? AND x.qty > 0${o.sql} GROUP BY x.storerkey ORDER BY qty DESC`)
      .all(s.whseid, ...o.args) as { key: string; qty: number; onhold: number }[];
    const byZone = ctx.db
      .prepare(`SELECT COALESCE(l.zone, '') AS key, COALESCE(SUM(x.qty), 0) AS qty, COUNT(DISTINCT x.loc) AS locations FROM lotxlocxid x LEFT JOIN loc l ON l.whseid = x.whseid AND l.loc = x.loc WHERE x.whseid = ? AND x.qty > 0${o.sql} GROUP BY l.zone ORDER BY qty DESC`)
      .all(s.whseid, ...o.args) as { key: string; qty: number; locations: number }[];
    return ok(request, { bean: { byOwner, byZone } });
  });

  app.post<{ Body: { days?: number } | undefined }>('/report/optimize', { schema: { body: { ...DAYS, type: ['object', 'null'] } } }, (request) => {
    const s = session(request);
    const days = request.body?.days ?? 30;
    const o = ownerClause(request, 'x.storerkey');
    // Velocity: outbound transactions (picks and withdrawals) of each item in the window.
    const picks = new Map(
      (ctx.db
        .prepare(`SELECT storerkey, sku, COUNT(*) AS picks FROM itrn WHERE whseid = ? AND trantype IN ('PK', 'WD') AND adddate >= ? GROUP BY storerkey, sku`)
        .all(s.whseid, since(ctx, days)) as { storerkey: string; sku: string; picks: number }[]).map((r) => [`${r.storerkey}\u0000${r.sku}`, r.picks]),
    );
    const stock = (ctx.db
      .prepare(
        `SELECT x.storerkey, x.sku, x.loc, SUM(x.qty) AS qty, COALESCE(l.abc, '') AS locabc, COALESCE(l.zone, '') AS zone
         FROM lotxlocxid x JOIN loc l ON l.whseid = x.whseid AND l.loc = x.loc
         WHERE x.whseid = ? AND x.qty > 0${o.sql}
         GROUP BY x.storerkey, x.sku, x.loc ORDER BY x.storerkey, x.sku, x.loc`,
      )
      .all(s.whseid, ...o.args) as { storerkey: string; sku: string; loc: string; qty: number; locabc: string; zone: string }[]).map((r) => ({ ...r, picks: picks.get(`${r.storerkey}\u0000${r.sku}`) ?? 0 }));
    const velocities = [...new Map(stock.map((r) => [`${r.storerkey}\u0000${r.sku}`, r.picks])).values()].sort((a, b) => b - a);
    // Fast: the top fifth of items by picks (at least one pick); slow: no pick or the bottom half.
    const fastMin = Math.max(1, velocities[Math.floor(velocities.length * 0.2)] ?? 1);
    const slowMax = velocities[Math.floor(velocities.length * 0.5)] ?? 0;
    const free = (abc: string) =>
      (ctx.db
        .prepare("SELECT l.loc, COALESCE(l.zone, '') AS zone FROM loc l WHERE l.whseid = ? AND l.abc = ? AND COALESCE(l.status, '') NOT IN ('HOLD', 'FULL') AND NOT EXISTS (SELECT 1 FROM lotxlocxid x WHERE x.whseid = l.whseid AND x.loc = l.loc AND x.qty > 0) ORDER BY l.loc LIMIT 200")
        .all(s.whseid, abc) as { loc: string; zone: string }[]);
    const freeFast = free('A');
    const freeSlow = free('C');
    const moves: { kind: 'slowInFast' | 'fastInSlow'; storerkey: string; sku: string; fromloc: string; toloc: string; qty: number; picks: number }[] = [];
    for (const r of stock) {
      if (moves.length >= 100) break;
      const slowInFast = r.locabc === 'A' && r.picks <= slowMax;
      const fastInSlow = r.locabc === 'C' && r.picks >= fastMin;
      if (!slowInFast && !fastInSlow) continue;
      const pool = slowInFast ? freeSlow : freeFast;
      const index = Math.max(0, pool.findIndex((p) => p.zone === r.zone));
      const target = pool.splice(index, 1)[0];
      moves.push({ kind: slowInFast ? 'slowInFast' : 'fastInSlow', storerkey: r.storerkey, sku: r.sku, fromloc: r.loc, toloc: target?.loc ?? '', qty: r.qty, picks: r.picks });
    }
    return ok(request, { bean: { days, fastMin, slowMax, moves, summary: { slowInFast: moves.filter((m) => m.kind === 'slowInFast').length, fastInSlow: moves.filter((m) => m.kind === 'fastInSlow').length } } });
  });

  app.post<{ Body: { threshold?: number } | undefined }>(
    '/report/capacityWarning',
    { schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: { threshold: { type: 'number', minimum: 1, maximum: 100 } } } } },
    (request) => {
      const s = session(request);
      const threshold = request.body?.threshold ?? 80;
      const rows = ctx.db
        .prepare(
          `SELECT COALESCE(l.zone, '') AS zone, COUNT(*) AS total,
             SUM(CASE WHEN EXISTS (SELECT 1 FROM lotxlocxid x WHERE x.whseid = l.whseid AND x.loc = l.loc AND x.qty > 0) THEN 1 ELSE 0 END) AS used,
             COALESCE(SUM(l.cube), 0) AS cube, COALESCE(SUM(l.usedcube), 0) AS usedcube
           FROM loc l WHERE l.whseid = ? GROUP BY l.zone ORDER BY l.zone`,
        )
        .all(s.whseid) as { zone: string; total: number; used: number; cube: number; usedcube: number }[];
      const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : 0);
      const zones = rows.map((r) => {
        const usePercent = pct(r.used, r.total);
        const cubePercent = pct(r.usedcube, r.cube);
        return { ...r, usePercent, cubePercent, over: usePercent >= threshold || cubePercent >= threshold };
      });
      return ok(request, { bean: { threshold, zones } });
    },
  );
}
