import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { inboundTestServer, renderInbound } from '../stories/renderInbound';
import { ReversalScreen } from './ReversalScreen';

const fixtures = inboundTestServer();
beforeAll(() => { fixtures.server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { fixtures.use(); });
afterAll(() => { fixtures.server.close(); });

function Reversal({ start = '' }: { start?: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <ReversalScreen title="收货冲销" receiptkey={receiptkey} onOpen={setReceiptkey} />;
}

describe('receipt reversal', () => {
  it('picks a receipt from the list, asks first, reverses it once and shows it new again', async () => {
    const { user } = renderInbound(<Reversal />);
    await user.click(await screen.findByRole('button', { name: '打开 ASN0000000103' }));
    await user.click(await screen.findByRole('button', { name: '冲销' }));
    expect(fixtures.sent).toEqual([]);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '冲销' }));
    await waitFor(() => { expect(document.querySelector('[data-outcome="ok"]')).toHaveTextContent('入库单 ASN0000000103 已冲销：撤回 12 件库存'); });
    expect(fixtures.sent.map((s) => [s.path, s.body])).toEqual([['/asn/op/reverse', { ids: [103] }]]);
    await waitFor(() => { expect(screen.getByRole('button', { name: '冲销' })).toBeDisabled(); });
  });

  it('shows the server’s refusal once the stock has moved on, in zh and in en', async () => {
    const zh = renderInbound(<Reversal start="ASN0000000105" />);
    await zh.user.click(await screen.findByRole('button', { name: '冲销' }));
    await zh.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '冲销' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('入库单 ASN0000000105 的库存已移动或分配，不能冲销');
    zh.unmount();
    const en = renderInbound(<Reversal start="ASN0000000105" />, 'en');
    await en.user.click(await screen.findByRole('button', { name: 'Reverse' }));
    await en.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The stock of receipt ASN0000000105 has moved or been allocated: it cannot be reversed');
  });

  it('cancels with Escape and sends nothing', async () => {
    const { user } = renderInbound(<Reversal start="ASN0000000103" />);
    await user.click(await screen.findByRole('button', { name: '冲销' }));
    await user.keyboard('{Escape}');
    await waitFor(() => { expect(screen.queryByRole('dialog')).toBeNull(); });
    expect(fixtures.sent).toEqual([]);
  });
});
