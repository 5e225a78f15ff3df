import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AREAS } from '../catalogue/routes';
import { transaction } from '../db/database';
import { badInput, Refusal } from '../engine/errors';
import { lang, ok, session, type ServerContext, type Session } from './context';

/** The buttons every list menu can be granted (operations add their own codes). */
export const LIST_BUTTONS = ['query', 'add', 'edit', 'delete', 'export', 'import', 'print'] as const;
/** The routes of permission administration: whoever holds one may read and save permissions. */
export const PERMISSION_PATHS = ['/buttonPermission', '/menuPermission', '/rolePermission'] as const;

const CODE = { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}$' } as const;
const BUTTON = { type: 'string', pattern: '^[A-Za-z0-9_]{1,60}:[A-Za-z0-9_]{1,60}$' } as const;

interface MenuRow { menucode: string; name: string; name_en: string; path: string; area: string; kind: string }

/** Whether the session may administer permissions (an editing role holding a permission route). */
export function canAdminister(ctx: ServerContext, s: Session): boolean {
  if (!s.canedit) return false;
  const marks = PERMISSION_PATHS.map(() => '?').join(', ');
  const row = ctx.db
    .prepare(`SELECT 1 AS yes FROM role_menu rm JOIN menu m ON m.menucode = rm.menucode WHERE rm.roleid = ? AND m.path IN (${marks}) LIMIT 1`)
    .get(s.roleid, ...PERMISSION_PATHS);
  return row !== undefined;
}

function administrator(ctx: ServerContext, request: FastifyRequest): Session {
  const s = session(request);
  if (!canAdminister(ctx, s)) throw new Refusal('403', 'noAccess');
  return s;
}

function roleExists(ctx: ServerContext, roleid: string): boolean {
  return ctx.db.prepare('SELECT 1 AS yes FROM role WHERE roleid = ?').get(roleid) !== undefined;
}

/** The buttons a menu offers: the list buttons for lists, plus any code already granted to a role. */
function buttonsByMenu(ctx: ServerContext, menus: MenuRow[]): Map<string, string[]> {
  const granted = ctx.db.prepare('SELECT DISTINCT menucode, button FROM role_button ORDER BY menucode, button').all() as { menucode: string; button: string }[];
  const out = new Map<string, string[]>();
  for (const m of menus) if (m.kind === 'list') out.set(m.menucode, [...LIST_BUTTONS]);
  for (const g of granted) {
    const list = out.get(g.menucode);
    if (list && !list.includes(g.button)) list.push(g.button);
  }
  return out;
}

/**
 * Permission administration (menus and buttons by role, shippers by user) and the console's
 * figures of the day. Every statement is parameterised; identifiers are fixed in the text.
 */
