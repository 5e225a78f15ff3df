import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@wms/ui-core';
import { SheetGrid, type SheetGridHandle, type SheetRowAction, type SheetSaveChange } from '@wms/ui-grid';
import { useLabels } from '../hooks/useInboundQueries';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { awaitsQc, type Receipt, type ReceiptLine } from '../model/receipt';
import { receiveBody } from '../model/receive';
import { Bar, Note, Panel } from '../shared/layout';
import { receiptColumns, toLineRows, type LineRow } from './receiptColumns';

/** Lines in line order (which also keeps rows from being dragged: the order is the receipt's). */
const LINE_ORDER = [{ code: 'receiptlinenumber', direction: 'asc' }] as const;

export interface ReceiptLinesPanelProps {
  receipt: Receipt;
  lines: readonly ReceiptLine[];
  /** The receipt receives now and the user may receive. */
  receivable: boolean;
  /** Why it does not ('status' or 'permission'), for the note. */
  blocked?: 'status' | 'permission';
  /** The user may give a QC result (pass or fail). */
  qc: boolean;
  /** Books the entered lines, one `receive` call each, in line order; rejects with the reason of the first refusal. */
  onReceive: (calls: { line: ReceiptLine; body: Record<string, string | number> }[]) => Promise<void>;
  /** Opens the QC of a received line awaiting it. */
  onQc: (line: ReceiptLine) => void;
}

/**
 * The receipt's lines in the SheetGrid. While the receipt receives, the operator types the
 * quantity (and location, LPN, lottables) on each line to receive (Enter or Tab moves on) and
 * books them all with "Receive entered lines" (or Save). A refused line keeps its entries so
 * that nothing typed is lost; the lines booked before it are not booked twice on the next try.
 */
export function ReceiptLinesPanel({ receipt, lines, receivable, blocked, qc, onReceive, onQc }: ReceiptLinesPanelProps) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const { label } = useLabels();
  const headingId = useId();
  const grid = useRef<SheetGridHandle>(null);
  const [saving, setSaving] = useState(false);
  const columns = useMemo(() => receiptColumns(t, { receivable, label }), [t, receivable, label]);
  const rows = useMemo(() => toLineRows(lines), [lines]);
  const byKey = useMemo(() => new Map(lines.map((l) => [String(l.id), l])), [lines]);

  const save = async (changes: SheetSaveChange<LineRow>[]) => {
    const calls = changes
      .map((change) => {
        const line = byKey.get(change.rowKey);
        const body = line ? receiveBody(line, change.row) : undefined;
        return line && body ? { line, body } : undefined;
      })
      .filter((c): c is { line: ReceiptLine; body: Record<string, string | number> } => c !== undefined)
      .sort((a, b) => a.line.receiptlinenumber.localeCompare(b.line.receiptlinenumber));
    await onReceive(calls);
  };

  // One action (the column stays narrow); the dialog gives pass or fail.
  const actions: SheetRowAction<LineRow>[] = qc ? [{ key: 'qc', label: t('detail.qc'), onAction: (row) => { onQc(row); }, hidden: (row) => !awaitsQc(row) }] : [];

  return (
    <Panel aria-labelledby={headingId} data-lines={receipt.receiptkey}>
      <Bar>
        <h3 id={headingId} style={{ marginRight: 'auto' }}>{t('detail.lines', { count: lines.length })}</h3>
        {receivable ? (
          <Button
            variant="primary"
            loading={saving}
            onClick={() => {
              setSaving(true);
              void grid.current?.save().finally(() => { setSaving(false); });
            }}
          >
            {t('detail.receiveEntered')}
          </Button>
        ) : null}
      </Bar>
      <Note>{receivable ? t('detail.howToReceive') : t(`detail.notReceivable.${blocked ?? 'status'}`, { status: label('asn_status', receipt.status) })}</Note>
      <SheetGrid<LineRow>
        ref={grid}
        aria-label={t('detail.linesGrid', { receipt: receipt.receiptkey })}
        columns={columns}
        rows={rows}
        onRowsChange={() => undefined}
        rowKey={(row) => String(row.id)}
        sort={LINE_ORDER}
        onSave={receivable ? save : undefined}
        actions={actions}
        height={Math.min(420, 64 + lines.length * 30)}
      />
    </Panel>
  );
}
