import { configOf, createMemoryDataSource, MemoryRefusal } from './memoryDataSource';
import { OWNER_OPTIONS, receiptColumns, receiptRows, skuOptions } from './generate';
import type { GridFilter } from '../model/types';

const NOW = Date.UTC(2026, 5, 15, 1, 30);

function source() {
  return createMemoryDataSource<Record<string, unknown>>({
    rows: receiptRows(45, NOW),
    columns: configOf(receiptColumns().slice(0, 6), receiptColumns().slice(6)),
    options: { '/options/owner': OWNER_OPTIONS, '/options/sku': (query) => skuOptions(query.ownerId) },
    summaryColumns: ['qtyexpected'],
  });
}

describe('createMemoryDataSource', () => {
  it('pages, counts and sums over the filtered rows', async () => {
    const page = await source().loadPage({ page: 3, pageSize: 20, filters: [] });
    expect(page.rows.map((r) => r.receiptkey)).toEqual(['ASN2026061540', 'ASN2026061541', 'ASN2026061542', 'ASN2026061543', 'ASN2026061544']);
    expect(page.total).toBe(45);
    expect(page.summary?.qtyexpected).toBe(receiptRows(45, NOW).reduce((sum, r) => sum + Number(r.qtyexpected), 0));
  });

  it.each<[string, GridFilter[], number]>([
    ['text contains', [{ code: 'receiptkey', filterType: 1, value: '6150' }], 10],
    ['select equals', [{ code: 'ownerId', filterType: 2, value: 'OW02' }], 15],
    ['multi select', [{ code: 'sku', filterType: 3, value: ['OW01-SKU1', 'OW02-SKU2'] }], 30],
    ['date range over datetimes', [{ code: 'adddate', filterType: 5, columnType: 10403, value: ['2020-01-01', '2020-12-31'] }], 0],
    ['date range including all', [{ code: 'adddate', filterType: 5, columnType: 10403, value: ['2026-06-01', '2026-06-15'] }], 45],
  ])('filters: %s', async (_, filters, total) => {
    expect((await source().loadPage({ page: 1, pageSize: 20, filters })).total).toBe(total);
  });

  it('sorts by configureSorting', async () => {
    const page = await source().loadPage({ page: 1, pageSize: 45, filters: [], sorting: 'qtyexpected desc' });
    const quantities = page.rows.map((r) => Number(r.qtyexpected));
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
  });

  it('serves options by path, rewriting key=value from the other filters', async () => {
    const s = source();
    expect((await s.loadOptions('/options/sku?ownerId=', { ownerId: 'OW02' })).map((o) => o.code)).toEqual(['OW02-SKU1', 'OW02-SKU2', 'OW02-SKU3']);
    expect(s.calls).toContainEqual({ kind: 'loadOptions', path: '/options/sku?ownerId=OW02' });
    await expect(s.loadOptions('/options/unknown', {})).rejects.toBeInstanceOf(MemoryRefusal);
  });

  it('saves and resets each configuration type', async () => {
    const s = source();
    const [first, second] = receiptColumns();
    if (!first || !second) throw new Error('fixture');
    await s.saveColumns(10002, [second, first]);
    let config = await s.loadColumns();
    expect(config.tableDisplay.map((c) => c.code)).toEqual(['status', 'receiptkey']);
    expect(config.tableDisplay[0]?.width).toBe('120');
    expect(config.tableHiding.map((c) => c.code)).not.toContain('status');
    expect(config.exportDisplay).toHaveLength(6);
    await s.resetColumns(10002);
    config = await s.loadColumns();
    expect(config.tableDisplay).toHaveLength(6);
  });

  it('fails when switched to, with the server message', async () => {
    const s = source();
    s.switches.failPages = '查询失败';
    await expect(s.loadPage({ page: 1, pageSize: 20, filters: [] })).rejects.toMatchObject({ serverMessage: '查询失败' });
    s.switches.failColumns = '保存失败';
    await expect(s.saveColumns(10003, [])).rejects.toMatchObject({ serverMessage: '保存失败' });
  });

  it('honours an abort unless told to ignore it', async () => {
    const s = source();
    s.switches.latency = 50;
    const controller = new AbortController();
    const pending = s.loadPage({ page: 1, pageSize: 20, filters: [], signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
