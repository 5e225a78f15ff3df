import { cellText } from './format';

describe('cellText', () => {
  const datetime = { kind: 'datetime' as const };
  const text = { kind: 'string' as const };
  it.each([
    [datetime, Date.UTC(2026, 5, 15, 1, 30, 5), '2026-06-15 09:30:05'],
    [datetime, '2026-06-15T09:30:05.123', '2026-06-15 09:30:05'],
    [datetime, '2026-06-15 09:30:05', '2026-06-15 09:30:05'],
    [datetime, '2026-06-15', '2026-06-15 00:00:00'],
    [datetime, 'soon', 'soon'],
    [datetime, null, ''],
    [text, 12, '12'],
    [text, 'ASN1', 'ASN1'],
    [text, true, 'true'],
    [text, undefined, ''],
    [text, { a: 1 }, '{"a":1}'],
  ])('%p %p → %p', (column, value, expected) => {
    expect(cellText(column, value, 'Asia/Shanghai')).toBe(expected);
  });
});
