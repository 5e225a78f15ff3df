import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A document number kept in the page's address (`?receiptkey=…`), so that a link, the back
 * button and a reload open the same document.
 */
export function useAddressKey(param: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback((value: string) => { setParams(value ? { [param]: value } : {}); }, [param, setParams]);
  return [params.get(param) ?? '', set];
}
