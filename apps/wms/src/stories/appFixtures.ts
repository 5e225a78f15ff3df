/**
 * The fixture data of the app's screen stories, in both languages: what the reference server
 * answers for the calls of login, the shell, the ASN list and drawer and the console
 * (apps/wms-server/CONTRACT.md), shortened to a few menus and one list. Everything is fixed or
 * made by a seeded generator: no clock, no Math.random, so screenshots are stable.
 */
import type { ColumnDefinition, ConsoleToday, FieldOwner, MenuNode, Option, PrintReport, Warehouse } from '@wms/api';
import { ColumnType, FilterType } from '@wms/api';
import { seededRandom } from '@wms/api/mock';

export type Lang = 'zh' | 'en';
type Bilingual<T> = Readonly<Record<Lang, T>>;

/** The signed-in user of the stories (the reference server's demo admin). */
export const FIXTURE_USER = { username: 'admin', password: 'admin123', userid: 'admin', user: '系统管理员', wms: 'WH01', wmsId: 'WH01' } as const;
/** A registration code the fixture server accepts. */
export const FIXTURE_LICENCE = 'WMS-2026-0001';

/** Catalogued server messages (apps/wms-server/src/catalogue/messages.ts). */
export const SERVER_MESSAGES = {
  success: { zh: '执行成功', en: 'Executed successfully' },
  changed: { zh: '入库单已被{{user}}于{{time}}修改', en: 'Receipt was changed by {{user}} at {{time}}' },
  badLogin: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  registered: { zh: '注册成功', en: 'Registration successful' },
  badRegistration: { zh: '注册码无效或已使用', en: 'The registration code is invalid or already used' },
  recordNotFound: { zh: '记录不存在', en: 'The record does not exist' },
} as const satisfies Record<string, Bilingual<string>>;

const node = (id: number, area: string, path: string, kind: string, menuCode: string, name: string): MenuNode => ({ id, menuCode, name, path, area, kind });
const area = (key: string, name: Bilingual<string>, children: (lang: Lang) => MenuNode[]) => (lang: Lang): MenuNode => ({ id: `area:${key}`, menuCode: key, name: name[lang], path: '', area: key, kind: 'area', children: children(lang) });

const AREAS = [
  area('top', { zh: '首页', en: 'Home' }, (l) => [node(1, 'top', '/index/home1', 'page', 'index_home1', l === 'zh' ? '控制台' : 'Console')]),
  area('inbound', { zh: '入库管理', en: 'Inbound' }, (l) => [
    node(6, 'inbound', '/app/asn/list', 'list', 'asn', l === 'zh' ? '入库单' : 'ASN'),
    node(10, 'inbound', '/app/po/list', 'list', 'po', l === 'zh' ? '采购单' : 'Purchase orders'),
    node(21, 'inbound', '/app/scanGather', 'embedded', 'scanGather', l === 'zh' ? '扫描收货' : 'Scan receiving'),
  ]),
  area('outbound', { zh: '出库管理', en: 'Outbound' }, (l) => [
    node(40, 'outbound', '/app/orders/list', 'list', 'orders', l === 'zh' ? '出库单' : 'Orders'),
  ]),
  area('inventory', { zh: '库存管理', en: 'Inventory' }, (l) => [
    node(60, 'inventory', '/app/inventorySearch', 'list', 'inventorySearch', l === 'zh' ? '库存查询' : 'Stock'),
    node(61, 'inventory', '/app/taskdetail', 'list', 'taskdetail', l === 'zh' ? '任务明细' : 'Tasks'),
  ]),
  area('waves', { zh: '波次管理', en: 'Waves' }, (l) => [node(80, 'waves', '/app/wavemgmt/list', 'list', 'wavemgmt', l === 'zh' ? '波次管理' : 'Waves')]),
];

/** POST /menu/userMenus: areas at the top, routes below, names in the request's language. */
export const userMenus = (lang: Lang): MenuNode[] => AREAS.map((make) => make(lang));

