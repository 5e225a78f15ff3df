import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Input, Loading } from '@wms/ui-core';
import { useGranted, useLabels, useLinkedBarcodes, useReceipt } from '../hooks/useInboundQueries';
import { useErrorText, useOperation } from '../hooks/useOperation';
import { CameraButton } from '../../camera/CameraButton';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { blockedReason, ReceiptStatus, type Receipt } from '../model/receipt';
import { DocumentField } from '../shared/DocumentField';
import { Bar, Note, Page, Panel, TableBox } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import { ReceiptSummary } from '../shared/ReceiptSummary';
import { RecentReceipts } from '../shared/RecentReceipts';
import { FailureState } from '../../app/FailureState';

export interface BarcodeScreenProps {
  title: string;
  /** The receipt open now, '' for none. */
  receiptkey: string;
  onOpen: (receiptkey: string) => void;
}

/** The delivery-note barcodes already linked to a receipt. */
function LinkedBarcodes({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const errorText = useErrorText();
  const headingId = useId();
  const { data, error, mutate } = useLinkedBarcodes(receipt.receiptkey);
  let body;
  if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (!data) body = <Loading />;
  else if (data.length === 0) body = <Note>{t('barcode.none')}</Note>;
  else {
    body = (
      <TableBox>
        <table aria-labelledby={headingId}>
          <thead><tr><th scope="col">{t('fields.barcode')}</th><th scope="col">{t('fields.addwho')}</th><th scope="col">{t('fields.adddate')}</th></tr></thead>
          <tbody>{data.map((b) => <tr key={b.barcode}><td>{b.barcode}</td><td>{b.addwho}</td><td>{b.adddate}</td></tr>)}</tbody>
        </table>
      </TableBox>
    );
  }
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('barcode.linked', { count: data?.length ?? 0 })}</h3>
      {body}
    </Panel>
  );
}

/**
 * /app/barcode: links delivery-note barcodes to a receipt. Scan the receipt, then each delivery
 * note's barcode (Enter links it; the field keeps the focus for the next). The receive and return
 * stations then open the receipt by any of its barcodes. A barcode another receipt holds is
 * refused with the server's message.
 */
export function BarcodeScreen({ title, receiptkey, onOpen }: BarcodeScreenProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const headingId = useId();
  const errorText = useErrorText();
  const { label } = useLabels();
  const { granted } = useGranted();
  const { data, error, isLoading, mutate } = useReceipt(receiptkey);
  const { mutate: reloadBarcodes } = useLinkedBarcodes(data?.receipt.receiptkey);
  const op = useOperation();
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const [barcode, setBarcode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const receipt = data?.receipt;
  const blocked = receipt ? blockedReason('barcodeLink', receipt, granted) : undefined;

  // Once a receipt is open, the barcode field takes the focus: the next scan is a delivery note.
  useEffect(() => { if (receipt && !blocked) field.current?.focus(); }, [receipt, blocked]);

  const open = (typed: string) => { setOutcome(undefined); onOpen(typed); };
  // What was typed or scanned into the field, or a label the camera read.
  const link = async (scanned?: string) => {
    if (!receipt) return;
    const code = (scanned ?? barcode).trim();
    if (!code) { setOutcome({ kind: 'error', text: t('barcode.scanFirst') }); field.current?.focus(); return; }
    try {
      await op.run({ menu: 'asn', operation: 'barcodeLink', body: { ids: [receipt.id], barcode: code } });
      op.done();
      setOutcome({ kind: 'ok', text: t('barcode.done', { barcode: code, receipt: receipt.receiptkey }) });
      setBarcode('');
      await reloadBarcodes();
    } catch (e) {
      setOutcome({ kind: 'error', text: errorText(e) });
      field.current?.select();
    }
    field.current?.focus();
  };

  let body;
  if (!receiptkey) body = <RecentReceipts statuses={[ReceiptStatus.New, ReceiptStatus.Receiving, ReceiptStatus.Received, ReceiptStatus.Finished]} title={t('barcode.toLink')} onPick={open} />;
  else if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (isLoading || data === undefined) body = <Loading />;
  else if (data === null || !receipt) body = <ErrorState message={t('common.notFound', { key: receiptkey })} />;
  else {
    body = (
      <>
        <Panel aria-labelledby={`${headingId}-r`}>
          <h3 id={`${headingId}-r`}>{t('detail.header', { receipt: receipt.receiptkey })}</h3>
          <ReceiptSummary receipt={receipt} />
        </Panel>
        <Panel aria-labelledby={`${headingId}-l`}>
          <h3 id={`${headingId}-l`}>{t('barcode.linkTitle')}</h3>
          {blocked ? (
            <Note>{blocked === 'permission' ? t('common.noPermission') : t('barcode.statusForbids', { status: label('asn_status', receipt.status) })}</Note>
          ) : (
            <>
              <Bar>
                <Input ref={field} label={t('fields.barcode')} value={barcode} onChange={setBarcode} onSubmit={() => { void link(); }} width={260} />
                <Button variant="primary" loading={op.busy === 'barcodeLink'} onClick={() => { void link(); }}>{t('barcode.link')}</Button>
                <CameraButton compact field={t('fields.barcode')} onCode={(code) => { setBarcode(code); void link(code); }} />
              </Bar>
              <Note>{t('barcode.help')}</Note>
            </>
          )}
        </Panel>
        <LinkedBarcodes receipt={receipt} />
      </>
    );
  }

  return (
    <Page aria-labelledby={headingId} data-screen="barcode">
      <h2 id={headingId}>{title}</h2>
      <DocumentField label={t('fields.receiptkey')} value={receiptkey} onOpen={open} autoFocus={!receiptkey} busy={isLoading} />
      <Outcome value={outcome} />
      {body}
    </Page>
  );
}
