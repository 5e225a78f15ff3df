import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ensureOutboundCatalogue } from '../i18n/catalogue';
import { column } from '../model/localSource';
import type { PrintReport } from '@wms/api';
import type { Collection } from '../model/collection';
import type { WaveDocument } from '../model/waveDocs';
import type { CandidateSummary } from '../model/wavePlan';
import type { SavedFilter, WaveStrategy } from '../waves/plan/types';

/** The outbound pages' stories: their catalogue registered, inside a router (the pages link on). */
export function OutboundStory({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  ensureOutboundCatalogue(i18n);
  return <MemoryRouter>{children}</MemoryRouter>;
}

export const FILTERS: SavedFilter[] = [
  { id: '7', plancode: 'FILTER_005', planname: '华东 B2C 单品方案', filtertext: 'ordertype=1;carrierkey=SF', maxorders: 10, minorders: 1 },
  { id: '12', plancode: 'FILTER_010', planname: '华南大客户方案', filtertext: 'ordertype=0;carrierkey=YTO', maxorders: 50, minorders: 5 },
];

export const STRATEGIES: WaveStrategy[] = [
  { plancode: 'STRATEGY_003', planname: '标准波次策略', maxorders: 100, minorders: 1 },
  { plancode: 'STRATEGY_004', planname: '加急波次策略', maxorders: 20, minorders: 5 },
];

/** `count` candidate orders: order i has 1 + i % 4 lines, 3 pieces a line, items spread over 9. */
export function candidatesOf(count: number): CandidateSummary {
  const orders = Array.from({ length: count }, (_, i) => {
    const lines = 1 + (i % 4);
    return { orderkey: `SO${String(1001 + i).padStart(10, '0')}`, storerkey: i % 3 === 0 ? 'OW002' : 'OW001', lines, qty: lines * 3, skus: lines };
  });
  return { orders, count, lines: orders.reduce((a, o) => a + o.lines, 0), qty: orders.reduce((a, o) => a + o.qty, 0), skus: Math.min(9, count * 2) };
}

/** The orders-not-in-a-wave list's columns as the server configures them (zh; the stories' grid). */
export function orderColumns(en: boolean) {
  const name = (zh: string, english: string) => (en ? english : zh);
  return [
    column('orderkey', name('出库单号', 'Order no.'), { width: 140, search: 1 }),
    column('externorderkey', name('外部单号', 'External no.'), { width: 130, search: 1 }),
    column('storerkey', name('货主', 'Owner'), { search: 1 }),
    column('status', name('状态', 'Status'), { search: 2, options: [{ code: '0', description: name('新建', 'New') }] }),
    column('carrierkey', name('承运商', 'Carrier')),
    column('qtyordered', name('订单数量', 'Ordered qty'), { numeric: true }),
    column('c_city', name('收货城市', 'City')),
  ];
}

/** `count` new orders not in a wave, generated. */
export function ordersOf(count: number) {
  const cities = ['上海', '杭州', '苏州', '南京'];
  return Array.from({ length: count }, (_, i) => ({
    id: String(6001 + i), orderkey: `SO${String(6001 + i).padStart(10, '0')}`, externorderkey: `EXT-${String(300 + i)}`, storerkey: i % 2 ? 'OW002' : 'OW001',
    status: '0', carrierkey: i % 3 ? 'SF' : 'YTO', qtyordered: 2 + (i % 5) * 3, c_city: cities[i % cities.length] ?? '',
  }));
}

/** Print reports as /print/reports answers them: a pick list on a laser printer, waybill labels on a label printer. */
export const REPORTS: PrintReport[] = [
  { reportkey: 'RPT_PICK', name: '拣货单', module: 'OUTBOUND', template: 'rpt_pick.rptdesign', copies: 1, printer: { printerkey: 'PRN005', name: '惠普激光 05', printertype: 'LASER' } },
  { reportkey: 'RPT_WAYBILL', name: '快递面单', module: 'OUTBOUND', template: 'rpt_waybill.rptdesign', copies: 2, printer: { printerkey: 'PRN001', name: '斑马标签机 01', printertype: 'LABEL' } },
];

/** The documents of wave WV0000000401 of `orders` orders: its pick list and a label an order; `printed` of them printed. */
export function waveDocumentsOf(orders: number, printed = 0): WaveDocument[] {
  const docs: WaveDocument[] = [{ docid: 'WV0000000401-PL', kind: 'picklist', orderkey: '', printed: printed > 0, lines: orders * 2, qty: orders * 5 }];
  for (let i = 1; i <= orders; i++) {
    const orderkey = `SO${String(6000 + i).padStart(10, '0')}`;
    docs.push({ docid: `WV0000000401-LB-${orderkey}`, kind: 'label', orderkey, printed: i < printed, lines: 2, qty: 5 });
  }
  return docs;
}

/** Collections of carrier SF's run and one of YTO. */
export function collectionsOf(current: Partial<Collection> = {}): Collection[] {
  return [
    { id: '121', collectionkey: 'CL0000000121', door: 'DOOR02', carrierkey: 'SF', status: '0', maxcontainers: 5, containercount: 3, ...current },
    { id: '48', collectionkey: 'CL0000000048', door: 'DOOR05', carrierkey: 'SF', status: '0', maxcontainers: 43, containercount: 13 },
    { id: '109', collectionkey: 'CL0000000109', door: 'DOOR01', carrierkey: 'SF', status: '0', maxcontainers: 0, containercount: 22 },
    { id: '25', collectionkey: 'CL0000000025', door: 'DOOR03', carrierkey: 'YTO', status: '0', maxcontainers: 47, containercount: 23 },
  ];
}
