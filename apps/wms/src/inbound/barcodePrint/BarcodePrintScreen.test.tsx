import { screen, waitFor } from '@testing-library/react';
import type { PrintRun } from '../../supervisor/print/usePrintRun';
import { pathChoiceOf } from '../../print/printer';
import { inboundTestServer, renderInbound } from '../stories/renderInbound';
import { BarcodePrintScreen } from './BarcodePrintScreen';

const fixtures = inboundTestServer();
beforeAll(() => { fixtures.server.listen({ onUnhandledRequest: 'error' }); });
beforeEach(() => { fixtures.use(); });
afterAll(() => { fixtures.server.close(); });

function printRun(): PrintRun & { print: jest.Mock } {
  return {
    state: 'open', reconnect: jest.fn(), busy: false, outcome: undefined, setOutcome: jest.fn(), print: jest.fn(() => Promise.resolve()),
    pluginSeen: true, output: null, pdf: undefined, choice: (report) => pathChoiceOf(report, 'open', undefined, () => undefined),
  };
}

describe('receipt-barcode pre-print', () => {
  it('adds scanned receipts with Enter, gets one label a unit from the server and prints each copy through the print path', async () => {
    const run = printRun();
    const { user } = renderInbound(<BarcodePrintScreen title="收货条码预打印" run={run} />);
    const field = await screen.findByRole('textbox', { name: '入库单号' });
    await user.type(field, 'asn0000000102{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.click(screen.getByText('每件一张标签'));
    await user.click(screen.getByRole('button', { name: '获取标签数据' }));
    expect(await screen.findByRole('heading', { name: '标签数据（1 行，共 6 张）' })).toBeInTheDocument();
    expect(fixtures.sent.map((s) => [s.path, s.body])).toEqual([['/asn/op/barcodeLabels', { ids: [102], perUnit: '1' }]]);
    await user.click(await screen.findByRole('button', { name: '打印 6 张' }));
    expect(run.print).toHaveBeenCalledTimes(1);
    const [report, documents] = run.print.mock.calls[0] as [{ reportkey: string }, string[]];
    // The label report is offered first; one document a physical label.
    expect(report.reportkey).toBe('RPT_LABEL_LPN');
    expect(documents).toEqual(['ASN0000000102-00001-1', 'ASN0000000102-00001-2', 'ASN0000000102-00001-3', 'ASN0000000102-00001-4', 'ASN0000000102-00001-5', 'ASN0000000102-00001-6']);
  });

  it('names receipt numbers that do not exist and sends nothing', async () => {
    const { user } = renderInbound(<BarcodePrintScreen title="收货条码预打印" run={printRun()} initial={['ASN0000000101', 'ASN404']} />);
    await user.click(await screen.findByRole('button', { name: '获取标签数据' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到入库单 ASN404');
    expect(fixtures.sent).toEqual([]);
  });

  it('shows the server’s refusal of a receipt whose status has nothing to pre-print, in English', async () => {
    const { user } = renderInbound(<BarcodePrintScreen title="Pre-print" run={printRun()} initial={['ASN0000000104']} />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Get label data' }));
    await waitFor(() => { expect(screen.getByRole('alert')).toHaveTextContent('ASN0000000104 is in status "Verified and settled": "Pre-print receipt barcodes" is not allowed'); });
    expect(screen.getByRole('button', { name: 'Print 0 labels' })).toBeDisabled();
  });
});
