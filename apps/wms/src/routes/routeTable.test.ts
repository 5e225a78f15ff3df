/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import zh from '../i18n/zh.json';
import en from '../i18n/en.json';
import { ROUTES, findRoute, listIdentity, menuCodeOf } from './routeTable';

/** The contract's route list, kept in the repository (CONTRACT.md §B2): the table must cover it. */
const specFiles = [resolve(__dirname, 'routes.spec.tsv')];
const rowsOf = (file: string) =>
  readFileSync(file, 'utf8').trim().split('\n').slice(1).map((line) => {
    const [path = '', area = '', kind = ''] = line.split('\t');
    return { path, area, kind };
  });
const titles = (catalogue: unknown) => (catalogue as { route: Record<string, string> }).route;

describe.each(specFiles)('the route table covers every row of %s', (file) => {
  const rows = rowsOf(file);

  it('has all 249 rows', () => {
    expect(rows).toHaveLength(249);
    expect(ROUTES).toHaveLength(rows.length);
  });

  it.each(rowsOf(file).map((row) => [row.path, row]))('%s: same area and kind, a title in zh and en', (_path, row) => {
    const route = ROUTES.find((r) => r.path === row.path);
    expect(route).toMatchObject({ area: row.area, kind: row.kind });
    const key = route?.titleKey.replace(/^route\./, '') ?? '';
    expect(titles(zh)[key]?.trim()).toBeTruthy();
    expect(titles(en)[key]?.trim()).toBeTruthy();
  });
});

describe('route table data', () => {
  it('names are unique, and the title keys hold nothing else', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(Object.keys(titles(zh)).sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(Object.keys(titles(en)).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });

  it.each([
    ['/app/asn/list', 'asn', 'asn_list', '/asn/list/{page}'],
    ['/app/system/serial', 'system_serial', 'system_serial_list', '/system_serial/list/{page}'],
    ['/app/querybuilder/detail/list', 'querybuilder_detail', 'querybuilder_detail_list', '/querybuilder_detail/list/{page}'],
    ['/tableConfigList', 'tableConfigList', 'tableConfigList_list', '/tableConfigList/list/{page}'],
  ])('list identity of %s (CONTRACT.md)', (path, menuCode, listCode, listUrl) => {
    expect(listIdentity(path)).toEqual({ menuCode, listCode, listUrl });
  });

  it('gives 176 list routes 176 distinct menu codes', () => {
    const lists = ROUTES.filter((r) => r.kind === 'list');
    expect(lists).toHaveLength(176);
    expect(new Set(lists.map((r) => menuCodeOf(r.path))).size).toBe(176);
  });

  it('pairs each drawer with its list (list name + Deawer), and the list knows its drawer', () => {
    const drawers = ROUTES.filter((r) => r.kind === 'drawer');
    expect(drawers).toHaveLength(24);
    for (const drawer of drawers) {
      expect(drawer.meta.drawer).toBe(true);
      if (drawer.screen.type !== 'drawer') throw new Error(drawer.path);
      expect(findRoute(drawer.screen.listPath)?.kind).toBe('list');
    }
    expect(findRoute('/app/asn/list')?.screen).toMatchObject({ type: 'list', drawerPath: '/asnDeawer' });
    expect(findRoute('/app/verifyclose/list')?.screen).toMatchObject({ drawerPath: '/verifyCloseDeawer' });
  });

  it('marks embedded routes as frames and kept-alive lists', () => {
    expect(findRoute('/MULTICHECK')).toMatchObject({ meta: { iframe: true }, screen: { type: 'frame' } });
    expect(findRoute('/app/po/list')?.meta).toMatchObject({ keepAlive: true, drawer: false });
  });

  it('finds routes case-insensitively and ignores a trailing slash', () => {
    expect(findRoute('/APP/ASN/LIST/')?.name).toBe('asn');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
