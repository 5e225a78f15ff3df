import type { ColumnDefinition } from '@wms/api';
import { labelOf, labelSources } from './codeLabels';

const column = (code: string, issearch: number, searchData?: string): ColumnDefinition => ({ code, name: code, width: 100, type: 10402, issearch, searchData });

describe('labelSources', () => {
  it.each([
    ['a dictionary path of a select', column('receipttype', 2, '/dictionary/options/receipt_type'), { kind: 'path', path: '/dictionary/options/receipt_type' }],
    ['a dictionary path of a multi select', column('source', 3, '/dictionary/options/source'), { kind: 'path', path: '/dictionary/options/source' }],
    ['a JSON list', column('abc', 2, '[{"code":"A","description":"快速周转"}]'), { kind: 'list', options: [{ code: 'A', description: '快速周转' }] }],
    ['a lookup path (owners)', column('storerkey', 2, '/options/storer?type=1'), undefined],
    ['a status field (the grid renders it)', column('status', 2, '/dictionary/options/asn_status'), undefined],
    ['a text filter', column('receipttype', 1, '/dictionary/options/receipt_type'), undefined],
    ['a malformed list', column('abc', 2, '[{"code":'), undefined],
  ])('%s', (_name, definition, expected) => {
    expect(labelSources([definition])[definition.code]).toEqual(expected);
  });
  it('with statuses: a status field’s list too (text outside the grid, such as the audit’s values)', () => {
    expect(labelSources([column('status', 2, '/dictionary/options/asn_status')], { statuses: true })).toEqual({ status: { kind: 'path', path: '/dictionary/options/asn_status' } });
  });
});

describe('labelOf', () => {
  const options = [{ code: '0', description: '普通入库' }, { code: '1', description: '退货入库' }];
  it.each([
    [0, '普通入库'],
    ['1', '退货入库'],
    ['9', undefined],
    ['', undefined],
    [null, undefined],
  ])('%p → %p', (value, expected) => {
    expect(labelOf(options, value)).toBe(expected);
  });
});
