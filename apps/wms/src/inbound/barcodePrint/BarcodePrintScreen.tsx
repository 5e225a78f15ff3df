import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Input } from '@wms/ui-core';
import { SheetGrid, type SheetColumn } from '@wms/ui-grid';
import type { PrintRun } from '../../supervisor/print/usePrintRun';
import { findReceipt } from '../data/calls';
import { useInbound } from '../data/InboundContext';
import { useGranted } from '../hooks/useInboundQueries';
import { useErrorText, useOperation } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { labelsOf, labelTotals, receiptNumbers, type ReceiptLabel } from '../model/labels';
import { ReceiptStatus } from '../model/receipt';
import { Bar, Note, Page, Panel, TableBox } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import { RecentReceipts } from '../shared/RecentReceipts';
import { LabelPrint } from './LabelPrint';

export interface BarcodePrintScreenProps {
  title: string;
  /** The print path (the app's usePrintRun; a stand-in in stories). */
  run: PrintRun;
  /** Receipts to start with (from the address). */
  initial?: readonly string[];
}

type LabelRow = ReceiptLabel & { id: string } & Record<string, unknown>;

/** Labels by receipt and line (read-only rows: no dragging). */
const LABEL_ORDER = [{ code: 'id', direction: 'asc' }] as const;

/**
 * /app/barcodeprint: pre-prints the receipt barcodes of receipts still to receive. Scan or pick
 * the receipts, get their label data from the server (one label a line, or one a unit), look at
 * it, and print it through the print plug-in.
 */
export function BarcodePrintScreen({ title, run, initial = [] }: BarcodePrintScreenProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { api } = useInbound();
  const headingId = useId();
  const errorText = useErrorText();
  const { granted } = useGranted();
  const op = useOperation();
  const [receipts, setReceipts] = useState<string[]>(() => [...initial]);
  const [typed, setTyped] = useState('');
  const [perUnit, setPerUnit] = useState(false);
  const [labels, setLabels] = useState<ReceiptLabel[]>();
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const field = useRef<HTMLInputElement>(null);
  const allowed = granted.has('asn:barcodeLabels');

  const add = (text: string) => {
    const numbers = receiptNumbers(text);
    if (numbers.length === 0) return;
    setReceipts((current) => [...new Set([...current, ...numbers])]);
    setLabels(undefined);
    setTyped('');
    field.current?.focus();
  };
  const remove = (key: string) => { setReceipts((current) => current.filter((k) => k !== key)); setLabels(undefined); };

  const getLabels = async () => {
    setOutcome(undefined);
    setLoading(true);
    try {
      const found = await Promise.all(receipts.map(async (key) => ({ key, receipt: await findReceipt(api, key) })));
      const missing = found.filter((f) => !f.receipt).map((f) => f.key);
      if (missing.length) { setOutcome({ kind: 'error', text: t('common.notFound', { key: missing.join(', ') }) }); return; }
      const result = await op.run({ menu: 'asn', operation: 'barcodeLabels', body: { ids: found.map((f) => f.receipt?.id ?? 0), ...(perUnit ? { perUnit: '1' } : {}) } });
      op.done();
      const got = labelsOf(result);
      setLabels(got);
      setOutcome(got.length ? { kind: 'ok', text: t('labels.got', { labels: got.length, copies: labelTotals(got).copies }) } : { kind: 'error', text: t('labels.nothingOpen') });
    } catch (e) {
      setOutcome({ kind: 'error', text: errorText(e) });
    } finally {
      setLoading(false);
    }
  };

  const columns = useMemo<SheetColumn<LabelRow>[]>(() => [
    { code: 'receiptkey', name: t('fields.receiptkey'), width: 140 },
    { code: 'line', name: t('fields.receiptlinenumber'), width: 100 },
    { code: 'sku', name: t('fields.sku'), width: 120 },
    { code: 'descr', name: t('fields.descr'), width: 200 },
    { code: 'qty', name: t('fields.qtyopen'), width: 100, align: 'end' },
    { code: 'barcode', name: t('fields.labelBarcode'), width: 130 },
    { code: 'lot', name: t('fields.lot'), width: 140 },
    { code: 'copies', name: t('fields.copies'), width: 100, align: 'end' },
  ], [t]);
  const rows = useMemo(() => (labels ?? []).map((l) => ({ ...l, id: `${l.receiptkey}-${l.line}` })), [labels]);
  const totals = labelTotals(labels ?? []);

  return (
    <Page aria-labelledby={headingId} data-screen="barcode-print">
      <h2 id={headingId}>{title}</h2>
      <Panel aria-labelledby={`${headingId}-r`}>
        <h3 id={`${headingId}-r`}>{t('labels.receipts', { count: receipts.length })}</h3>
        {allowed ? (
          <>
            <Bar>
              <Input ref={field} label={t('fields.receiptkey')} value={typed} onChange={setTyped} onSubmit={() => { add(typed); }} width={260} />
              <Button onClick={() => { add(typed); }}>{t('labels.add')}</Button>
            </Bar>
            <Note>{t('labels.help')}</Note>
            {receipts.length ? (
              <TableBox>
                <table aria-labelledby={`${headingId}-r`}>
                  <tbody>
                    {receipts.map((key) => (
                      <tr key={key}><td>{key}</td><td style={{ width: 1 }}><Button onClick={() => { remove(key); }} aria-label={`${t('labels.remove')} ${key}`}>{t('labels.remove')}</Button></td></tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            ) : null}
            <Bar>
              <Checkbox value={perUnit ? 1 : 0} onChange={(value) => { setPerUnit(value === 1); setLabels(undefined); }}>{t('labels.perUnit')}</Checkbox>
              <Button variant="primary" loading={loading} disabled={receipts.length === 0} onClick={() => { void getLabels(); }}>{t('labels.get')}</Button>
            </Bar>
          </>
        ) : <Note>{t('common.noPermission')}</Note>}
      </Panel>
      {allowed && receipts.length === 0 ? <RecentReceipts statuses={[ReceiptStatus.New, ReceiptStatus.Receiving]} title={t('labels.toLabel')} onPick={add} actionLabel={t('labels.add')} /> : null}
      <Outcome value={outcome} />
      {labels?.length ? (
        <Panel aria-labelledby={`${headingId}-l`}>
          <h3 id={`${headingId}-l`}>{t('labels.title', { labels: totals.labels, copies: totals.copies })}</h3>
          <SheetGrid<LabelRow> aria-label={t('labels.grid')} columns={columns} rows={rows} onRowsChange={() => undefined} sort={LABEL_ORDER} height={Math.min(360, 64 + rows.length * 30)} />
        </Panel>
      ) : null}
      <LabelPrint labels={labels ?? []} run={run} />
    </Page>
  );
}
