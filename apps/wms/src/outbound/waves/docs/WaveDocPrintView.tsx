import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@wms/api';
import { PrinterStatus, type ConnectionState } from '@wms/print';
import { Button, ConfirmDialog, Select } from '@wms/ui-core';
import { DataGrid } from '@wms/ui-grid';
import type { SupPrintOutcome } from '../../../supervisor/print/SupPrintForm';
import { OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { column, localGridSource } from '../../model/localSource';
import type { WaveChoice } from '../../model/waveChoice';
import type { WaveDocument } from '../../model/waveDocs';
import { Bar, Figures, Note, Page, Panel } from '../../shared/layout';
import { Outcome, type OutcomeValue } from '../../shared/Outcome';
import { PrintProgress } from './PrintProgress';

export interface WaveDocPrintViewProps {
  title: string;
  waves: readonly WaveChoice[];
  /** The list of waves could not be read (its call failed or its answer drifted): said in its place. */
  wavesFailure?: ReactNode;
  wavekey: string;
  onWave: (wavekey: string) => void;
  /** The chosen wave's documents (undefined while they load or when refused). */
  documents?: readonly WaveDocument[];
  /** Why the documents could not be had (the server's words: e.g. a wave not yet allocated). */
  documentsOutcome?: OutcomeValue;
  reports: { picklist: readonly PrintReport[]; label: readonly PrintReport[] };
  pickReport: string;
  onPickReport: (reportkey: string) => void;
  labelReport: string;
  onLabelReport: (reportkey: string) => void;
  /** The plan of what Print sends: documents and batches a kind. */
  plan?: string;
  /** The plug-in's connection. */
  state: ConnectionState;
  onReconnect: () => void;
  /** Whether the plug-in is shown at all: it is connected, or once was on this device (issue 48). */
  showPlugin?: boolean;
  /** The print dialog's choice of path for each report, with the labels' preview. */
  options?: ReactNode;
  /** The browser path's output (the labels' pages, the pick list's PDF). */
  output?: ReactNode;
  onPrint: () => void;
  /** Prints the chosen documents again (already printed ones, on purpose). */
  onReprint: (docids: readonly string[]) => void;
  busy: boolean;
  /** Which run is under way: 'picklist' or 'label', with its place among the runs. */
  step?: { kind: WaveDocument['kind']; index: number; count: number };
  printOutcome?: SupPrintOutcome;
  /** How the whole print ended, marking included. */
  outcome?: OutcomeValue;
  gridHeight?: number;
}

/**
 * /waveDocPrint as the user sees it: a wave, its pick list and labels with what is printed, the
 * reports they print with, the plug-in's state, and Print (only what is not printed yet) with its
 * progress; reprinting chosen documents asks first.
 */
export function WaveDocPrintView(props: WaveDocPrintViewProps) {
  const { title, waves, wavesFailure, wavekey, onWave, documents, documentsOutcome, reports, pickReport, onPickReport, labelReport, onLabelReport, plan, state, onReconnect, onPrint, onReprint, busy, step, printOutcome, outcome, gridHeight = 260, showPlugin = true, options, output } = props;
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const docsId = useId();
  const printId = useId();
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const columns = useMemo(() => [
    column('docid', t('docs.columns.docid'), { width: 240, search: 1 }),
    column('kindText', t('docs.columns.kind'), { width: 100 }),
    column('orderkey', t('docs.columns.orderkey'), { width: 140, search: 1 }),
    column('lines', t('docs.columns.lines'), { numeric: true }),
    column('qty', t('docs.columns.qty'), { numeric: true }),
    column('printedText', t('docs.columns.printed'), { width: 100 }),
  ], [t]);
  const rows = useMemo(() => (documents ?? []).map((d) => ({ ...d, id: d.docid, kindText: t(`docs.kindName.${d.kind}`), printedText: t(d.printed ? 'docs.printed' : 'docs.notPrinted') })), [documents, t]);
  const source = useMemo(() => localGridSource(rows, columns), [rows, columns]);
  const waiting = (documents ?? []).filter((d) => !d.printed);
  const reportOptions = (list: readonly PrintReport[]) => list.map((r) => ({ code: r.reportkey, description: t('docs.reportOption', { name: r.name, key: r.reportkey, printer: r.printer ? r.printer.name : t('docs.noPrinter') }) }));

  return (
    <Page aria-label={title} data-screen="wave-doc-print">
      <h2>{title}</h2>
      <Bar>
        <Select
          label={t('docs.wave')}
          width={320}
          options={waves.map((w) => ({ code: w.wavekey, description: t('docs.waveOption', { wavekey: w.wavekey, count: w.ordercount }) }))}
          value={wavekey}
          onChange={(v) => { onWave(typeof v === 'string' ? v : ''); }}
          placeholder={t('docs.chooseWave')}
        />
      </Bar>
      {wavesFailure ?? (waves.length === 0 && !wavekey ? <Note role="note">{t('docs.noWaves')}</Note> : null)}
      <Outcome outcome={documentsOutcome} />
      {documents ? (
        <>
          <Panel aria-labelledby={printId}>
            <h3 id={printId}>{t('docs.print')}</h3>
            {showPlugin || state === 'open' ? <PrinterStatus state={state} onReconnect={onReconnect} /> : null}
            <Bar>
              <Select label={t('docs.pickReport')} width={320} options={reportOptions(reports.picklist)} value={pickReport} onChange={(v) => { onPickReport(typeof v === 'string' ? v : ''); }} clearable={false} />
              <Select label={t('docs.labelReport')} width={320} options={reportOptions(reports.label)} value={labelReport} onChange={(v) => { onLabelReport(typeof v === 'string' ? v : ''); }} clearable={false} />
            </Bar>
            <Figures>
              <div><dt>{t('docs.figures.documents')}</dt><dd>{documents.length}</dd></div>
              <div><dt>{t('docs.figures.waiting')}</dt><dd>{waiting.length}</dd></div>
            </Figures>
            {plan ? <Note>{plan}</Note> : null}
            {options}
            <Bar>
              <Button variant="primary" disabled={waiting.length === 0 || busy} loading={busy} onClick={onPrint}>{t('docs.printWaiting', { count: waiting.length })}</Button>
              <Button disabled={selection.length === 0 || busy} onClick={() => { setConfirming(true); }}>{t('docs.reprint', { count: selection.length })}</Button>
            </Bar>
            {waiting.length === 0 ? <Note role="note">{t('docs.allPrinted')}</Note> : null}
            <PrintProgress step={step} outcome={printOutcome} />
            <Outcome outcome={outcome} />
            {output}
          </Panel>
          <Panel aria-labelledby={docsId}>
            <h3 id={docsId}>{t('docs.documents')}</h3>
            <DataGrid aria-label={t('docs.documents')} dataSource={source} columns={columns} height={gridHeight} settings={false} selectable selection={selection} onSelectionChange={setSelection} indexAction="none" rowKey={(row) => row.id} />
          </Panel>
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('docs.reprintTitle')}
        confirmLabel={t('docs.reprintConfirm')}
        onCancel={() => { setConfirming(false); }}
        onConfirm={() => { setConfirming(false); onReprint(selection); }}
      >
        {t('docs.reprintQuestion', { count: selection.length, printed: (documents ?? []).filter((d) => d.printed && selection.includes(d.docid)).length })}
      </ConfirmDialog>
    </Page>
  );
}