/** POST /warehouse/userWarehouses. */
export const WAREHOUSES: Bilingual<Warehouse[]> = {
  zh: [{ wmsId: 'WH01', wms: 'WH01', name: '上海一号仓' }, { wmsId: 'WH02', wms: 'WH02', name: '广州二号仓' }],
  en: [{ wmsId: 'WH01', wms: 'WH01', name: 'Shanghai DC 1' }, { wmsId: 'WH02', wms: 'WH02', name: 'Guangzhou DC 2' }],
};

const options = (rows: readonly (readonly [string, string, string])[]): Bilingual<Option[]> => ({
  zh: rows.map(([code, zh]) => ({ code, description: zh })),
  en: rows.map(([code, , en]) => ({ code, description: en })),
});

/** GET /dictionary/options/{code}. */
export const DICTIONARIES: Readonly<Record<string, Bilingual<Option[]>>> = {
  asn_status: options([['0', '新建', 'New'], ['1', '收货中', 'Receiving'], ['2', '已收货', 'Received'], ['3', '已完成', 'Finished'], ['4', '已核销', 'Verified and settled'], ['9', '已取消', 'Cancelled']]),
  receipt_type: options([['0', '采购入库', 'Purchase receipt'], ['1', '退货入库', 'Return receipt'], ['2', '调拨入库', 'Transfer receipt'], ['3', '其他入库', 'Other receipt']]),
  incoterms: options([['EXW', '工厂交货', 'Ex works'], ['FOB', '船上交货', 'Free on board'], ['DAP', '目的地交货', 'Delivered at place']]),
  yes_no: options([['0', '否', 'No'], ['1', '是', 'Yes']]),
};

/** GET /options/storer?type=: 1 owners, 3 carriers, 5 suppliers. */
export const STORERS: Readonly<Record<string, Bilingual<Option[]>>> = {
  1: options([['OW001', '广州百盛食品有限公司', 'Guangzhou Baisheng Foods Co., Ltd.'], ['OW002', '武汉嘉禾服饰有限公司', 'Wuhan Jiahe Apparel Co., Ltd.'], ['OW003', '西安长江食品有限公司', "Xi'an Changjiang Foods Co., Ltd."], ['OW004', '重庆瑞丰服饰有限公司', 'Chongqing Ruifeng Apparel Co., Ltd.']]),
  3: options([['CA001', '顺丰速运', 'SF Express'], ['CA002', '中通快递', 'ZTO Express'], ['CA003', '京东物流', 'JD Logistics']]),
  5: options([['SU001', '武汉华通商贸有限公司', 'Wuhan Huatong Trading Co., Ltd.'], ['SU002', '广州远航服饰有限公司', 'Guangzhou Yuanhang Apparel Co., Ltd.'], ['SU003', '北京百盛食品有限公司', 'Beijing Baisheng Foods Co., Ltd.']]),
};

const SOURCES = options([['0', '内部创建', 'Internal creation'], ['1', '外部导入', 'External import']]);

