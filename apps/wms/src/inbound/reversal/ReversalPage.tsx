import type { ScreenProps } from '../../routes/types';
import { InboundRoute } from '../shared/InboundRoute';
import { useAddressKey } from '../shared/useAddressKey';
import { ReversalScreen } from './ReversalScreen';

/** The address parameter of the open receipt. */
const RECEIPT_PARAM = 'receiptkey';

/** /app/Reversal?receiptkey=…: receipt reversal (冲销). */
export default function ReversalPage({ title }: ScreenProps) {
  const [receiptkey, setReceiptkey] = useAddressKey(RECEIPT_PARAM);
  return (
    <InboundRoute>
      <ReversalScreen title={title} receiptkey={receiptkey} onOpen={setReceiptkey} />
    </InboundRoute>
  );
}
