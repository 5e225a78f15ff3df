import { FilterType, type GridDataSource, type GridPageRequest } from '@wms/ui-grid';
import { column, localGridSource, withFixedFilter } from './localSource';

/** Rows generated: order i of owner OW00(1 + i % 2), qty i. */
const rows = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), orderkey: `SO${String(i + 1).padStart(3, '0')}`, storerkey: `OW00${String(1 + (i % 2))}`, qty: i + 1 }));
const columns = [column('orderkey', 'Order', { search: 1 }), column('storerkey', 'Owner', { search: 2 }), column('qty', 'Qty', { numeric: true })];
const request = (more: Partial<GridPageRequest> = {}): GridPageRequest => ({ page: 1, pageSize: 10, filters: [], ...more });

describe('a grid source over rows the page holds', () => {
  it.each<[string, Partial<GridPageRequest>, { total: number; first: string | undefined; count: number }]>([
    ['the first page', {}, { total: 25, first: 'SO001', count: 10 }],
    ['the last page', { page: 3 }, { total: 25, first: 'SO021', count: 5 }],
    ['text contains, any case', { filters: [{ code: 'orderkey', filterType: FilterType.Text, value: 'so01' }] }, { total: 10, first: 'SO010', count: 10 }],
    ['select equals', { filters: [{ code: 'storerkey', filterType: FilterType.Select, value: 'OW002' }] }, { total: 12, first: 'SO002', count: 10 }],
    ['sorted by the grid', { sorting: JSON.stringify([{ column_code: 'qty', sort_type: 10202 }]) }, { total: 25, first: 'SO025', count: 10 }],
  ])('%s', async (_name, more, expected) => {
    const page = await localGridSource(rows, columns).loadPage(request(more));
    expect({ total: page.total, first: page.rows[0]?.orderkey, count: page.rows.length }).toEqual(expected);
  });

  it('gives its own columns and saves nothing', async () => {
    const source = localGridSource(rows, columns);
    expect((await source.loadColumns()).tableDisplay.map((c) => c.code)).toEqual(['orderkey', 'storerkey', 'qty']);
    await expect(source.saveColumns(10002, [])).resolves.toBeUndefined();
  });

  it('a fixed filter replaces what the search row says of its column', async () => {
    const seen: GridPageRequest[] = [];
    const base = { ...localGridSource(rows, columns), loadPage: (r: GridPageRequest) => { seen.push(r); return Promise.resolve({ rows: [], page: 1, pageSize: 10, total: 0 }); } } satisfies GridDataSource<(typeof rows)[number]>;
    await withFixedFilter(base, 'status', '0').loadPage(request({ filters: [{ code: 'status', filterType: FilterType.Select, value: '5' }, { code: 'orderkey', filterType: FilterType.Text, value: 'SO' }] }));
    expect(seen[0]?.filters).toEqual([{ code: 'orderkey', filterType: FilterType.Text, value: 'SO' }, { code: 'status', filterType: FilterType.Select, value: '0' }]);
  });
});
