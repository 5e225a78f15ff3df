import { useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@wms/api';
import { PrinterStatus } from '@wms/print';
import { Button, Loading, Select } from '@wms/ui-core';
import { batchPlan, isLabelReport, printJobs } from '../../supervisor/model/printPlan';
import type { PrintRun } from '../../supervisor/print/usePrintRun';
import { useInbound } from '../data/InboundContext';
import { useErrorText } from '../hooks/useOperation';
import { INBOUND_NAMESPACE } from '../i18n/catalogue';
import { labelDocuments, labelTotals, type ReceiptLabel } from '../model/labels';
import { Bar, Note, Panel, Summary } from '../shared/layout';
import { Outcome } from '../shared/Outcome';
import { receiptLabels } from '../../print/labelContent';
import { PrintOptions } from '../../print/PrintOptions';
import { useLabelNames } from '../../print/useLabelNames';
import { FailureState } from '../../app/FailureState';

/** The report module whose reports print receipt labels (/app/reportSetting). */
const INBOUND_MODULE = 'INBOUND';

/** The warehouse's inbound reports, label reports first (they print one label a document). */
export function useLabelReports() {
  const { api, scope } = useInbound();
  return useSWR<PrintReport[], Error>([scope, 'inbound:reports'], async () => {
    const reports = (await api.printReports()).filter((r) => r.module === INBOUND_MODULE);
    return [...reports.filter(isLabelReport), ...reports.filter((r) => !isLabelReport(r))];
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/**
 * Printing the labels through the app's one print path (usePrintRun: the plug-in in batches of 6
 * labels with progress, else the local agent): the report (its template and printer come from the
 * report setup), the plan of batches, and what happened.
 */
export function LabelPrint({ labels, run }: { labels: readonly ReceiptLabel[]; run: PrintRun }) {
  const { t } = useTranslation(INBOUND_NAMESPACE);
  const errorText = useErrorText();
  const headingId = useId();
  const { data: reports, error, mutate } = useLabelReports();
  const [reportkey, setReportkey] = useState('');
  const report = reports?.find((r) => r.reportkey === reportkey) ?? reports?.[0];
  const documents = useMemo(() => labelDocuments(labels), [labels]);
  const plan = report && documents.length ? batchPlan(printJobs(report, documents, 'plan')) : undefined;
  const totals = labelTotals(labels);
  const name = useLabelNames();
  const pages = useMemo(() => (report ? receiptLabels(labels, report, name) : []), [labels, report, name]);

  let body;
  if (error) body = <FailureState error={error} message={errorText(error)} onRetry={() => { void mutate(); }} />;
  else if (!reports) body = <Loading />;
  else if (!report) body = <Note role="alert">{t('print.noReports')}</Note>;
  else {
    body = (
      <>
        <Select
          label={t('print.report')}
          options={reports.map((r) => ({ code: r.reportkey, description: `${r.name} (${r.reportkey})` }))}
          value={report.reportkey}
          onChange={(value) => { setReportkey(String(value)); }}
          clearable={false}
          width={320}
        />
        <Summary>
          <dt>{t('print.template')}</dt><dd>{report.template}</dd>
          <dt>{t('print.printer')}</dt><dd>{report.printer ? `${report.printer.name} (${report.printer.printerkey})` : t('print.noPrinter')}</dd>
        </Summary>
        <Note>{labels.length ? t('print.plan', { labels: totals.copies, jobs: plan?.jobs ?? 0, batches: plan?.batches ?? 0, size: plan?.size ?? 0 }) : t('print.getLabelsFirst')}</Note>
        {labels.length ? <PrintOptions run={run} report={report} labels={pages} disabled={run.busy} /> : null}
        <Bar>
          <Button variant="primary" loading={run.busy} disabled={labels.length === 0} onClick={() => { void run.print(report, documents, pages); }}>{t('print.print', { count: totals.copies })}</Button>
        </Bar>
      </>
    );
  }
  const outcome = run.outcome;
  return (
    <Panel aria-labelledby={headingId} data-print>
      <Bar>
        <h3 id={headingId} style={{ marginRight: 'auto' }}>{t('print.title')}</h3>
        {run.pluginSeen || run.state === 'open' ? <PrinterStatus state={run.state} onReconnect={run.reconnect} /> : null}
      </Bar>
      {body}
      {outcome?.kind === 'progress' ? (
        <div role="status" aria-live="polite">
          {outcome.total ? <progress max={outcome.total} value={outcome.done ?? 0} aria-label={outcome.text} style={{ width: '100%' }} /> : null}
          <Note>{outcome.text}</Note>
        </div>
      ) : <Outcome value={outcome ? { kind: outcome.kind === 'error' ? 'error' : 'ok', text: outcome.text } : undefined} />}
      {run.output}
    </Panel>
  );
}
