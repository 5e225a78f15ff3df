import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, ErrorState, Loading } from '@wms/ui-core';
import { useGranted, useReceipt } from '../hooks/useInboundQueries';
import { useErrorText, useOperation } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { blockedReason, ReceiptStatus, type Receipt, type ReceiptLine } from '../model/receipt';
import { DocumentField } from '../shared/DocumentField';
import { Bar, Page, Panel } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import { ReceiptSummary } from '../shared/ReceiptSummary';
import { RecentReceipts } from '../shared/RecentReceipts';
import { QcDialog } from './QcDialog';
import { ReceiptLinesPanel } from './ReceiptLinesPanel';
import { FailureState } from '../../app/FailureState';

export interface ReceiptDetailScreenProps {
  title: string;
  /** The receipt open now (its number or external number), '' for none. */
  receiptkey: string;
  /** Opens another receipt (the route puts it into the address). */
  onOpen: (receiptkey: string) => void;
}

/**
 * /receiptDetail: a receipt's header and its lines in the SheetGrid; receive by line (quantity,
 * location, LPN, lottables), receive the whole receipt, QC pass and fail of received lines. Every
 * refusal shows the server's message; every booking reloads the receipt.
 */
export function ReceiptDetailScreen({ title, receiptkey, onOpen }: ReceiptDetailScreenProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const headingId = useId();
  const errorText = useErrorText();
  const { granted } = useGranted();
  const { data, error, isLoading, mutate } = useReceipt(receiptkey);
  const op = useOperation();
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const [confirmAll, setConfirmAll] = useState(false);
  const [qcLine, setQcLine] = useState<ReceiptLine>();

  const open = (typed: string) => { setOutcome(undefined); onOpen(typed); };
  const refused = (e: unknown) => { setOutcome({ kind: 'error', text: errorText(e) }); };

  const receive = async (receipt: Receipt, calls: { line: ReceiptLine; body: Record<string, string | number> }[]) => {
    const booked: string[] = [];
    for (const call of calls) {
      try {
        await op.run({ menu: 'asn', operation: 'receive', body: { ids: [receipt.id], ...call.body } });
        booked.push(call.line.receiptlinenumber);
      } catch (e) {
        const reason = errorText(e);
        setOutcome({ kind: 'error', text: booked.length ? t('detail.receivedBefore', { lines: booked.join(', '), line: call.line.receiptlinenumber, reason }) : t('detail.lineRefused', { line: call.line.receiptlinenumber, reason }) });
        await mutate();
        throw new Error(reason);
      }
    }
    op.done();
    const qty = calls.reduce((n, c) => n + Number(c.body.qty), 0);
    setOutcome(calls.length ? { kind: 'ok', text: t('detail.received', { count: calls.length, qty }) } : undefined);
    await mutate();
  };

  const runOnLine = async (operation: 'qcPass' | 'qcFail', line: ReceiptLine, extra: Record<string, string> = {}) => {
    try {
      await op.run({ menu: 'receiptdetailQuery', operation, body: { ids: [line.id], ...extra } });
      op.done();
      setOutcome({ kind: 'ok', text: t(`detail.${operation}Done`, { line: line.receiptlinenumber }) });
      setQcLine(undefined);
      await mutate();
    } catch (e) { refused(e); setQcLine(undefined); }
  };

  const receiveAll = async (receipt: Receipt) => {
    try {
      const result = await op.run({ menu: 'asn', operation: 'receiveAll', body: { ids: [receipt.id] } });
      op.done();
      setOutcome({ kind: 'ok', text: t('detail.receivedAll', { qty: Number(result.received ?? 0) }) });
      await mutate();
    } catch (e) { refused(e); }
    setConfirmAll(false);
  };

  let body;
  if (!receiptkey) body = <RecentReceipts statuses={[ReceiptStatus.New, ReceiptStatus.Receiving]} title={t('detail.toReceive')} onPick={open} />;
  else if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (isLoading || data === undefined) body = <Loading />;
  else if (data === null) body = <ErrorState message={t('common.notFound', { key: receiptkey })} />;
  else {
    const { receipt, lines } = data;
    const lineBlocked = blockedReason('receive', receipt, granted);
    const allBlocked = blockedReason('receiveAll', receipt, granted);
    const qc = { pass: granted.has('receiptdetailQuery:qcPass'), fail: granted.has('receiptdetailQuery:qcFail') };
    body = (
      <>
        <Panel aria-labelledby={`${headingId}-h`}>
          <Bar>
            <h3 id={`${headingId}-h`} style={{ marginRight: 'auto' }}>{t('detail.header', { receipt: receipt.receiptkey })}</h3>
            {allBlocked !== 'permission' ? (
              <Button disabled={allBlocked !== undefined || op.busy !== undefined} title={allBlocked ? t('common.statusForbids') : undefined} onClick={() => { setConfirmAll(true); }}>{t('detail.receiveAll')}</Button>
            ) : null}
            <Button onClick={() => { setOutcome(undefined); void mutate(); }}>{t('common.refresh')}</Button>
          </Bar>
          <ReceiptSummary receipt={receipt} />
        </Panel>
        <ReceiptLinesPanel
          receipt={receipt}
          lines={lines}
          receivable={lineBlocked === undefined}
          blocked={lineBlocked}
          qc={qc.pass || qc.fail}
          onReceive={(calls) => receive(receipt, calls)}
          onQc={setQcLine}
        />
        {confirmAll ? (
          <ConfirmDialog open title={t('detail.receiveAll')} busy={op.busy === 'receiveAll'} confirmLabel={t('detail.receiveAll')} onConfirm={() => { void receiveAll(receipt); }} onCancel={() => { setConfirmAll(false); }}>
            {t('detail.receiveAllConfirm', { receipt: receipt.receiptkey })}
          </ConfirmDialog>
        ) : null}
        {qcLine ? (
          <QcDialog
            line={qcLine}
            allowed={qc}
            busy={op.busy === 'qcPass' || op.busy === 'qcFail' ? op.busy : undefined}
            onPass={() => { void runOnLine('qcPass', qcLine); }}
            onFail={(disposition) => { void runOnLine('qcFail', qcLine, { disposition }); }}
            onCancel={() => { setQcLine(undefined); }}
          />
        ) : null}
      </>
    );
  }

  return (
    <Page aria-labelledby={headingId} data-screen="receipt-detail">
      <h2 id={headingId}>{title}</h2>
      <DocumentField label={t('fields.receiptkey')} value={receiptkey} onOpen={open} autoFocus={!receiptkey} busy={isLoading} />
      <Outcome value={outcome} />
      {body}
    </Page>
  );
}
