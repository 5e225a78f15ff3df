import type { ScreenProps } from '../../routes/types';
import { InboundRoute } from '../shared/InboundRoute';
import { useAddressKey } from '../shared/useAddressKey';
import { ReturnAdvanceScreen } from './ReturnAdvanceScreen';

/** The address parameter of the open order. */
const ORDER_PARAM = 'orderkey';

/** /app/returnAdvance?orderkey=…: return advance notices of a shipped order. */
export default function ReturnAdvancePage({ title }: ScreenProps) {
  const [orderkey, setOrderkey] = useAddressKey(ORDER_PARAM);
  return (
    <InboundRoute>
      <ReturnAdvanceScreen title={title} orderkey={orderkey} onOpen={setOrderkey} />
    </InboundRoute>
  );
}
