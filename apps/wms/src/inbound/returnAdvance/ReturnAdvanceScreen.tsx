import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Loading, StatusTag } from '@wms/ui-core';
import { SheetGrid, type SheetGridHandle, type SheetSaveChange } from '@wms/ui-grid';
import { useGranted, useLabels, useReturnOrder } from '../hooks/useInboundQueries';
import { useErrorText, useOperation } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import type { Receipt } from '../model/receipt';
import { returnBody, returnTotals, toSheetRow, type ReturnLine } from '../model/returns';
import { DocumentField } from '../shared/DocumentField';
import { Bar, Note, Page, Panel, TableBox } from '../shared/layout';
import { Outcome, type OutcomeValue } from '../shared/Outcome';
import { statusIndex } from '../shared/ReceiptSummary';
import { returnColumns, type ReturnRow } from './returnColumns';
import { FailureState } from '../../app/FailureState';

export interface ReturnAdvanceScreenProps {
  title: string;
  /** The shipped order open now, '' for none. */
  orderkey: string;
  onOpen: (orderkey: string) => void;
}

/** Items in the order's line order (rows are not dragged). */
const ITEM_ORDER = [{ code: 'orderlinenumber', direction: 'asc' }] as const;
/** Where a return receipt is received (the built-in return station). */
const RETURN_STATION = '/app/asn/returnIn';

/** The return receipts made for the order, with where to see and receive each. */
function ReturnReceipts({ receipts }: { receipts: readonly Receipt[] }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { label } = useLabels();
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('returns.receipts', { count: receipts.length })}</h3>
      {receipts.length === 0 ? <Note>{t('returns.noReceipts')}</Note> : (
        <TableBox>
          <table aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('fields.receiptkey')}</th><th scope="col">{t('fields.status')}</th>
                <th scope="col" className="num">{t('fields.totalqtyexpected')}</th><th scope="col" className="num">{t('fields.totalqtyreceived')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => (
                <tr key={r.receiptkey}>
                  <td><Link to={`/receiptDetail?receiptkey=${encodeURIComponent(r.receiptkey)}`}>{r.receiptkey}</Link></td>
                  <td><StatusTag index={statusIndex(r.status)}>{label('asn_status', r.status)}</StatusTag></td>
                  <td className="num">{r.totalqtyexpected}</td>
                  <td className="num">{r.totalqtyreceived}</td>
                  <td>{r.status === '0' || r.status === '1' ? <Link to={RETURN_STATION}>{t('returns.receiveAtStation')}</Link> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </Panel>
  );
}

/**
 * /app/returnAdvance: return advance notices. Scan a shipped order; its items show what shipped
 * and what its returns already expect; type how much of each the customer sends back (and why)
 * and save: the order's open return receipt (type return, made when there is none) expects it,
 * never more than shipped. The return station then receives it.
 */
export function ReturnAdvanceScreen({ title, orderkey, onOpen }: ReturnAdvanceScreenProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const headingId = useId();
  const errorText = useErrorText();
  const { options } = useLabels();
  const { granted } = useGranted();
  const { data, error, isLoading, mutate } = useReturnOrder(orderkey);
  const op = useOperation();
  const grid = useRef<SheetGridHandle>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeValue>();
  const editable = granted.has('receiptreversal:returnAdvance');
  const reasons = options('return_reason');
  const columns = useMemo(() => returnColumns(t, { editable, reasons }), [t, editable, reasons]);
  const rows = useMemo(() => (data?.lines ?? []).map(toSheetRow), [data]);
  const byKey = useMemo(() => new Map((data?.lines ?? []).map((l) => [String(l.id), l])), [data]);

  const open = (typed: string) => { setOutcome(undefined); onOpen(typed); };
  const save = async (changes: SheetSaveChange<ReturnRow>[]) => {
    const calls = changes.flatMap((c) => {
      const line = byKey.get(c.rowKey);
      const body = line ? returnBody(line, c.row) : undefined;
      return line && body ? [{ line, body }] : [];
    });
    let receiptkey = '';
    for (const { line, body } of calls) {
      try {
        const result = await op.run({ menu: 'receiptreversal', operation: 'returnAdvance', body: { ids: [], ...body } });
        receiptkey = typeof result.receiptkey === 'string' ? result.receiptkey : receiptkey;
      } catch (e) {
        const reason = errorText(e);
        setOutcome({ kind: 'error', text: t('returns.itemRefused', { sku: line.sku, reason }) });
        await mutate();
        throw new Error(reason);
      }
    }
    op.done();
    setOutcome(calls.length ? { kind: 'ok', text: receiptkey ? t('returns.saved', { receipt: receiptkey, count: calls.length }) : t('returns.cleared') } : undefined);
    await mutate();
  };

  let body;
  if (!orderkey) body = <Note>{t('returns.start')}</Note>;
  else if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (isLoading || !data) body = <Loading />;
  else {
    const totals = returnTotals(data.lines);
    body = (
      <>
        <Panel aria-labelledby={`${headingId}-i`} data-items={orderkey}>
          <Bar>
            <h3 id={`${headingId}-i`} style={{ marginRight: 'auto' }}>{t('returns.items', { order: orderkey.toUpperCase(), count: data.lines.length })}</h3>
            {editable ? (
              <Button variant="primary" loading={saving} onClick={() => { setSaving(true); void grid.current?.save().finally(() => { setSaving(false); }); }}>{t('returns.save')}</Button>
            ) : null}
          </Bar>
          <Note>{editable ? t('returns.howTo') : t('common.noPermission')}</Note>
          <Note>{t('returns.totals', totals)}</Note>
          <SheetGrid<ReturnRow>
            ref={grid}
            aria-label={t('returns.grid', { order: orderkey.toUpperCase() })}
            columns={columns}
            rows={rows}
            onRowsChange={() => undefined}
            rowKey={(row: ReturnLine) => String(row.id)}
            sort={ITEM_ORDER}
            onSave={editable ? save : undefined}
            height={Math.min(360, 64 + rows.length * 30)}
          />
        </Panel>
        <ReturnReceipts receipts={data.receipts} />
      </>
    );
  }

  return (
    <Page aria-labelledby={headingId} data-screen="return-advance">
      <h2 id={headingId}>{title}</h2>
      <DocumentField label={t('fields.orderkey')} value={orderkey} onOpen={open} autoFocus={!orderkey} busy={isLoading} />
      <Outcome value={outcome} />
      {body}
    </Page>
  );
}
