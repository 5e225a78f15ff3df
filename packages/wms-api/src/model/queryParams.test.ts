import fc from 'fast-check';
import { buildQueryParams, type FilterValue } from './queryParams';
import { ColumnType, FilterType } from './constants';

const build = (filters: FilterValue[]) => buildQueryParams({ filters, pageNum: 1, pageSize: 20 });

describe('buildQueryParams rules (CONTRACT.md §3, §5)', () => {
  it.each<[string, FilterValue, Record<string, string>]>([
    ['text', { code: 'skuCode', filterType: FilterType.Text, value: 'A-1' }, { skuCode: 'A-1' }],
    ['numeric text keeps digits only', { code: 'qty', filterType: FilterType.Text, columnType: ColumnType.Numeric, value: '1a2.3 ' }, { qty: '123' }],
    ['select trimmed', { code: 'status', filterType: FilterType.Select, value: '  10 ' }, { status: '10' }],
    ['multi-select with str suffix', { code: 'status', filterType: FilterType.MultiSelect, value: ['10', ' 20', ''] }, { statusstr: '10,20' }],
    ['date as Begin/End', { code: 'created', filterType: FilterType.Date, value: '2026-01-31' }, { createdBegin: '2026-01-31', createdEnd: '2026-01-31' }],
    ['date range as Begin/End', { code: 'created', filterType: FilterType.DateRange, value: ['2026-01-01', '2026-01-31'] }, { createdBegin: '2026-01-01', createdEnd: '2026-01-31' }],
    ['datetime range as TimeBegin/TimeEnd', { code: 'created', filterType: FilterType.DateTimeRange, value: ['2026-01-01 00:00:00', '2026-01-31 23:59:59'] }, { createdTimeBegin: '2026-01-01 00:00:00', createdTimeEnd: '2026-01-31 23:59:59' }],
    ['empty text dropped', { code: 'skuCode', filterType: FilterType.Text, value: '   ' }, {}],
    ['empty lottable sent as a space', { code: 'lottable03', filterType: FilterType.Text, value: '' }, { lottable03: ' ' }],
    ['no filter type sends nothing', { code: 'x', filterType: FilterType.None, value: 'y' }, {}],
  ])('%s', (_name, filter, expected) => {
    expect(build([filter])).toEqual({ ...expected, pageNum: 1, pageSize: 20 });
  });

  it('adds configureSorting and totalSqlText only when given', () => {
    expect(buildQueryParams({ filters: [], pageNum: 2, pageSize: 50, configureSorting: 'id desc', totalSqlText: '' })).toEqual({ pageNum: 2, pageSize: 50, configureSorting: 'id desc' });
  });
});

const code = fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}$/).filter((c) => !c.startsWith('lottable'));
const blank = fc.constantFrom('', ' ', '   ', '\t', undefined, null);

describe('buildQueryParams properties', () => {
  it('never sends an empty value, except a space for lottable fields', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ code: fc.oneof(code, fc.constantFrom('lottable01', 'lottable12')), filterType: fc.constantFrom(1, 2, 3, 4), value: fc.oneof(blank, fc.string()) })),
      (filters) => {
        const params = build(filters);
        for (const [key, value] of Object.entries(params)) {
          if (typeof value === 'number') continue;
          if (key.startsWith('lottable')) expect(value.trim() === '' ? value : 'ok').toMatch(/^( |ok)$/);
          else expect(value.trim()).not.toBe('');
        }
      },
    ), { numRuns: 200 });
  });

  it('sends only digits for numeric text filters', () => {
    fc.assert(fc.property(code, fc.string(), (field, text) => {
      const value = build([{ code: field, filterType: FilterType.Text, columnType: ColumnType.Numeric, value: text }])[field];
      if (value !== undefined) expect(String(value)).toMatch(/^\d+$/);
    }), { numRuns: 200 });
  });

  it('always sends pageNum and pageSize as given and never drops a non-empty text', () => {
    fc.assert(fc.property(code, fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.nat(), fc.integer({ min: 1, max: 500 }), (field, text, pageNum, pageSize) => {
      const params = buildQueryParams({ filters: [{ code: field, filterType: FilterType.Text, value: text }], pageNum, pageSize });
      expect(params[field]).toBe(text);
      expect(params.pageNum).toBe(pageNum);
      expect(params.pageSize).toBe(pageSize);
    }), { numRuns: 200 });
  });

  it('a multi-select joins its trimmed, non-empty values in order', () => {
    fc.assert(fc.property(code, fc.array(fc.oneof(fc.stringMatching(/^[A-Z0-9]{1,4}$/), blank)), (field, values) => {
      const expected = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
      const params = build([{ code: field, filterType: FilterType.MultiSelect, value: values }]);
      expect(params[`${field}str`]).toBe(expected.length ? expected.join(',') : undefined);
    }), { numRuns: 200 });
  });
});
