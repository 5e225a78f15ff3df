import type { ScreenProps } from '../../routes/types';
import { InboundRoute } from '../shared/InboundRoute';
import { useAddressKey } from '../shared/useAddressKey';
import { ReceiptDetailScreen } from './ReceiptDetailScreen';

/** The address parameter of the open receipt. */
const RECEIPT_PARAM = 'receiptkey';

/** /receiptDetail?receiptkey=…: the receipt in the address, so that a link or a reload opens it. */
export default function ReceiptDetailPage({ title }: ScreenProps) {
  const [receiptkey, setReceiptkey] = useAddressKey(RECEIPT_PARAM);
  return (
    <InboundRoute>
      <ReceiptDetailScreen title={title} receiptkey={receiptkey} onOpen={setReceiptkey} />
    </InboundRoute>
  );
}
