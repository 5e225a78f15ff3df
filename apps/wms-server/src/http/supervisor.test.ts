import { startHarness, type Harness } from '../test-utils/harness';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login();
});
afterAll(async () => {
  await h.stop();
});

type Tree = { area: string; menus: { menuCode: string; path: string; kind: string; checked: boolean; buttons: { code: string; checked: boolean }[] }[] }[];

async function roleTree(roleid: string, token = admin): Promise<Tree> {
  const answer = await h.call('/permission/roleTree', { roleid }, { token });
  expect(answer.body.returnCode).toBe('200');
  return answer.body.bean as Tree;
}

function checkedOf(tree: Tree) {
  const menus = tree.flatMap((a) => a.menus.filter((m) => m.checked).map((m) => m.menuCode));
  const buttons = tree.flatMap((a) => a.menus.flatMap((m) => m.buttons.filter((b) => b.checked).map((b) => `${m.menuCode}:${b.code}`)));
  return { menus, buttons };
}

/** A user of the OPERATOR role with a password, made for the test. */
async function operatorToken(): Promise<string> {
  const db = h.server.db;
  const admin = db.prepare("SELECT password_hash, salt FROM users WHERE userid = 'admin'").get() as { password_hash: string; salt: string };
  db.prepare("UPDATE users SET password_hash = ?, salt = ? WHERE roleid = 'OPERATOR' AND active = '1' AND userid = (SELECT MIN(userid) FROM users WHERE roleid = 'OPERATOR' AND active = '1')").run(admin.password_hash, admin.salt);
  const { userid } = db.prepare("SELECT MIN(userid) AS userid FROM users WHERE roleid = 'OPERATOR' AND active = '1'").get() as { userid: string };
  return h.login(userid, 'admin123');
}

describe('permission administration', () => {
  it('lists roles and a role tree with its checked menus and buttons', async () => {
    const roles = await h.call('/permission/roles', undefined, { token: admin, lang: 'en' });
    expect((roles.body.bean as { roleid: string; name: string }[]).map((r) => r.roleid)).toEqual(['ADMIN', 'FINANCE', 'OPERATOR', 'SHIPPER', 'SUPERVISOR']);
    expect((roles.body.bean as { roleid: string; name: string }[])[0]?.name).toBe('Administrator');
    const tree = await roleTree('SHIPPER');
    const asn = tree.flatMap((a) => a.menus).find((m) => m.path === '/app/asn/list');
    expect(asn?.checked).toBe(true);
    expect(asn?.buttons.filter((b) => b.checked).map((b) => b.code)).toEqual(expect.arrayContaining(['query', 'export']));
    expect(asn?.buttons.filter((b) => b.checked).map((b) => b.code)).not.toContain('add');
    expect(asn?.buttons.map((b) => b.code)).toEqual(expect.arrayContaining(['add', 'print']));
  });

  it('saves a role: the role loses a button and a menu at its users\' next load', async () => {
    const token = await operatorToken();
    const before = await h.call('/permission/buttons', undefined, { token });
    const groups = before.body.bean as { name: string; nodeList: string[] }[];
    const asn = groups.find((g) => g.name === 'asn');
    expect(asn?.nodeList).toContain('asn:add');

    const { menus, buttons } = checkedOf(await roleTree('OPERATOR'));
    const tree = await roleTree('OPERATOR');
    const skuMenu = tree.flatMap((a) => a.menus).find((m) => m.checked && m.path === '/app/sku');
    expect(skuMenu).toBeDefined();
    const keptMenus = menus.filter((m) => m !== skuMenu?.menuCode);
    const keptButtons = buttons.filter((b) => b !== 'asn:add' && !b.startsWith(`${skuMenu?.menuCode}:`));
    const saved = await h.call('/permission/saveRole', { roleid: 'OPERATOR', menus: keptMenus, buttons: keptButtons }, { token: admin });
    expect(saved.body.returnCode).toBe('200');

    const after = await h.call('/permission/buttons', undefined, { token });
    const asnAfter = (after.body.bean as { name: string; nodeList: string[] }[]).find((g) => g.name === 'asn');
    expect(asnAfter?.nodeList).not.toContain('asn:add');
    expect(asnAfter?.nodeList).toContain('asn:edit');
    const menusAfter = await h.call('/menu/userMenus', undefined, { token });
    const paths = (menusAfter.body.bean as { children: { path: string }[] }[]).flatMap((a) => a.children.map((c) => c.path));
    expect(paths).not.toContain('/app/sku');
    expect(paths).toContain('/app/asn/list');
  });

  it('refuses unknown menus and buttons, a button without its menu, and changes nothing', async () => {
    const before = checkedOf(await roleTree('FINANCE'));
    for (const body of [
      { roleid: 'FINANCE', menus: ['nope'], buttons: [] },
      { roleid: 'FINANCE', menus: before.menus, buttons: ['asn:fly'] },
      { roleid: 'FINANCE', menus: [], buttons: ['asn:query'] },
      { roleid: 'NOBODY', menus: [], buttons: [] },
      { roleid: "x' OR 1=1 --", menus: [], buttons: [] },
    ]) {
      const answer = await h.call('/permission/saveRole', body, { token: admin, lang: 'en' });
      expect(answer.body.status).toBe('FAIL');
    }
    expect(checkedOf(await roleTree('FINANCE'))).toEqual(before);
  });

  it('refuses an administrator removing its own access to permission administration', async () => {
    const answer = await h.call('/permission/saveRole', { roleid: 'ADMIN', menus: [], buttons: [] }, { token: admin, lang: 'en' });
    expect(answer.body.returnMgr).toBe('Have no access');
    expect(checkedOf(await roleTree('ADMIN')).menus.length).toBeGreaterThan(100);
  });

  it('answers Have no access to a user without a permission route', async () => {
    const shipper = await h.login('shipper', 'shipper123');
    const answer = await h.call('/permission/roleTree', { roleid: 'ADMIN' }, { token: shipper, lang: 'en' });
    expect(answer.body.returnMgr).toBe('Have no access');
    const save = await h.call('/permission/saveRole', { roleid: 'SHIPPER', menus: [], buttons: [] }, { token: shipper });
    expect(save.body.status).toBe('FAIL');
  });

  it('assigns shippers to a user; a shipper user keeps at least one', async () => {
    const users = await h.call('/permission/users', undefined, { token: admin });
    const bean = users.body.bean as { users: { userid: string; owners: string[] }[]; shippers: string[] };
    expect(bean.users.find((u) => u.userid === 'shipper')?.owners).toEqual(['OW001', 'OW002']);
    expect(bean.shippers).toContain('OW001');
    const empty = await h.call('/permission/saveUser', { userid: 'shipper', owners: [] }, { token: admin });
    expect(empty.body.status).toBe('FAIL');
    const unknown = await h.call('/permission/saveUser', { userid: 'shipper', owners: ['NOPE'] }, { token: admin });
    expect(unknown.body.status).toBe('FAIL');
    const saved = await h.call('/permission/saveUser', { userid: 'shipper', owners: ['OW001'] }, { token: admin });
    expect(saved.body.returnCode).toBe('200');
    const shipper = await h.login('shipper', 'shipper123');
    const list = await h.call('/asn/list/1', { pageSize: 500 }, { token: shipper });
    const rows = ((list.body.page as { list: { storerkey: string }[] }).list);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.storerkey))).toEqual(new Set(['OW001']));
  });
});

