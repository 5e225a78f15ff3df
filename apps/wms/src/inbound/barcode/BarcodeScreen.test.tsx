import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { inboundTestServer, renderInbound } from '../stories/renderInbound';
import { BarcodeScreen } from './BarcodeScreen';

const fixtures = inboundTestServer();
beforeAll(() => { fixtures.server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { fixtures.use(); });
afterAll(() => { fixtures.server.close(); });

function Barcodes({ start = '' }: { start?: string }) {
  const [receiptkey, setReceiptkey] = useState(start);
  return <BarcodeScreen title="送货单条码关联" receiptkey={receiptkey} onOpen={setReceiptkey} />;
}
const outcome = () => document.querySelector('[data-outcome]');

describe('delivery-note barcode association', () => {
  it('scans a receipt, then barcodes: each Enter links one, the field empties and keeps the focus', async () => {
    const { user } = renderInbound(<Barcodes />);
    await user.type(screen.getByRole('textbox', { name: '入库单号' }), 'ASN0000000101{Enter}');
    const field = await screen.findByRole('textbox', { name: '送货单条码' });
    await waitFor(() => { expect(field).toHaveFocus(); });
    await user.keyboard('DN0001{Enter}');
    await waitFor(() => { expect(outcome()).toHaveTextContent('条码 DN0001 已关联入库单 ASN0000000101'); });
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.keyboard('DN0002{Enter}');
    expect(await screen.findByRole('heading', { name: '已关联的条码（2）' })).toBeInTheDocument();
    expect(fixtures.sent.map((s) => [s.path, s.body])).toEqual([['/asn/op/barcodeLink', { ids: [101], barcode: 'DN0001' }], ['/asn/op/barcodeLink', { ids: [101], barcode: 'DN0002' }]]);
  });

  it('shows the server’s refusal of a barcode another receipt holds, and keeps the scan', async () => {
    const { user } = renderInbound(<Barcodes start="ASN0000000101" />, 'en');
    const field = await screen.findByRole('textbox', { name: 'Delivery-note barcode' });
    await user.type(field, 'DN20260614001{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Barcode DN20260614001 is already linked to receipt ASN0000000102');
    expect(field).toHaveValue('DN20260614001');
  });

  it('asks for a barcode before sending an empty one', async () => {
    const { user } = renderInbound(<Barcodes start="ASN0000000101" />);
    await user.click(await screen.findByRole('button', { name: '关联' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先扫描或输入送货单条码');
    expect(fixtures.sent).toEqual([]);
  });

  it('offers no link on a settled receipt', async () => {
    renderInbound(<Barcodes start="ASN0000000104" />);
    expect(await screen.findByText('入库单当前状态为“已核销”，不能关联送货单条码。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '送货单条码' })).toBeNull();
  });
});
