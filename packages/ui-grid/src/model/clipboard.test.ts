/** @jest-environment node */
import { parseClipboardText, planPaste } from './clipboard';

describe('parseClipboardText', () => {
  it.each<[string, string, string[][]]>([
    ['one cell', 'A1', [['A1']]],
    ['Excel block with CRLF and the trailing line break', 'A1\tB1\r\nA2\tB2\r\n', [['A1', 'B1'], ['A2', 'B2']]],
    ['LF only', 'A1\tB1\nA2\tB2', [['A1', 'B1'], ['A2', 'B2']]],
    ['empty cells kept', 'A1\t\tC1\r\n\tB2\t\r\n', [['A1', '', 'C1'], ['', 'B2', '']]],
    ['quoted cell with a newline and a tab', '"line 1\nline 2"\t"a\tb"\r\n', [['line 1\nline 2', 'a\tb']]],
    ['doubled quotes inside a quoted cell', '"say ""hi"""\tx', [['say "hi"', 'x']]],
    ['a quote inside an unquoted cell stays', '5" pipe\tx', [['5" pipe', 'x']]],
    ['Chinese text', '入库单\t货主\n收货\t仓库', [['入库单', '货主'], ['收货', '仓库']]],
    ['an empty row in the middle is kept', 'a\n\nb', [['a'], [''], ['b']]],
    ['nothing', '', []],
  ])('%s', (_name, text, expected) => {
    expect(parseClipboardText(text)).toEqual(expected);
  });
});

describe('planPaste', () => {
  const rowKeys = ['r1', 'r2', 'r3'];
  const columns = [{ code: 'sku', editable: true }, { code: 'lot', editable: false }, { code: 'qty', editable: true }];
  it('lands the block from the anchor, skipping read-only columns', () => {
    const plan = planPaste([['S1', 'L1', '5'], ['S2', 'L2', '6']], { rowKey: 'r2', column: 'sku' }, rowKeys, columns);
    expect(plan.targets).toEqual([
      { rowKey: 'r2', column: 'sku', text: 'S1' }, { rowKey: 'r2', column: 'qty', text: '5' },
      { rowKey: 'r3', column: 'sku', text: 'S2' }, { rowKey: 'r3', column: 'qty', text: '6' },
    ]);
    expect(plan.skippedReadOnly).toBe(2);
    expect(plan.clipped).toBe(0);
  });
  it('clips what falls past the last row and column', () => {
    const plan = planPaste([['1', '2'], ['3', '4'], ['5', '6']], { rowKey: 'r3', column: 'qty' }, rowKeys, columns);
    expect(plan.targets).toEqual([{ rowKey: 'r3', column: 'qty', text: '1' }]);
    expect(plan.clipped).toBe(5);
  });
  it('plans nothing for an unknown anchor', () => {
    expect(planPaste([['x']], { rowKey: 'zz', column: 'sku' }, rowKeys, columns).targets).toEqual([]);
  });
});