export function registerSupervisor(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/permission/roles', (request) => {
    administrator(ctx, request);
    const en = lang(request) === 'en';
    const rows = ctx.db.prepare('SELECT roleid, name, name_en, canedit FROM role ORDER BY roleid').all() as { roleid: string; name: string; name_en: string; canedit: string }[];
    return ok(request, { bean: rows.map((r) => ({ roleid: r.roleid, name: en ? r.name_en : r.name, canedit: r.canedit === '1' })) });
  });

  app.post<{ Body: { roleid: string } }>(
    '/permission/roleTree',
    { schema: { body: { type: 'object', required: ['roleid'], additionalProperties: false, properties: { roleid: CODE } } } },
    (request) => {
      administrator(ctx, request);
      const { roleid } = request.body;
      if (!roleExists(ctx, roleid)) throw badInput('recordNotFound');
      const en = lang(request) === 'en';
      const menus = ctx.db.prepare('SELECT menucode, name, name_en, path, area, kind FROM menu ORDER BY sortnum').all() as unknown as MenuRow[];
      const checkedMenus = new Set((ctx.db.prepare('SELECT menucode FROM role_menu WHERE roleid = ?').all(roleid) as { menucode: string }[]).map((r) => r.menucode));
      const checkedButtons = new Set(
        (ctx.db.prepare('SELECT menucode, button FROM role_button WHERE roleid = ?').all(roleid) as { menucode: string; button: string }[]).map((r) => `${r.menucode}:${r.button}`),
      );
      const buttons = buttonsByMenu(ctx, menus);
      const tree = AREAS.map((area) => ({
        area: area.code,
        name: en ? area.en : area.zh,
        menus: menus
          .filter((m) => m.area === area.code)
          .map((m) => ({
            menuCode: m.menucode,
            name: en ? m.name_en : m.name,
            path: m.path,
            kind: m.kind,
            checked: checkedMenus.has(m.menucode),
            buttons: (buttons.get(m.menucode) ?? []).map((code) => ({ code, checked: checkedButtons.has(`${m.menucode}:${code}`) })),
          })),
      })).filter((a) => a.menus.length > 0);
      return ok(request, { bean: tree });
    },
  );

  app.post<{ Body: { roleid: string; menus: string[]; buttons: string[] } }>(
    '/permission/saveRole',
    {
      schema: {
        body: {
          type: 'object',
          required: ['roleid', 'menus', 'buttons'],
          additionalProperties: false,
          properties: { roleid: CODE, menus: { type: 'array', maxItems: 2000, items: CODE }, buttons: { type: 'array', maxItems: 20000, items: BUTTON } },
        },
      },
    },
    (request) => {
      const s = administrator(ctx, request);
      const { roleid } = request.body;
      if (!roleExists(ctx, roleid)) throw badInput('recordNotFound');
      const menus = ctx.db.prepare('SELECT menucode, name, name_en, path, area, kind FROM menu').all() as unknown as MenuRow[];
      const byCode = new Map(menus.map((m) => [m.menucode, m]));
      const menuSet = new Set(request.body.menus);
      for (const code of menuSet) if (!byCode.has(code)) throw badInput('badValue', code);
      const offered = buttonsByMenu(ctx, menus);
      const buttons = new Set(request.body.buttons);
      for (const key of buttons) {
        const [menu = '', button = ''] = key.split(':');
        if (!offered.get(menu)?.includes(button)) throw badInput('badValue', key);
        if (!menuSet.has(menu)) throw badInput('badValue', key);
      }
      // No one locks themselves out: one's own role keeps a permission route.
      if (roleid === s.roleid && !PERMISSION_PATHS.some((p) => menus.some((m) => m.path === p && menuSet.has(m.menucode)))) throw new Refusal('403', 'noAccess');
      transaction(ctx.db, () => {
        ctx.db.prepare('DELETE FROM role_menu WHERE roleid = ?').run(roleid);
        ctx.db.prepare('DELETE FROM role_button WHERE roleid = ?').run(roleid);
        const addMenu = ctx.db.prepare('INSERT INTO role_menu (roleid, menucode) VALUES (?, ?)');
        const addButton = ctx.db.prepare('INSERT INTO role_button (roleid, menucode, button) VALUES (?, ?, ?)');
        for (const code of menuSet) addMenu.run(roleid, code);
        for (const key of buttons) {
          const [menu = '', button = ''] = key.split(':');
          addButton.run(roleid, menu, button);
        }
      });
      return ok(request, { bean: { roleid, menus: menuSet.size, buttons: buttons.size } });
    },
  );

  app.post('/permission/users', (request) => {
    administrator(ctx, request);
    const rows = ctx.db.prepare('SELECT userid, fullname, usertype, roleid, owners, active FROM users ORDER BY userid').all() as {
      userid: string; fullname: string; usertype: string; roleid: string; owners: string | null; active: string;
    }[];
    const storers = (ctx.db.prepare('SELECT DISTINCT storerkey FROM storer ORDER BY storerkey').all() as { storerkey: string }[]).map((r) => r.storerkey);
    return ok(request, {
      bean: {
        users: rows.map((r) => ({ userid: r.userid, fullname: r.fullname, usertype: r.usertype, roleid: r.roleid, active: r.active === '1', owners: (r.owners ?? '').split(',').filter(Boolean) })),
        shippers: storers,
      },
    });
  });

  app.post<{ Body: { userid: string; roleid?: string; owners: string[] } }>(
    '/permission/saveUser',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userid', 'owners'],
          additionalProperties: false,
          properties: { userid: { type: 'string', pattern: '^[A-Za-z0-9_.@-]{1,60}$' }, roleid: CODE, owners: { type: 'array', maxItems: 500, items: CODE } },
        },
      },
    },
    (request) => {
      administrator(ctx, request);
      const { userid, roleid, owners } = request.body;
      const user = ctx.db.prepare('SELECT usertype FROM users WHERE userid = ?').get(userid) as { usertype: string } | undefined;
      if (!user) throw badInput('recordNotFound');
      if (roleid !== undefined && !roleExists(ctx, roleid)) throw badInput('badValue', 'roleid');
      const known = ctx.db.prepare('SELECT 1 AS yes FROM storer WHERE storerkey = ? LIMIT 1');
      for (const owner of owners) if (known.get(owner) === undefined) throw badInput('badValue', owner);
      // A shipper user sees only its shippers: it must keep at least one.
      if (user.usertype === 'shipper' && owners.length === 0) throw badInput('cannotBeEmpty', 'owners');
      ctx.db.prepare('UPDATE users SET owners = ?, roleid = COALESCE(?, roleid) WHERE userid = ?').run([...new Set(owners)].join(','), roleid ?? null, userid);
      return ok(request);
    },
  );

  app.post('/console/today', (request) => {
    const s = session(request);
    const owners = s.owners ?? [];
    const ownerSql = owners.length ? ` AND storerkey IN (${owners.map(() => '?').join(', ')})` : '';
    const byStatus = (table: 'receipt' | 'orders', field: 'status') =>
      (ctx.db.prepare(`SELECT ${field} AS key, COUNT(*) AS count FROM ${table} WHERE whseid = ?${ownerSql} GROUP BY ${field} ORDER BY ${field}`).all(s.whseid, ...owners) as { key: string; count: number }[]);
    const tasks = ctx.db
      .prepare(`SELECT tasktype AS key, COUNT(*) AS count FROM taskdetail WHERE whseid = ? AND status IN ('0', '1')${ownerSql} GROUP BY tasktype ORDER BY tasktype`)
      .all(s.whseid, ...owners) as { key: string; count: number }[];
    const holds = ctx.db.prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(qtyonhold), 0) AS qty FROM lotxlocxid WHERE whseid = ? AND qtyonhold > 0${ownerSql}`).get(s.whseid, ...owners) as { count: number; qty: number };
    const exceptions = ctx.db.prepare(`SELECT COUNT(*) AS count FROM orders WHERE whseid = ? AND status IN ('1')${ownerSql}`).get(s.whseid, ...owners) as { count: number };
    const locs = ctx.db.prepare('SELECT COUNT(*) AS total FROM loc WHERE whseid = ?').get(s.whseid) as { total: number };
    const used = ctx.db.prepare('SELECT COUNT(DISTINCT loc) AS used FROM lotxlocxid WHERE whseid = ? AND qty > 0').get(s.whseid) as { used: number };
    const en = lang(request) === 'en';
    const named = (dictCode: string, rows: { key: string; count: number }[]) => {
      const names = new Map((ctx.db.prepare('SELECT code, zh, en FROM dictionary WHERE dict_code = ?').all(dictCode) as { code: string; zh: string; en: string }[]).map((d) => [d.code, en ? d.en : d.zh]));
      return rows.map((r) => ({ ...r, name: names.get(r.key) ?? r.key }));
    };
    return ok(request, {
      bean: {
        receipts: named('asn_status', byStatus('receipt', 'status')),
        orders: named('order_status', byStatus('orders', 'status')),
        tasks: named('task_type', tasks),
        holds,
        shortAllocated: exceptions.count,
        locations: { total: locs.total, used: used.used },
      },
    });
  });

  /** The active reports of the warehouse with the printer each prints on (/app/reportSetting, /app/reportprinter). */
  app.post('/print/reports', (request) => {
    const s = session(request);
    const rows = ctx.db
      .prepare(
        `SELECT r.reportkey, r.name, r.module, r.template, COALESCE(r.copies, 1) AS copies, p.printerkey, p.name AS printername, p.printertype, p.labelsize, p.language
         FROM report r LEFT JOIN printer p ON p.whseid = r.whseid AND p.printerkey = r.printerkey AND p.active = '1'
         WHERE r.whseid = ? AND r.active = '1' ORDER BY r.reportkey`,
      )
      .all(s.whseid) as { reportkey: string; name: string; module: string; template: string; copies: number; printerkey: string | null; printername: string | null; printertype: string | null; labelsize: string | null; language: string | null }[];
    return ok(request, {
      bean: rows.map((r) => ({
        reportkey: r.reportkey, name: r.name, module: r.module, template: r.template, copies: r.copies,
        printer: r.printerkey ? { printerkey: r.printerkey, name: r.printername ?? '', printertype: r.printertype ?? '', labelsize: r.labelsize ?? '', language: r.language ?? '' } : null,
      })),
    });
  });
}
