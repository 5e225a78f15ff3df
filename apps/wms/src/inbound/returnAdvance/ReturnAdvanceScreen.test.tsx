import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inboundTestServer, renderInbound } from '../stories/renderInbound';
import { ReturnAdvanceScreen } from './ReturnAdvanceScreen';

const fixtures = inboundTestServer();
beforeAll(() => { fixtures.server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { fixtures.use(); });
afterAll(() => { fixtures.server.close(); });

function Returns({ start = '' }: { start?: string }) {
  const [orderkey, setOrderkey] = useState(start);
  return <ReturnAdvanceScreen title="退货预报" orderkey={orderkey} onOpen={setOrderkey} />;
}

async function announce(user: UserEvent, row: number, qty: string) {
  const grid = await screen.findByRole('grid');
  const cell = within(grid).getAllByRole('row')[row]?.querySelector<HTMLElement>('[data-cell$="\u001frtnQty"]');
  if (!cell) throw new Error('no cell');
  await user.click(cell);
  await user.keyboard(`{Backspace}${qty}{Enter}`);
}
const outcome = () => document.querySelector('[data-outcome]');

describe('return advance notices', () => {
  it('opens a shipped order by scan and announces the edited items, one call each, on one return receipt', async () => {
    const { user } = renderInbound(<Returns />);
    await user.type(screen.getByRole('textbox', { name: '原出库单号' }), 'so0000000201{Enter}');
    await announce(user, 2, '2');
    await announce(user, 3, '4');
    await user.click(screen.getByRole('button', { name: '保存退货预报' }));
    await waitFor(() => { expect(outcome()).toHaveTextContent(/退货预报已保存到退货单 ASN\d+（2 个商品）/); });
    expect(fixtures.sent.map((s) => s.body)).toEqual([
      { ids: [], orderkey: 'SO0000000201', sku: 'SKU-2002', qty: 2 },
      { ids: [], orderkey: 'SO0000000201', sku: 'SKU-2003', qty: 4 },
    ]);
    expect(await screen.findByRole('heading', { name: '该出库单的退货单（2）' })).toBeInTheDocument();
  });

  it('refuses more than may still be announced on the cell, and sends nothing', async () => {
    const { user } = renderInbound(<Returns start="SO0000000201" />);
    await announce(user, 1, '5');
    expect(await screen.findByText('最多可预报 4 件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存退货预报' }));
    expect(fixtures.sent).toEqual([]);
  });

  it('shows the server’s refusal of an order that has not shipped, in English', async () => {
    renderInbound(<Returns start="SO0000000202" />, 'en');
    expect(await screen.findByText('SO0000000202 is in status "Allocated": "Return advance notice" is not allowed')).toBeInTheDocument();
  });
});
