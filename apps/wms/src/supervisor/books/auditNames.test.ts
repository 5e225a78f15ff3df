import type { ColumnConfig, ColumnDefinition, ListKey } from '@wms/api';
import { loadAuditNames, type AuditNamesApi } from './auditNames';

const column = (code: string, issearch: number, searchData?: string): ColumnDefinition => ({ code, name: code, width: 100, type: 10402, issearch, searchData });
const config = (columns: ColumnDefinition[], operations: ColumnConfig['operations'] = []): ColumnConfig => ({ tableDisplay: columns, tableHiding: [], exportDisplay: [], exportHidden: [], operations });

function fakeApi(configs: Record<string, ColumnConfig>, paths: Record<string, { code: string; description: string }[]>) {
  const asked: string[] = [];
  const api: AuditNamesApi = {
    getColumnConfig: (input: ListKey) => {
      asked.push(`columns ${input.menu_code} ${input.menu_list_code}`);
      const found = configs[input.menu_code];
      return found ? Promise.resolve(found) : Promise.reject(new Error('no such list'));
    },
    searchOptions: (path: string) => {
      asked.push(`options ${path}`);
      const found = paths[path];
      return found ? Promise.resolve(found) : Promise.reject(new Error('failed'));
    },
  };
  return { api, asked };
}

describe('loadAuditNames', () => {
  it('names each list’s status and coded fields and its operations; a shared dictionary is read once', async () => {
    const { api, asked } = fakeApi(
      {
        asn: config([column('status', 2, '/dictionary/options/asn_status'), column('receipttype', 2, '/dictionary/options/receipt_type'), column('storerkey', 2, '/options/storer'), column('notes', 1)], [{ code: 'close', name: '关闭', button: 'asn:close', statusField: 'status', fromStatuses: ['0'] } as never]),
        orders: config([column('status', 3, '[{"code":"0","description":"新建"},{"code":"9","description":"已发运"}]'), column('ordertype', 2, '/dictionary/options/receipt_type')]),
      },
      { '/dictionary/options/asn_status': [{ code: '0', description: '新建' }, { code: '11', description: '已收货' }], '/dictionary/options/receipt_type': [{ code: '0', description: '普通入库' }] },
    );
    const names = await loadAuditNames(api, ['asn', 'orders']);
    expect(names.get('asn')?.options.get('status')).toEqual([{ code: '0', description: '新建' }, { code: '11', description: '已收货' }]);
    expect(names.get('asn')?.options.get('receipttype')).toEqual([{ code: '0', description: '普通入库' }]);
    expect(names.get('asn')?.options.has('storerkey')).toBe(false);
    expect(names.get('asn')?.operations.get('close')).toBe('关闭');
    expect(names.get('orders')?.options.get('status')).toEqual([{ code: '0', description: '新建' }, { code: '9', description: '已发运' }]);
    expect(asked.filter((call) => call === 'options /dictionary/options/receipt_type')).toHaveLength(1);
    expect(asked).toContain('columns asn asn_list');
  });
  it('a list whose columns cannot be read, or a dictionary that fails, names nothing (codes stay as they are)', async () => {
    const { api } = fakeApi({ asn: config([column('status', 2, '/dictionary/options/broken')]) }, {});
    const names = await loadAuditNames(api, ['asn', 'gone']);
    expect(names.has('gone')).toBe(false);
    expect(names.get('asn')?.options.get('status')).toEqual([]);
  });
});