type ColumnRow = readonly [code: string, zh: string, en: string, type: ColumnType, filter: FilterType, width: number, searchData?: string | Bilingual<Option[]>];
const { String: TEXT, Numeric: NUMBER, DateTime: DATE } = ColumnType;
const DISPLAYED: readonly ColumnRow[] = [
  ['receiptkey', '入库单号', 'Receipt no.', TEXT, FilterType.Text, 140],
  ['externreceiptkey', '外部单号', 'External no.', TEXT, FilterType.Text, 140],
  ['storerkey', '货主', 'Owner', TEXT, FilterType.Select, 120, '/options/storer?type=1'],
  ['receipttype', '入库类型', 'Receipt type', TEXT, FilterType.MultiSelect, 120, '/dictionary/options/receipt_type'],
  ['status', '状态', 'Status', TEXT, FilterType.MultiSelect, 120, '/dictionary/options/asn_status'],
  ['source', '来源', 'Source', TEXT, FilterType.Select, 120, SOURCES],
  ['suppliercode', '供应商', 'Supplier', TEXT, FilterType.Select, 120, '/options/storer?type=5'],
  ['expectedreceiptdate', '预计到货时间', 'Expected at', DATE, FilterType.DateTimeRange, 160],
  ['receiptdate', '收货时间', 'Received at', DATE, FilterType.DateRange, 160],
  ['totalqtyexpected', '预期数量', 'Qty expected', NUMBER, FilterType.Text, 100],
  ['totalqtyreceived', '已收数量', 'Qty received', NUMBER, FilterType.Text, 100],
  ['carrierkey', '承运商', 'Carrier', TEXT, FilterType.Select, 120, '/options/storer?type=3'],
  ['door', '月台', 'Door', TEXT, FilterType.Text, 120],
  ['adddate', '创建时间', 'Created at', DATE, FilterType.DateTimeRange, 160],
];
const HIDDEN: readonly ColumnRow[] = [
  ['trailer', '车牌号', 'Trailer', TEXT, FilterType.Text, 120],
  ['driver', '司机', 'Driver', TEXT, FilterType.Text, 120],
  ['incoterms', '贸易条款', 'Incoterms', TEXT, FilterType.Select, 120, '/dictionary/options/incoterms'],
  ['notes', '备注', 'Notes', TEXT, FilterType.Text, 200],
];

/** Who owns each ASN field that a person does not type (CONTRACT.md, field owners); the rest are entered. */
const OWNERS: Readonly<Record<string, FieldOwner>> = {
  receiptkey: 'generated', adddate: 'generated', status: 'status', receiptdate: 'derived', totalqtyexpected: 'derived', totalqtyreceived: 'derived',
};

const column = (lang: Lang) => ([code, zh, en, type, issearch, width, searchData]: ColumnRow, index: number): ColumnDefinition => ({
  code, name: lang === 'zh' ? zh : en, width, type, issearch, sort_num: index + 1, owner: OWNERS[code] ?? 'entered',
  ...(searchData === undefined ? {} : { searchData: typeof searchData === 'string' ? searchData : JSON.stringify(searchData[lang]) }),
});

const operation = (code: string, zh: string, en: string, fromStatuses: string[], multi: boolean) => (lang: Lang) => ({
  code, name: lang === 'zh' ? zh : en, button: `asn:${code}`, statusField: 'status', fromStatuses, multi, confirm: true,
});
const OPERATIONS = [
  operation('receiveAll', '整单收货', 'Receive all', ['0', '1'], true),
  operation('cancel', '取消', 'Cancel', ['0'], true),
  operation('settle', '核销结算', 'Verify and settle', ['1', '2', '3'], true),
];

/** The bean of /queryDisplayedOrExportedColumns for asn_list (CONTRACT.md; issue 14 adds operations). */
export function asnColumnConfig(lang: Lang) {
  const shown = DISPLAYED.map(column(lang));
  const hidden = HIDDEN.map(column(lang));
  return {
    tableDisplay: shown,
    tableHiding: hidden,
    exportDisplay: shown,
    exportHidden: hidden,
    configureSorting: JSON.stringify([{ column_code: 'adddate', menu_list_name: 'asn_list', sort_type: 10202 }]),
    totalSqlText: 'totalqtyexpected,totalqtyreceived',
    operations: OPERATIONS.map((make) => make(lang)),
  };
}

/** POST /permission/buttons: the CRUD buttons and the operations of the lists in the menu. */
export const BUTTON_GROUPS = ['asn', 'po', 'orders', 'inventorySearch', 'taskdetail', 'wavemgmt'].map((menu) => ({
  name: menu,
  nodeList: ['query', 'add', 'edit', 'delete', 'export', 'import', 'print', ...(menu === 'asn' ? OPERATIONS.map((make) => make('zh').code) : [])].map((button) => `${menu}:${button}`),
}));

