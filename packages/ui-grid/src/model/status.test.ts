import { isStatusField, statusLook } from './status';

const statuses = Array.from({ length: 19 }, (_, i) => ({ code: String((i + 1) * 10), description: `状态${String(i + 1)}` }));
const flags = [{ code: '1', description: '部分完成' }, { code: '2', description: '已完成' }, { code: '0', description: '未完成' }];

describe('isStatusField', () => {
  it.each([['status', true], ['orderfinishflag', true], ['receiptFinishFlag', true], ['statusText', false], ['sku', false]])('%s → %p', (code, expected) => {
    expect(isStatusField(code)).toBe(expected);
  });
});

describe('statusLook', () => {
  it.each([
    ['status', '10', statuses, { label: '状态1', index: 1 }],
    ['status', '170', statuses, { label: '状态17', index: 17 }],
    // Index 18 is past the 17 colours; ui-core's statusColor wraps it to colour 1.
    ['status', '180', statuses, { label: '状态18', index: 18 }],
    ['status', 20, statuses, { label: '状态2', index: 2 }],
    ['status', ' 30 ', statuses, { label: '状态3', index: 3 }],
    ['status', '999', statuses, { label: '999', index: 1 }],
    ['orderfinishflag', '1', flags, { label: '部分完成', finishFlag: 'orange' }],
    ['orderfinishflag', '2', flags, { label: '已完成', finishFlag: 'green' }],
    ['receiptfinishflag', '0', flags, { label: '未完成', finishFlag: 'red' }],
    ['receiptfinishflag', '9', flags, { label: '9', finishFlag: 'orange' }],
  ])('%s %p', (field, code, options, look) => {
    expect(statusLook(field, code, options)).toEqual(look);
  });

  it.each([[undefined], [null], [''], ['  '], [{}]])('shows nothing for %p', (code) => {
    expect(statusLook('status', code, statuses)).toBeUndefined();
  });
});
