import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inboundTestServer, renderInbound } from '../stories/renderInbound';
import { ReceiptDetailScreen } from './ReceiptDetailScreen';

const fixtures = inboundTestServer();
beforeAll(() => { fixtures.server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { fixtures.use(); });
afterAll(() => { fixtures.server.close(); });

function Detail({ start = '' }: { start?: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <ReceiptDetailScreen title="入库明细" receiptkey={receiptkey} onOpen={setReceiptkey} />;
}

/** Types a quantity into a line's "receive now" cell: focus, type (opens the editor), Enter commits. */
async function enterQty(user: UserEvent, row: number, qty: string) {
  const grid = await screen.findByRole('grid', { name: /的明细|Lines of/ });
  const cell = within(grid).getAllByRole('row')[row]?.querySelector<HTMLElement>('[data-cell$="\u001frcvQty"]');
  if (!cell) throw new Error('no receive cell');
  await user.click(cell);
  await user.keyboard(`${qty}{Enter}`);
}
const receivedTotal = () => document.querySelector('dl[data-receipt]')?.textContent ?? '';
/** The page's outcome line (the sheet shows the reason in its own notice too). */
const refusal = () => document.querySelector('[data-outcome="error"]');
const operations = () => fixtures.sent.map((s) => [s.path, s.body.line, s.body.qty]);

describe('the receipt detail page', () => {
  it('opens the receipt typed or scanned into the focused field with Enter', async () => {
    const { user } = renderInbound(<Detail />);
    const field = screen.getByRole('textbox', { name: '入库单号' });
    await waitFor(() => { expect(field).toHaveFocus(); });
    await user.type(field, 'asn0000000104{Enter}');
    expect(await screen.findByText('入库单当前状态为“已核销”，不能收货，明细只读。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '整单收货' })).toBeDisabled();
  });

  it('receives the entered lines, one call each with its own idempotency key, and reloads', async () => {
    const { user } = renderInbound(<Detail start="ASN0000000101" />);
    await enterQty(user, 1, '12');
    await enterQty(user, 3, '5');
    await user.click(screen.getByRole('button', { name: '收货' }));
    expect(await screen.findByText('收货成功：2 行，共 17 件')).toBeInTheDocument();
    expect(operations()).toEqual([['/asn/op/receive', '00001', 12], ['/asn/op/receive', '00003', 5]]);
    expect(new Set(fixtures.sent.map((s) => s.key)).size).toBe(2);
    await waitFor(() => { expect(receivedTotal()).toContain('收货中'); });
  });

  it('keeps a refused line’s entry, and the retry does not receive the lines before it twice', async () => {
    const { user } = renderInbound(<Detail start="ASN0000000101" />);
    await enterQty(user, 1, '5');
    await enterQty(user, 3, '9');
    await user.click(screen.getByRole('button', { name: '收货' }));
    await waitFor(() => { expect(refusal()).toHaveTextContent('第 00001 行已收货；第 00003 行被拒绝：商品 SKU-1003 收货数量超出预期（超收上限 5）'); });
    await enterQty(user, 3, '5');
    await user.click(screen.getByRole('button', { name: '收货' }));
    expect(await screen.findByText('收货成功：2 行，共 10 件')).toBeInTheDocument();
    const [first, refused, again, fixed] = fixtures.sent;
    expect([first?.body.line, refused?.body.qty, again?.body.line, fixed?.body.qty]).toEqual(['00001', 9, '00001', 5]);
    expect(again?.key).toBe(first?.key);
    expect(fixed?.key).not.toBe(refused?.key);
    // 5 + 5 received, not 5 + 5 + 5: the replay of line 1 booked nothing.
    await waitFor(() => { expect(receivedTotal()).toMatch(/已收数量10/); });
  });

  it('checks a typed quantity on the cell before sending anything', async () => {
    const { user } = renderInbound(<Detail start="ASN0000000101" />);
    await enterQty(user, 2, '0');
    expect(await screen.findByText('收货数量必须大于 0')).toBeInTheDocument();
    expect(fixtures.sent).toEqual([]);
  });

  it('shows the server’s refusal in English', async () => {
    const { user } = renderInbound(<Detail start="ASN0000000101" />, 'en');
    await enterQty(user, 1, '21');
    await user.click(await screen.findByRole('button', { name: 'Receive' }));
    await waitFor(() => { expect(refusal()).toHaveTextContent('Line 00001 was refused: Receiving more of item SKU-1001 than expected (over-receipt limit 20)'); });
  });

  it('gives QC results from the line’s action: a fail needs its disposition', async () => {
    const { user } = renderInbound(<Detail start="ASN0000000102" />);
    const grid = await screen.findByRole('grid', { name: /ASN0000000102/ });
    await user.click(await within(grid).findByRole('button', { name: '质检' }));
    const dialog = screen.getByRole('dialog', { name: /质检：第 00002 行 SKU-1002/ });
    await user.click(within(dialog).getByRole('button', { name: '质检不合格' }));
    expect(within(dialog).getByText('请选择处置方式')).toBeInTheDocument();
    expect(fixtures.sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '质检合格' }));
    expect(await screen.findByText('第 00002 行质检合格')).toBeInTheDocument();
    expect(operations()).toEqual([['/receiptdetailQuery/op/qcPass', undefined, undefined]]);
  });

  it('says when a receipt number is unknown', async () => {
    renderInbound(<Detail start="ASN404" />);
    expect(await screen.findByText('未找到入库单 ASN404')).toBeInTheDocument();
  });
});
