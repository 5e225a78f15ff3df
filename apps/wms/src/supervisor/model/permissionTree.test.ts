import type { PermissionArea } from '@wms/api';
import { areaState, changeCount, filterTree, selectionOf, toggleArea, toggleButton, toggleMenu } from './permissionTree';

const tree: PermissionArea[] = [
  {
    area: 'inbound',
    name: '入库',
    menus: [
      { menuCode: 'asn', name: '入库单', path: '/app/asn/list', kind: 'list', checked: true, buttons: [{ code: 'query', checked: true }, { code: 'add', checked: true }] },
      { menuCode: 'po', name: '采购单', path: '/app/po/list', kind: 'list', checked: false, buttons: [{ code: 'query', checked: false }] },
    ],
  },
  { area: 'security', name: '安全', menus: [{ menuCode: 'buttonPermission', name: '按钮权限', path: '/buttonPermission', kind: 'page', checked: true, buttons: [] }] },
];

describe('permission tree', () => {
  it('selects the checked menus and buttons', () => {
    expect(selectionOf(tree)).toEqual({ menus: ['asn', 'buttonPermission'], buttons: ['asn:query', 'asn:add'] });
  });

  it('clearing a menu clears its buttons; checking a button checks its menu', () => {
    expect(selectionOf(toggleMenu(tree, 'asn', false))).toEqual({ menus: ['buttonPermission'], buttons: [] });
    expect(selectionOf(toggleButton(tree, 'po', 'query', true))).toEqual({ menus: ['asn', 'po', 'buttonPermission'], buttons: ['asn:query', 'asn:add', 'po:query'] });
    expect(selectionOf(toggleButton(tree, 'asn', 'add', false)).buttons).toEqual(['asn:query']);
  });

  it('toggles an area and tells its state', () => {
    expect(areaState(tree[0] as PermissionArea)).toBe('some');
    const all = toggleArea(tree, 'inbound', true);
    expect(areaState(all[0] as PermissionArea)).toBe('all');
    const none = toggleArea(tree, 'inbound', false);
    expect(areaState(none[0] as PermissionArea)).toBe('none');
    expect(selectionOf(none)).toEqual({ menus: ['buttonPermission'], buttons: [] });
  });

  it('counts the changes and does not change the input', () => {
    const next = toggleButton(toggleMenu(tree, 'po', true), 'asn', 'add', false);
    expect(changeCount(tree, next)).toBe(2);
    expect(changeCount(tree, tree)).toBe(0);
    expect(tree[0]?.menus[1]?.checked).toBe(false);
  });

  it('filters by name, code or path', () => {
    expect(filterTree(tree, '采购').flatMap((a) => a.menus.map((m) => m.menuCode))).toEqual(['po']);
    expect(filterTree(tree, '/buttonperm').map((a) => a.area)).toEqual(['security']);
    expect(filterTree(tree, ' ')).toHaveLength(2);
  });
});
