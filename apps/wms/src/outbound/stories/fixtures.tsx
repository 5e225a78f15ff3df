import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ensureOutboundCatalogue } from '../i18n/catalogue';
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
