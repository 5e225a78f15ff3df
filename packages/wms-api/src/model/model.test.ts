import fc from 'fast-check';
import { normalizePage, isSuccess } from './envelope';
import { permissionFlags, allowedButtons, PERMISSION_OFF } from './permissions';
import { withPage, rewriteOptionPath, autocompletePath, isApiPath } from './paths';
import { toOptions, optionRows } from './options';
import { isContractDrift } from '../contract/drift';

describe('normalizePage (a thin wrapper of the contract: ANSWERS.listPage)', () => {
  it.each([
    ['page with curpage', { returnCode: '200', page: { list: [{ a: 1 }, { a: 2 }], curpage: 2, pageSize: 2, total: 9 } }, { rows: [{ a: 1 }, { a: 2 }], page: 2, pageSize: 2, total: 9 }],
    ['bean with pageNum as strings', { returnCode: '200', bean: { list: [{ a: 1 }], pageNum: '3', pageSize: '20', total: '41' } }, { rows: [{ a: 1 }], page: 3, pageSize: 20, total: 41 }],
    ['data with a null list', { returnCode: 200, data: { list: null, pageNum: 1, pageSize: 20, total: 0 } }, { rows: [], page: 1, pageSize: 20, total: 0 }],
    ['summary from totalData', { returnCode: '200', bean: { list: [{ a: 1 }], pageNum: 1, pageSize: 20, total: 1 }, totalData: { qty: 5 } }, { rows: [{ a: 1 }], page: 1, pageSize: 20, total: 1, summary: { qty: 5 } }],
  ])('%s', (_name, body, expected) => {
    expect(normalizePage(body)).toEqual(expected);
  });

  it.each([
    ['no page at all', { returnCode: '200' }, '$.page'],
    ['rows under another key', { returnCode: '200', page: { rows: [{ a: 1 }], pageNum: 1, pageSize: 20, total: 70 } }, '$.page.list'],
    ['not an object', 'oops', '$'],
  ])('%s is drift at %s, never an empty page', (_name, body, path) => {
    let drift: unknown;
    try {
      normalizePage(body);
    } catch (error) {
      drift = error;
    }
    expect(isContractDrift(drift) && drift.first.path).toBe(path);
  });

  it('gives finite numbers, or a drift (never another failure)', () => {
    fc.assert(fc.property(fc.anything(), (body) => {
      try {
        const page = normalizePage(body);
        expect(Array.isArray(page.rows)).toBe(true);
        for (const n of [page.page, page.pageSize, page.total]) expect(Number.isFinite(n)).toBe(true);
      } catch (error) {
        expect(error).toMatchObject({ kind: 'drift' });
      }
    }), { numRuns: 300 });
  });

  it('reads returnCode as string or number', () => {
    expect(isSuccess({ returnCode: 200 })).toBe(true);
    expect(isSuccess({ returnCode: '200' })).toBe(true);
    expect(isSuccess({ returnCode: '401' })).toBe(false);
  });
});

describe('permissions (CONTRACT.md §6)', () => {
  it.each([
    [200, { returnCode: '200', bean: '1' }, true],
    [200, { returnCode: 200, bean: 1 }, true],
    [200, { returnCode: '200', bean: '0' }, false],
    [200, { returnCode: '500', bean: '1' }, false],
    [500, { returnCode: '200', bean: '1' }, false],
    [200, null, false],
    // Neither "1" nor "0": drift, and permission off.
    [200, { returnCode: '200', bean: true }, false],
    [200, { returnCode: '200' }, false],
  ])('status %i with %j gives permission %p', (status, body, on) => {
    const flags = permissionFlags(status, body);
    expect(flags.permissionStatus).toBe(on);
    expect(flags.saveDisabled).toBe(!on);
    expect(flags.deleteDisabled).toBe(!on);
    expect([flags.newDisabled, flags.addDisabled, flags.deleteRoleDisabled]).toEqual([true, true, true]);
    if (!on) expect(flags).toEqual(PERMISSION_OFF);
  });

  it('flattens button permission groups into unique names', () => {
    expect(allowedButtons([
      { name: 'asn', nodeList: [{ name: 'add' }, { name: 'delete', nodeList: [{ name: 'deleteAll' }] }, 'export'] },
      { name: 'so', nodeList: [{ name: 'add' }, { name: ' ' }, null as never].filter(Boolean) },
    ])).toEqual(['add', 'delete', 'deleteAll', 'export']);
    expect(allowedButtons(undefined)).toEqual([]);
  });
});

describe('paths', () => {
  it.each([
    ['/list/{page}', 3, '/list/3'],
    ['/list/', 3, '/list/3'],
    ['/list', 3, '/list'],
  ])('withPage(%s, %i) = %s', (path, page, expected) => {
    expect(withPage(path, page)).toBe(expected);
  });

  it('rewrites only the keys present, URI-encoded', () => {
    expect(rewriteOptionPath('/opt/sku?ownerId=1&zone=A', { ownerId: 'x&y', other: 1 })).toBe('/opt/sku?ownerId=x%26y&zone=A');
    expect(rewriteOptionPath('/opt/loc/warehouseId=1/list', { warehouseId: 2 })).toBe('/opt/loc/warehouseId=2/list');
    expect(rewriteOptionPath('/opt/a', { a: 1 })).toBe('/opt/a');
  });

  it('encodes autocomplete text as one segment', () => {
    expect(autocompletePath('/auto/', '../x y')).toBe('/auto/..%2Fx%20y');
  });

  it.each([['http://evil.example/x', false], ['//evil.example/x', false], ['javascript:alert(1)', false], ['/ok/path', true], ['ok/path', true]])('isApiPath(%s) = %p', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});

describe('options', () => {
  it('reads rows from data.list, data, list or an array (checked), and dedupes by code', () => {
    const a = { code: 'A', description: 'a' };
    expect(optionRows({ returnCode: '200', data: { list: [a] } })).toEqual([a]);
    expect(optionRows({ returnCode: '200', data: [a] })).toEqual([a]);
    expect(optionRows([{ code: 7, description: 'seven' }])).toEqual([{ code: '7', description: 'seven' }]);
    expect(optionRows({ returnCode: '200', list: [a] })).toEqual([a]);
    expect(() => optionRows('x')).toThrow(expect.objectContaining({ kind: 'drift' }) as Error);
    expect(toOptions([{ code: ' A ', description: ' a ' }, { code: 'A', description: 'dup' }, { value: 2, label: 'two' }, 'junk'])).toEqual([
      { code: 'A', description: 'a' },
      { value: 2, label: 'two', code: '2', description: 'two' },
    ]);
  });
});
