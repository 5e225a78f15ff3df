import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, ErrorState, Loading } from '@wms/ui-core';
import { SheetGrid, type SheetColumn } from '@wms/ui-grid';
import { useGranted, useLabels, useReceipt } from '../hooks/useInboundQueries';
import { useErrorText, useOperation } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { blockedReason, ReceiptStatus, type Receipt, type ReceiptLine } from '../model/receipt';
import { DocumentField } from '../shared/DocumentField';
import { Bar, Note, Page, Panel } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import { ReceiptSummary } from '../shared/ReceiptSummary';
import { RecentReceipts } from '../shared/RecentReceipts';
import { FailureState } from '../../app/FailureState';

export interface ReversalScreenProps {
  title: string;
  /** The receipt open now, '' for none. */
  receiptkey: string;
  onOpen: (receiptkey: string) => void;
}

type LineRow = ReceiptLine & Record<string, unknown>;
/** Lines in line order (read-only: no dragging). */
const LINE_ORDER = [{ code: 'receiptlinenumber', direction: 'asc' }] as const;
const num = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/** What a reversal takes back: each line's received quantity, where it was received to. */
function ReversalLines({ receipt, lines }: { receipt: Receipt; lines: readonly ReceiptLine[] }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { label } = useLabels();
  const headingId = useId();
  const columns = useMemo<SheetColumn<LineRow>[]>(() => [
    { code: 'receiptlinenumber', name: t('fields.receiptlinenumber'), width: 100 },
    { code: 'sku', name: t('fields.sku'), width: 120 },
    { code: 'descr', name: t('fields.descr'), width: 200 },
    { code: 'status', name: t('fields.status'), width: 100, format: (value) => label('asn_status', value) },
    { code: 'qtyexpected', name: t('fields.qtyexpected'), width: 100, align: 'end', format: num },
    { code: 'qtyreceived', name: t('fields.qtyreceived'), width: 100, align: 'end', format: num },
    { code: 'lot', name: t('fields.lot'), width: 150 },
    { code: 'toloc', name: t('fields.toloc'), width: 110 },
    { code: 'toid', name: t('fields.toid'), width: 110 },
  ], [t, label]);
  const rows = useMemo(() => lines.map((l) => ({ ...l })), [lines]);
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('detail.lines', { count: lines.length })}</h3>
      <SheetGrid<LineRow> aria-label={t('detail.linesGrid', { receipt: receipt.receiptkey })} columns={columns} rows={rows} onRowsChange={() => undefined} rowKey={(row: ReceiptLine) => String(row.id)} sort={LINE_ORDER} height={Math.min(360, 64 + rows.length * 30)} />
    </Panel>
  );
}

/**
 * /app/Reversal: receipt reversal (冲销). A received receipt's booked stock is taken back and the
 * receipt returns to new, all or nothing; the server refuses once any of that stock has moved on
 * (put away, allocated, picked, held or adjusted), and its message is shown as it is.
 */
export function ReversalScreen({ title, receiptkey, onOpen }: ReversalScreenProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const headingId = useId();
  const errorText = useErrorText();
  const { label } = useLabels();
  const { granted } = useGranted();
  const { data, error, isLoading, mutate } = useReceipt(receiptkey);
  const op = useOperation();
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const [confirming, setConfirming] = useState(false);

  const open = (typed: string) => { setOutcome(undefined); onOpen(typed); };
  const reverse = async (receipt: Receipt) => {
    try {
      const result = await op.run({ menu: 'asn', operation: 'reverse', body: { ids: [receipt.id] } });
      op.done();
      setOutcome({ kind: 'ok', text: t('reversal.done', { receipt: receipt.receiptkey, qty: Number(result.reversed ?? 0) }) });
      await mutate();
    } catch (e) {
      setOutcome({ kind: 'error', text: errorText(e) });
    }
    setConfirming(false);
  };

  let body;
  if (!receiptkey) body = <RecentReceipts statuses={[ReceiptStatus.Receiving, ReceiptStatus.Received, ReceiptStatus.Finished]} title={t('reversal.reversible')} onPick={open} />;
  else if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (isLoading || data === undefined) body = <Loading />;
  else if (data === null) body = <ErrorState message={t('common.notFound', { key: receiptkey })} />;
  else {
    const { receipt, lines } = data;
    const blocked = blockedReason('reverse', receipt, granted);
    body = (
      <>
        <Panel aria-labelledby={`${headingId}-h`}>
          <Bar>
            <h3 id={`${headingId}-h`} style={{ marginRight: 'auto' }}>{t('detail.header', { receipt: receipt.receiptkey })}</h3>
            {blocked !== 'permission' ? (
              <Button variant="danger" disabled={blocked !== undefined || op.busy !== undefined} onClick={() => { setConfirming(true); }}>{t('reversal.reverse')}</Button>
            ) : null}
          </Bar>
          <ReceiptSummary receipt={receipt} />
          <Note>{blocked === undefined ? t('reversal.explain', { qty: receipt.totalqtyreceived ?? 0 }) : blocked === 'permission' ? t('common.noPermission') : t('reversal.statusForbids', { status: label('asn_status', receipt.status) })}</Note>
        </Panel>
        <ReversalLines receipt={receipt} lines={lines} />
        {confirming ? (
          <ConfirmDialog open danger title={t('reversal.reverse')} busy={op.busy === 'reverse'} confirmLabel={t('reversal.reverse')} onConfirm={() => { void reverse(receipt); }} onCancel={() => { setConfirming(false); }}>
            {t('reversal.confirm', { receipt: receipt.receiptkey, qty: receipt.totalqtyreceived ?? 0 })}
          </ConfirmDialog>
        ) : null}
      </>
    );
  }

  return (
    <Page aria-labelledby={headingId} data-screen="reversal">
      <h2 id={headingId}>{title}</h2>
      <DocumentField label={t('fields.receiptkey')} value={receiptkey} onOpen={open} autoFocus={!receiptkey} busy={isLoading} />
      <Outcome value={outcome} />
      {body}
    </Page>
  );
}
