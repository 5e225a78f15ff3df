import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@wms/api';
import { Loading } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import type { ScreenProps } from '../../routes/types';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { batchPlan, documentNumbers, printJobs } from '../model/printPlan';
import { useLabelNames } from '../../print/useLabelNames';
import { PrintOptions } from '../../print/PrintOptions';
import { jobKind } from '../../print/printer';
import { recordLabels } from '../../print/labelContent';
import { SupPrintForm } from './SupPrintForm';
import { usePrintRun } from './usePrintRun';
import { FailureState } from '../../app/FailureState';

const NO_ROWS = new Map<string, never>();

/** /app/supPrint: prints documents with a configured report through the plug-in, or the local agent. */
export default function SupPrintPage({ title }: ScreenProps) {
  const { api } = useServices();
  const { session } = useSession();
  const run = usePrintRun();
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const { data: reports, error, mutate } = useSWR<PrintReport[], Error>(['printReports', session.wmsId], () => api.printReports());
  const [reportkey, setReportkey] = useState('');
  const [text, setText] = useState('');
  const name = useLabelNames();
  if (error) return <FailureState error={error} message={error.message} onRetry={() => { void mutate(); }} />;
  if (!reports) return <Loading />;
  const report = reports.find((r) => r.reportkey === reportkey) ?? reports[0];
  const docs = documentNumbers(text);
  const jobs = report ? printJobs(report, docs, 'plan') : [];
  const plan = jobs.length ? batchPlan(jobs) : undefined;
  // Typed document numbers have no row: a label says the document and what the report is.
  const labels = report && jobKind(report) === 'label' ? recordLabels(report, docs, NO_ROWS, name) : undefined;

  return (
    <SupPrintForm
      title={title}
      reports={reports}
      reportkey={report?.reportkey ?? ''}
      onReport={setReportkey}
      documents={text}
      onDocuments={setText}
      plan={plan ? t('print.batches', { jobs: plan.jobs, batches: plan.batches, size: plan.size }) : undefined}
      state={run.state}
      onReconnect={run.reconnect}
      showPlugin={run.pluginSeen}
      options={<PrintOptions run={run} report={report} labels={labels} disabled={run.busy} headingLevel={3} />}
      output={run.output}
      onPrint={() => { if (report) void run.print(report, docs, labels); }}
      busy={run.busy}
      outcome={run.outcome}
    />
  );
}