describe('console figures', () => {
  it('counts today\'s work of the warehouse, and only the shipper\'s own for a shipper', async () => {
    const answer = await h.call('/console/today', undefined, { token: admin });
    const bean = answer.body.bean as { receipts: { key: string; count: number }[]; orders: { key: string; count: number }[]; tasks: { key: string; count: number }[]; holds: { count: number }; locations: { total: number; used: number } };
    const db = h.server.db;
    const { n } = db.prepare("SELECT COUNT(*) AS n FROM receipt WHERE whseid = 'WH01'").get() as { n: number };
    expect(bean.receipts.reduce((sum, r) => sum + r.count, 0)).toBe(n);
    const open = db.prepare("SELECT COUNT(*) AS n FROM taskdetail WHERE whseid = 'WH01' AND status IN ('0','1')").get() as { n: number };
    expect(bean.tasks.reduce((sum, r) => sum + r.count, 0)).toBe(open.n);
    expect(bean.locations.used).toBeLessThanOrEqual(bean.locations.total);
    expect(bean.locations.total).toBeGreaterThan(0);
    const english = await h.call('/console/today', undefined, { token: admin, lang: 'en' });
    const names = (english.body.bean as { receipts: { key: string; name: string }[] }).receipts;
    expect(names.find((r) => r.key === '0')?.name).toBe('New');
    const shipper = await h.login('shipper', 'shipper123');
    const own = await h.call('/console/today', undefined, { token: shipper });
    const ownBean = own.body.bean as { receipts: { count: number }[] };
    const mine = db.prepare("SELECT COUNT(*) AS n FROM receipt WHERE whseid = 'WH01' AND storerkey IN (SELECT value FROM json_each(?))").get(JSON.stringify((db.prepare("SELECT owners FROM users WHERE userid = 'shipper'").get() as { owners: string }).owners.split(','))) as { n: number };
    expect(ownBean.receipts.reduce((sum, r) => sum + r.count, 0)).toBe(mine.n);
    expect(mine.n).toBeLessThan(n);
  });
});

describe('print configuration', () => {
  it('answers the active reports with the printer each is set to print on', async () => {
    const answer = await h.call('/print/reports', undefined, { token: admin });
    const reports = answer.body.bean as { reportkey: string; template: string; printer: { printerkey: string } | null }[];
    const asn = reports.find((r) => r.reportkey === 'RPT_ASN');
    expect(asn?.template).toBe('rpt_asn.rptdesign');
    const row = h.server.db.prepare("SELECT printerkey FROM report WHERE whseid = 'WH01' AND reportkey = 'RPT_ASN'").get() as { printerkey: string };
    h.server.db.prepare("UPDATE report SET active = '0' WHERE whseid = 'WH01' AND reportkey = 'RPT_CC'").run();
    const again = (await h.call('/print/reports', undefined, { token: admin })).body.bean as { reportkey: string; printer: { printerkey: string } | null }[];
    expect(again.find((r) => r.reportkey === 'RPT_ASN')?.printer?.printerkey ?? row.printerkey).toBe(row.printerkey);
    expect(again.some((r) => r.reportkey === 'RPT_CC')).toBe(false);
  });
});
