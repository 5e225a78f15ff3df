import type { ScreenProps } from '../../routes/types';
import { InboundRoute } from '../shared/InboundRoute';
import { useAddressKey } from '../shared/useAddressKey';
import { BarcodeScreen } from './BarcodeScreen';

/** The address parameter of the open receipt. */
const RECEIPT_PARAM = 'receiptkey';

/** /app/barcode?receiptkey=…: delivery-note barcode association. */
export default function BarcodePage({ title }: ScreenProps) {
  const [receiptkey, setReceiptkey] = useAddressKey(RECEIPT_PARAM);
  return (
    <InboundRoute>
      <BarcodeScreen title={title} receiptkey={receiptkey} onOpen={setReceiptkey} />
    </InboundRoute>
  );
}
