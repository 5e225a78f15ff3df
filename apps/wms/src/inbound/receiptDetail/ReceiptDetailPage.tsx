import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../../routes/screens';
import { InboundRoute } from '../shared/InboundRoute';
import { ReceiptDetailScreen } from './ReceiptDetailScreen';

/** The address parameter of the open receipt. */
const RECEIPT_PARAM = 'receiptkey';

/** /receiptDetail?receiptkey=…: the receipt in the address, so that a link or a reload opens it. */
export default function ReceiptDetailPage({ title }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  return (
    <InboundRoute>
      <ReceiptDetailScreen title={title} receiptkey={params.get(RECEIPT_PARAM) ?? ''} onOpen={(receiptkey) => { setParams(receiptkey ? { [RECEIPT_PARAM]: receiptkey } : {}); }} />
    </InboundRoute>
  );
}
