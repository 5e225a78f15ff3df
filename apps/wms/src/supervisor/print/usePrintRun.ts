import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, type PrintReport } from '@wms/api';
import { PrintClient, PrintQueue, printViaAgent, registerPrintCatalogue, usePrinter, PRINT_NAMESPACE, type ConnectionState } from '@wms/print';
import { useRuntime } from '../../config/RuntimeConfigContext';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { printedDocuments, printJobs } from '../model/printPlan';
import type { SupPrintOutcome } from './SupPrintForm';

/** What a screen that prints documents with a configured report gets. */
export interface PrintRun {
  /** The plug-in's connection state. */
  state: ConnectionState;
  reconnect: () => void;
  busy: boolean;
  outcome: SupPrintOutcome | undefined;
  setOutcome: (outcome: SupPrintOutcome | undefined) => void;
  /**
   * Prints the documents with the report: the plug-in in batches (10 documents, 6 labels) with
   * progress, else the local agent. When the plug-in refuses some jobs, the error outcome lists
   * the documents that printed whole (`printed`), so a caller can mark those and no others.
   */
  print: (report: PrintReport, documents: readonly string[]) => Promise<void>;
}

/**
 * The one print path of the app's screens (/app/supPrint, the lists' print action): a plug-in
 * connection held while the screen is open (closed when it leaves), the batches through
 * PrintQueue with progress, and the local agent (8240) when the plug-in is absent or stopped.
 */
export function usePrintRun(): PrintRun {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  if (!i18n.hasResourceBundle('zh', PRINT_NAMESPACE)) registerPrintCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  // The plug-in's port and the agent's address are config.json's `print` (defaults 6459, localhost:8240).
  const { pluginPort, agentHost, agentPort } = useRuntime().config.print;
  const client = useMemo(() => new PrintClient({ port: pluginPort, language: () => (i18n.language === 'en' ? 'en' : 'zh'), autoReconnect: false }), [i18n, pluginPort]);
  const printer = usePrinter(client);
  useEffect(() => {
    void client.connect();
    return () => { client.close(); };
  }, [client]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SupPrintOutcome>();

  const print = async (report: PrintReport, documents: readonly string[]) => {
    if (documents.length === 0) { setOutcome({ kind: 'error', text: t('print.empty') }); return; }
    setBusy(true);
    const run = printJobs(report, documents, newIdempotencyKey());
    try {
      if (client.state !== 'open') {
        try {
          const answer = await printViaAgent(`printer/${report.printer?.printerkey ?? 'default'}`, { template: report.template, jobs: run.map((j) => j.data) }, { host: agentHost, port: agentPort });
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
        ? { kind: 'error', text: t('print.failed', { count: result.failed.length, reasons: [...new Set(result.failed.map((f) => f.error))].join('; ') }), printed: printedDocuments(run, result.failed.map((f) => f.id)) }
        : { kind: 'done', text: t('print.done', { done: result.done }) });
    } finally {
      setBusy(false);
    }
  };

  return { state: printer.state, reconnect: () => { void client.connect(); }, busy, outcome, setOutcome, print };
}