/** POST /print/reports. */
export const PRINT_REPORTS: Bilingual<PrintReport[]> = {
  zh: [{ reportkey: 'RPT_ASN', name: '入库单', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: '惠普激光 01', printertype: 'LASER' } }],
  en: [{ reportkey: 'RPT_ASN', name: 'ASN', module: 'INBOUND', template: 'rpt_asn.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: 'HP Laser 01', printertype: 'LASER' } }],
};

const counts = (rows: readonly (readonly [string, string, string, number])[]) => ({
  zh: rows.map(([key, zh, , count]) => ({ key, name: zh, count })),
  en: rows.map(([key, , en, count]) => ({ key, name: en, count })),
});
const RECEIPTS = counts([['0', '新建', 'New', 49], ['1', '收货中', 'Receiving', 3], ['2', '已收货', 'Received', 345], ['3', '已完成', 'Finished', 845]]);
const ORDERS = counts([['0', '新建', 'New', 32], ['2', '已分配', 'Allocated', 23], ['4', '已拣货', 'Picked', 147], ['5', '已发运', 'Shipped', 4490]]);
const TASKS = counts([['PA', '上架', 'Putaway', 20], ['PK', '拣货', 'Picking', 28], ['RP', '补货', 'Replenishment', 8]]);

/** POST /console/today for WH01. */
export const consoleToday = (lang: Lang): ConsoleToday => ({
  receipts: RECEIPTS[lang], orders: ORDERS[lang], tasks: TASKS[lang],
  holds: { count: 12, qty: 3480 }, shortAllocated: 6, locations: { total: 3247, used: 2816 },
});

/** An ASN header row as /asn/list and /asn/detail answer it. */
export type AsnRecord = Record<string, string | number> & { id: number };

/** The day the stories' clock shows (see AppStory's fixed clock): list dates fall in the week before. */
export const FIXTURE_TODAY = '2026-06-15';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const pick = <T>(items: readonly T[], at: number): T => items[at % items.length] as T;

/** `count` ASN headers of WH01, the same for the same seed; newest first by adddate. */
export function generateAsnRecords(count = 57, seed = 17): AsnRecord[] {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const day = 14 - Math.floor(i / 5);
    const time = `${pad(8 + int(10))}:${pad(int(60))}:${pad(int(60))}`;
    const date = (d: number) => `2026-${d > 0 ? '06' : '05'}-${pad(d > 0 ? d : 31 + d)} ${time}`;
    const status = pick(['0', '1', '2', '3', '4', '9'], int(6));
    const expected = 100 + int(2900);
    return {
      id,
      whseid: 'WH01',
      receiptkey: `ASN${pad(2000 - id, 10)}`,
      externreceiptkey: `E${pad(int(10_000_000), 9)}`,
      storerkey: pick(['OW001', 'OW002', 'OW003', 'OW004'], int(4)),
      receipttype: pick(['0', '0', '1', '2', '3'], int(5)),
      status,
      source: pick(['0', '1'], int(2)),
      suppliercode: pick(['SU001', 'SU002', 'SU003'], int(3)),
      expectedreceiptdate: date(day + 1),
      receiptdate: status === '0' || status === '9' ? '' : date(day),
      totalqtyexpected: expected,
      totalqtyreceived: status === '0' || status === '9' ? 0 : status === '1' ? Math.floor(expected / 2) : expected,
      carrierkey: pick(['CA001', 'CA002', 'CA003'], int(3)),
      door: `DOOR0${String(1 + int(6))}`,
      trailer: `沪A${pad(10_000 + int(89_999), 5)}`,
      driver: pick(['王芳', '李强', '赵敏', '陈静'], int(4)),
      incoterms: pick(['EXW', 'FOB', 'DAP'], int(3)),
      notes: '',
      addwho: 'admin',
      adddate: date(day - 1),
    };
  });
}
