import { useTranslation } from 'react-i18next';
import { StatusTag } from '@wms/ui-core';
import { useLabels } from '../hooks/useInboundQueries';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import type { Receipt } from '../model/receipt';
import { Summary } from './layout';

/** The status colour of a code: its position in the 17 status colours (code 0 is the first). */
export const statusIndex = (code: string): number => (Number.isFinite(Number(code)) ? Number(code) + 1 : 1);

const FIELDS = ['receiptkey', 'externreceiptkey', 'storerkey', 'receipttype', 'status', 'suppliercode', 'expectedreceiptdate', 'receiptdate', 'totalqtyexpected', 'totalqtyreceived'] as const;

/** A receipt's header as label / value pairs (status as its coloured tag). */
export function ReceiptSummary({ receipt, headingId }: { receipt: Receipt; headingId?: string }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { label } = useLabels();
  const value = (field: (typeof FIELDS)[number]) => {
    const raw = receipt[field];
    if (field === 'status') return <StatusTag index={statusIndex(receipt.status)}>{label('asn_status', receipt.status)}</StatusTag>;
    if (field === 'receipttype') return label('receipt_type', raw);
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  };
  return (
    <Summary aria-labelledby={headingId} data-receipt={receipt.receiptkey}>
      {FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`fields.${field}`)}</dt>
          <dd>{value(field) || '—'}</dd>
        </div>
      ))}
    </Summary>
  );
}
