import { FilterType, type ColumnDefinition } from '@wms/ui-grid';
import { searchFromAddress } from './urlFilters';

const column = (code: string, issearch: number): ColumnDefinition => ({ code, name: code, width: 100, type: 1, issearch });
const COLUMNS = [column('status', FilterType.Select), column('storerkey', FilterType.MultiSelect), column('notes', FilterType.None), column('adddate', FilterType.DateRange), column('receiptkey', FilterType.Text)];

describe('a list\'s search from its address', () => {
  it('filters by the parameters that name searchable columns, with every date range off', () => {
    expect(searchFromAddress(new URLSearchParams('status=0&storerkey=OW001,OW002&notes=x&nosuch=1'), COLUMNS)).toEqual({
      values: { status: '0', storerkey: ['OW001', 'OW002'] },
      dateRanges: { adddate: { enabled: false, range: null } },
      page: 1,
      pageSize: 20,
      sort: [],
    });
  });

  it('gives nothing when no parameter filters (the list opens with its own defaults)', () => {
    expect(searchFromAddress(new URLSearchParams(''), COLUMNS)).toBeUndefined();
    expect(searchFromAddress(new URLSearchParams('nosuch=1&status=&adddate=2026-01-01'), COLUMNS)).toBeUndefined();
    expect(searchFromAddress(new URLSearchParams(`receiptkey=${'x'.repeat(201)}`), COLUMNS)).toBeUndefined();
  });
});
