import type { MenuNode } from '@wms/api';
import { isRefused, menuPaths } from './access';

const menus: MenuNode[] = [
  { id: 'area:inbound', name: '入库', children: [{ id: 1, name: '入库单', path: '/app/asn/list' }, { id: 2, name: '扫描收货', path: '/app/scanGather' }] },
];

describe('route access', () => {
  it('collects the menu paths in lower case', () => {
    expect([...menuPaths(menus)]).toEqual(['/app/asn/list', '/app/scangather']);
  });

  it('refuses a list, page or embedded route the menus do not hold', () => {
    expect(isRefused({ path: '/buttonPermission', kind: 'page' }, menus)).toBe(true);
    expect(isRefused({ path: '/app/sku', kind: 'list' }, menus)).toBe(true);
    expect(isRefused({ path: '/app/asn/list', kind: 'list' }, menus)).toBe(false);
    expect(isRefused({ path: '/app/ScanGather', kind: 'embedded' }, menus)).toBe(false);
  });

  it('never refuses the console, login, the generic frame opener, drawers, or while the menus are unknown', () => {
    expect(isRefused({ path: '/index/home1', kind: 'page' }, menus)).toBe(false);
    expect(isRefused({ path: '/', kind: 'page' }, menus)).toBe(false);
    expect(isRefused({ path: '/app/sku/edit', kind: 'drawer' }, menus)).toBe(false);
    expect(isRefused({ path: '/iframe', kind: 'embedded' }, menus)).toBe(false);
    expect(isRefused({ path: '/buttonPermission', kind: 'page' }, undefined)).toBe(false);
  });
});
