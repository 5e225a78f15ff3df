import type { MenuNode } from '@wms/api';
import { menuScreenPaths, menuScreens } from './menuScreens';

const node = (id: number, name: string, path?: string, children?: MenuNode[]): MenuNode => ({ id, name, ...(path ? { path } : {}), ...(children ? { children } : {}) });
const TITLES: Record<string, Record<'zh' | 'en', string>> = { 'route.asn': { zh: '入库单', en: 'ASN/receipts' }, 'route.po': { zh: '采购订单', en: 'Purchase orders' } };
const keyOf = (path: string) => ({ '/app/asn/list': 'route.asn', '/app/po/list': 'route.po' } as Record<string, string>)[path.toLowerCase()];

describe('menuScreens', () => {
  it('takes the menu’s screens at any depth, named in both languages, each once; areas and unknown paths left out', () => {
    const menu = [
      node(1, 'Inbound', undefined, [node(11, 'ASN', '/app/asn/list'), node(12, 'Nothing', '/app/unknown'), node(13, 'Deeper', undefined, [node(131, 'PO', '/app/po/list')])]),
      node(2, 'Again', '/app/ASN/list'),
    ];
    expect(menuScreens(menu, keyOf, (language, key) => TITLES[key]?.[language] ?? key)).toEqual([
      { path: '/app/asn/list', zh: '入库单', en: 'ASN/receipts' },
      { path: '/app/po/list', zh: '采购订单', en: 'Purchase orders' },
    ]);
  });
  it('an empty menu has no screens', () => {
    expect(menuScreens([], keyOf, () => '')).toEqual([]);
  });
});

describe('menuScreenPaths', () => {
  it('has the paths menuScreens lists (lower-cased), without naming them', () => {
    const menu = [node(1, 'Inbound', undefined, [node(11, 'ASN', '/app/ASN/list'), node(12, 'Nothing', '/app/unknown'), node(13, 'Deeper', undefined, [node(131, 'PO', '/app/po/list')])])];
    expect([...menuScreenPaths(menu, keyOf)]).toEqual(['/app/asn/list', '/app/po/list']);
    expect(menuScreenPaths([], keyOf).size).toBe(0);
  });
});
