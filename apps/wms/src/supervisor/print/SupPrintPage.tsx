import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type PrintReport } from '@wms/api';
import { PrintClient, PrintQueue, printViaAgent, registerPrintCatalogue, usePrinter, PRINT_NAMESPACE } from '@wms/print';
import { ErrorState, Loading } from '@wms/ui-core';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/session';
import type { ScreenProps } from '../../routes/screens';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { batchPlan, documentNumbers, printJobs } from '../model/printPlan';
import { SupPrintForm, type SupPrintOutcome } from './SupPrintForm';

/** /app/supPrint: prints documents with a configured report through the plug-in, or the local agent. */
export default function SupPrintPage({ title }: ScreenProps) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  if (!i18n.hasResourceBundle('zh', PRINT_NAMESPACE)) registerPrintCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const client = useMemo(() => new PrintClient({ language: () => (i18n.language === 'en' ? 'en' : 'zh'), autoReconnect: false }), [i18n]);
  const printer = usePrinter(client);
  // Connected while the page is open; leaving it closes the socket and stops any retry.
  useEffect(() => {
    void client.connect();
    return () => { client.close(); };
  }, [client]);
  const { data: reports, error, mutate } = useSWR<PrintReport[], Error>(['printReports', session.wmsId], () => api.printReports());
  const [reportkey, setReportkey] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SupPrintOutcome>();
  if (error) return <ErrorState message={error.message} onRetry={() => { void mutate(); }} />;
  if (!reports) return <Loading />;
  const report = reports.find((r) => r.reportkey === reportkey) ?? reports[0];
  const docs = documentNumbers(text);
  const jobs = report ? printJobs(report, docs, 'plan') : [];
  const plan = jobs.length ? batchPlan(jobs) : undefined;

  const print = async () => {
    if (!report) return;
    if (docs.length === 0) { setOutcome({ kind: 'error', text: t('print.empty') }); return; }
    setBusy(true);
    const run = printJobs(report, docs, newIdempotencyKey());
    try {
      if (client.state !== 'open') {
        // The plug-in is absent or stopped: the local agent on 8240 is the fallback.
        try {
          const answer = await printViaAgent(`printer/${report.printer?.printerkey ?? 'default'}`, { template: report.template, jobs: run.map((j) => j.data) });
          setOutcome(answer.ok ? { kind: 'agent', text: t('print.viaAgent', { count: run.length }) } : { kind: 'error', text: t('print.agentRefused', { status: answer.status }) });
        } catch {
          setOutcome({ kind: 'error', text: t('print.noPlugin') });
        }
        return;
      }
      const queue = new PrintQueue(client);
      queue.add(run);
      const stop = queue.onProgress(({ done, total }) => { setOutcome({ kind: 'progress', done, total, text: t('print.progress', { done, total }) }); });
      const result = await queue.run();
      stop();
      setOutcome(result.failed.length
        ? { kind: 'error', text: t('print.failed', { count: result.failed.length, reasons: [...new Set(result.failed.map((f) => f.error))].join('; ') }) }
        : { kind: 'done', text: t('print.done', { done: result.done }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SupPrintForm
      title={title}
      reports={reports}
      reportkey={report?.reportkey ?? ''}
      onReport={setReportkey}
      documents={text}
      onDocuments={setText}
      plan={plan ? t('print.batches', { jobs: plan.jobs, batches: plan.batches, size: plan.size }) : undefined}
      state={printer.state}
      onReconnect={() => { void client.connect(); }}
      onPrint={() => { void print(); }}
      busy={busy}
      outcome={outcome}
    />
  );
}
