import type { CodeCount, ConsoleToday } from '@wms/api';

/** One figure of the console: its label, count and the filtered list it opens. */
export interface Figure {
  key: string;
  label: string;
  count: number;
  href: string;
}

const withFilter = (path: string, field: string, value: string) => `${path}?${new URLSearchParams({ [field]: value }).toString()}`;

const figures = (rows: readonly CodeCount[], path: string, field: string): Figure[] =>
  rows.filter((r) => r.count > 0).map((r) => ({ key: r.key, label: r.name, count: r.count, href: withFilter(path, field, r.key) }));

/** The console's groups of figures, each figure a link to its list filtered by its code. */
export function consoleFigures(today: ConsoleToday) {
  return {
    receipts: figures(today.receipts, '/app/asn/list', 'status'),
    orders: figures(today.orders, '/app/orders/list', 'status'),
    tasks: figures(today.tasks, '/app/taskdetail', 'tasktype'),
    shortAllocated: { count: today.shortAllocated, href: withFilter('/app/orders/list', 'status', '1') },
    holds: { ...today.holds, href: '/app/inventoryhold' },
    capacity: { ...today.locations, percent: today.locations.total > 0 ? Math.round((today.locations.used / today.locations.total) * 1000) / 10 : 0, href: '/app/capacity' },
  };
}
