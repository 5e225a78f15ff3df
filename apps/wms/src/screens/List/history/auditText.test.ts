import { auditValueText } from './auditText';

const options = new Map([['status', [{ code: '0', description: '新建' }, { code: '9', description: '已核销' }]]]);

it.each([
  ['a status code as its name', 'status', '9', '已核销'],
  ['an unknown code as it is', 'status', '7', '7'],
  ['a number', 'qtyexpected', 10, '10'],
  ['nothing', 'notes', null, ''],
  ['an empty text', 'notes', '', ''],
  ['an object as JSON', 'notes', { a: 1 }, '{"a":1}'],
])('%s', (_name, field, value, text) => {
  expect(auditValueText({ field }, value, options)).toBe(text);
});
