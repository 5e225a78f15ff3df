import { consoleFigures } from './console';

const today = {
  receipts: [{ key: '0', name: '新建', count: 4 }, { key: '9', name: '已取消', count: 0 }],
  orders: [{ key: '1', name: '部分分配', count: 2 }],
  tasks: [{ key: 'PK', name: '拣货', count: 7 }],
  holds: { count: 3, qty: 12 },
  shortAllocated: 2,
  locations: { total: 300, used: 101 },
};

describe('console figures', () => {
  it('links each figure to its list filtered by the code, dropping zero counts', () => {
    const f = consoleFigures(today);
    expect(f.receipts).toEqual([{ key: '0', label: '新建', count: 4, href: '/app/asn/list?status=0' }]);
    expect(f.tasks[0]?.href).toBe('/app/taskdetail?tasktype=PK');
    expect(f.shortAllocated.href).toBe('/app/orders/list?status=1');
  });

  it('gives capacity use as a percentage with one decimal, 0 without locations', () => {
    expect(consoleFigures(today).capacity.percent).toBe(33.7);
    expect(consoleFigures({ ...today, locations: { total: 0, used: 0 } }).capacity.percent).toBe(0);
  });
});
