import type { ScreenProps } from '../../routes/types';
import { usePrintRun } from '../../supervisor/print/usePrintRun';
import { receiptNumbers } from '../model/labels';
import { InboundRoute } from '../shared/InboundRoute';
import { useAddressKey } from '../shared/useAddressKey';
import { BarcodePrintScreen } from './BarcodePrintScreen';

/** The address parameter of the receipts to start with (comma-separated). */
const RECEIPT_PARAM = 'receiptkey';

/** /app/barcodeprint?receiptkey=…: receipt-barcode pre-print through the app's one print path. */
export default function BarcodePrintPage({ title }: ScreenProps) {
  const run = usePrintRun();
  const [receiptkey] = useAddressKey(RECEIPT_PARAM);
  return (
    <InboundRoute>
      <BarcodePrintScreen title={title} run={run} initial={receiptNumbers(receiptkey)} />
    </InboundRoute>
  );
}
