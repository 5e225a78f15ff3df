import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { allowedButtons } from '@wms/api';
import { findReceipt, linkedBarcodes, receiptLines, recentReceipts, returnLines, returnReceipts, type LinkedBarcode } from '../data/calls';
import { useInbound } from '../data/InboundContext';
import type { Receipt, ReceiptLine } from '../model/receipt';
import type { ReturnLine } from '../model/returns';

/** The button codes the user holds (`<menu>:<button>`); empty while loading or when the call fails (nothing is offered). */
export function useGranted(): { granted: ReadonlySet<string>; loading: boolean } {
  const { api, scope } = useInbound();
  const { data, isLoading } = useSWR([scope, 'inbound:buttons'], () => api.buttonPermissions().then(allowedButtons));
  const granted = useMemo(() => new Set(data ?? []), [data]);
  return { granted, loading: isLoading };
}

/** The dictionaries the inbound pages show labels of. */
export const INBOUND_DICTIONARIES = ['asn_status', 'receipt_type', 'qc_status', 'disposition', 'return_reason'] as const;
export type InboundDictionary = (typeof INBOUND_DICTIONARIES)[number];

/**
 * Labels of dictionary codes in the current language (the server's option texts); a code whose
 * dictionary has not loaded (or failed) shows as the code.
 */
export function useLabels() {
  const { api, scope } = useInbound();
  const language = useLanguage();
  const { data } = useSWR([scope, 'inbound:dict', language], () => api.dictionary([...INBOUND_DICTIONARIES]));
  const label = useCallback((dictionary: InboundDictionary, code: unknown): string => {
    const text = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
    return data?.[dictionary]?.find((o) => o.code === text)?.description ?? text;
  }, [data]);
  const options = useCallback((dictionary: InboundDictionary) => data?.[dictionary] ?? [], [data]);
  return { label, options };
}

/** The current language: part of every cache key, since the server answers names and messages in it. */
function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** An opened receipt: its header and lines; `data` is null when no receipt has that number. */
export function useReceipt(typed: string) {
  const { api, scope } = useInbound();
  const language = useLanguage();
  const key = typed.trim() ? [scope, 'inbound:receipt', language, typed.trim().toUpperCase()] : null;
  return useSWR<{ receipt: Receipt; lines: ReceiptLine[] } | null, Error>(key, async () => {
    const receipt = await findReceipt(api, typed);
    if (!receipt) return null;
    return { receipt, lines: await receiptLines(api, receipt.receiptkey) };
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The newest receipts in some statuses, for picking one without typing. */
export function useRecentReceipts(statuses: readonly string[], size = 8) {
  const { api, scope } = useInbound();
  const language = useLanguage();
  return useSWR<Receipt[], Error>([scope, 'inbound:recent', language, statuses.join(','), size], () => recentReceipts(api, statuses, size), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** The delivery-note barcodes of a receipt (none asked while no receipt is open). */
export function useLinkedBarcodes(receiptkey: string | undefined) {
  const { api, scope } = useInbound();
  const language = useLanguage();
  return useSWR<LinkedBarcode[], Error>(receiptkey ? [scope, 'inbound:barcodes', language, receiptkey] : null, () => linkedBarcodes(api, receiptkey ?? ''), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** A shipped order's items and its return receipts (none asked while no order is given). */
export function useReturnOrder(orderkey: string) {
  const { api, scope } = useInbound();
  const language = useLanguage();
  const key = orderkey.trim() ? [scope, 'inbound:returns', language, orderkey.trim().toUpperCase()] : null;
  return useSWR<{ lines: ReturnLine[]; receipts: Receipt[] }, Error>(key, async () => {
    const [lines, receipts] = await Promise.all([returnLines(api, orderkey), returnReceipts(api, orderkey)]);
    return { lines, receipts };
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}
