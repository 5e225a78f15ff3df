import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, saveWithObjectUrl, type PrintReport } from '@wms/api';
import {
  browserStorage, markPluginSeen, pluginSeen, PrintClient, PrintQueue, printViaAgent, registerPrintCatalogue, rememberedPath, rememberPath,
  usePrinter, PRINT_NAMESPACE, type ConnectionState, type Label, type LabelSize, type PrintPath,
} from '@wms/print';
import { requestLanguageHeader } from '@wms/ui-core';
import { useRuntime } from '../../config/RuntimeConfigContext';
import { ensureAppPrintCatalogue } from '../../print/i18n/catalogue';
import { pathChoiceOf, printerProfile, type PathChoice } from '../../print/printer';
import { fetchReportPdf } from '../../print/reportPdf';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../i18n/catalogue';
import { printedDocuments, printJobs } from '../model/printPlan';
import type { SupPrintOutcome } from './SupPrintForm';

// The browser's label pages carry bwip-js: loaded when a label job first prints in the browser.
const BrowserLabelPrint = lazy(() => import('@wms/print/labels').then((m) => ({ default: m.BrowserLabelPrint })));
const PdfFrame = lazy(() => import('../../print/PdfFrame'));

export type { PathChoice } from '../../print/printer';

/** A document job's PDF, as the report service made it. */
export interface ReportPdfShown {
  url: string;
  name: string;
  documents: number;
}

/** What a screen that prints documents with a configured report gets. */
export interface PrintRun {
  /** The plug-in's connection state. */
  state: ConnectionState;
  /** Whether the plug-in ever answered on this device: only then are its state and a reconnect shown. */
  pluginSeen: boolean;
  reconnect: () => void;
  busy: boolean;
  outcome: SupPrintOutcome | undefined;
  setOutcome: (outcome: SupPrintOutcome | undefined) => void;
  /** The paths of a report's job here (issue 48): plug-in, ZPL, browser; the choice remembered per printer. */
  choice: (report: PrintReport | undefined) => PathChoice;
  /**
   * Prints the documents with the report on the chosen path. Plug-in: batches (10 documents,
   * 6 labels) with progress; when it refuses some jobs, the error outcome lists the documents that
   * printed whole (`printed`). ZPL: the labels' ZPL to the local agent, downloaded when there is
   * none. Browser: the labels as pages at the label size (window.print), or the report service's
   * PDF shown and printed. `labels` are the job's labels (label reports).
   */
  print: (report: PrintReport, documents: readonly string[], labels?: readonly Label[]) => Promise<void>;
  /** The browser path's output: the label pages for the printer and the document PDF. Render it in the screen. */
  output: ReactNode;
  /** The last document job's PDF (its object URL), while shown. */
  pdf: ReportPdfShown | undefined;
}

/**
 * The one print path of the app's screens (/app/supPrint, /app/barcodeprint, /waveDocPrint, the
 * lists' print action): a plug-in connection held while the screen is open (closed when it
 * leaves), and for each report the ways out this device has (issue 48): the plug-in when it
 * answers, ZPL through the local agent for a printer that takes it, and the browser always.
 */
export function usePrintRun(): PrintRun {
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  ensureAppPrintCatalogue(i18n);
  if (!i18n.hasResourceBundle('zh', PRINT_NAMESPACE)) registerPrintCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const { t: tp } = useTranslation(PRINT_NAMESPACE);
  // The plug-in's port, the agent's address and the report service are config.json's (defaults 6459, localhost:8240, /birt).
  const { config } = useRuntime();
  const { pluginPort, agentHost, agentPort } = config.print;
  const client = useMemo(() => new PrintClient({ port: pluginPort, language: () => (i18n.language === 'en' ? 'en' : 'zh'), autoReconnect: false }), [i18n, pluginPort]);
  const printer = usePrinter(client);
  const storage = useMemo(() => browserStorage(), []);
  // Read each render: once the plug-in has answered (marked below), it stays seen when it drops.
  const seen = printer.state === 'open' || pluginSeen(storage);
  useEffect(() => {
    void client.connect();
    return () => { client.close(); };
  }, [client]);
  useEffect(() => {
    if (printer.state === 'open') markPluginSeen(storage);
  }, [printer.state, storage]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SupPrintOutcome>();
  const [chosen, setChosen] = useState<Record<string, PrintPath>>({});
  const [browserJob, setBrowserJob] = useState<{ labels: readonly Label[]; size: LabelSize; serial: number }>();
  const [pdf, setPdf] = useState<ReportPdfShown>();
  useEffect(() => () => { if (pdf) URL.revokeObjectURL(pdf.url); }, [pdf]);

  const choice = (report: PrintReport | undefined): PathChoice => {
    const key = printerProfile(report)?.printerkey ?? '';
    return pathChoiceOf(report, printer.state, chosen[key] ?? rememberedPath(storage, key), (next) => {
      rememberPath(storage, key, next);
      setChosen((current) => ({ ...current, [key]: next }));
    });
  };

  // A label job in the browser: its pages are mounted (BrowserLabelPrint), then the print dialog opens.
  useEffect(() => {
    if (!browserJob) return;
    // The pages are in the document once the lazy chunk has rendered them: wait for them.
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      const pages = document.querySelectorAll('[data-wms-print-root] > section').length;
      if (pages < browserJob.labels.length && tries < 100) return;
      clearInterval(timer);
      window.print();
      setOutcome({ kind: 'done', text: tp('outcome.browserOpened', { count: browserJob.labels.length }) });
      setBusy(false);
    }, 50);
    return () => { clearInterval(timer); };
  }, [browserJob, tp]);

  const printWithPlugin = async (report: PrintReport, documents: readonly string[]) => {
    const run = printJobs(report, documents, newIdempotencyKey());
    const queue = new PrintQueue(client);
    queue.add(run);
    const stop = queue.onProgress(({ done, total }) => { setOutcome({ kind: 'progress', done, total, text: t('print.progress', { done, total }) }); });
    const result = await queue.run();
    stop();
    setOutcome(result.failed.length
      ? { kind: 'error', text: t('print.failed', { count: result.failed.length, reasons: [...new Set(result.failed.map((f) => f.error))].join('; ') }), printed: printedDocuments(run, result.failed.map((f) => f.id)) }
      : { kind: 'done', text: t('print.done', { done: result.done }) });
  };

  const printZpl = async (report: PrintReport, labels: readonly Label[], size: LabelSize) => {
    const { labelsToZpl } = await import('@wms/print/labels');
    const zpl = labelsToZpl(labels, size);
    const printerkey = report.printer?.printerkey ?? 'default';
    try {
      const answer = await printViaAgent(`printer/${printerkey}`, { format: 'zpl', printer: printerkey, zpl }, { host: agentHost, port: agentPort });
      if (answer.ok) { setOutcome({ kind: 'done', text: tp('outcome.zplSent', { count: labels.length }) }); return; }
    } catch {
      // No agent on this device: the ZPL is downloaded for the printer's own tools.
    }
    saveWithObjectUrl(new Blob([zpl], { type: 'application/vnd.zebra.zpl' }), `${report.reportkey}.zpl`);
    setOutcome({ kind: 'done', text: tp('outcome.zplDownloaded', { count: labels.length }) });
  };

  const printDocuments = async (report: PrintReport, documents: readonly string[]) => {
    const language = requestLanguageHeader(i18n.language === 'en' ? 'en' : 'zh');
    const answer = await fetchReportPdf(config.reportBase, report.template, documents, language).catch(() => ({ ok: false as const, status: 0 }));
    if (!answer.ok) { setOutcome({ kind: 'error', text: tp('outcome.reportFailed', { status: answer.status }) }); return; }
    setPdf({ url: URL.createObjectURL(answer.blob), name: report.name, documents: documents.length });
    setOutcome({ kind: 'done', text: tp('outcome.documentOpened', { count: documents.length }) });
  };

  const print = async (report: PrintReport, documents: readonly string[], labels?: readonly Label[]) => {
    if (documents.length === 0) { setOutcome({ kind: 'error', text: t('print.empty') }); return; }
    const { path, kind, size } = choice(report);
    setBusy(true);
    let handedOver = false;
    try {
      if (path === 'plugin') await printWithPlugin(report, documents);
      else if (path === 'zpl') await printZpl(report, labels ?? [], size);
      else if (kind === 'label' && labels?.length) {
        setOutcome(undefined);
        setBrowserJob({ labels, size, serial: Date.now() });
        handedOver = true;
      } else await printDocuments(report, documents);
    } finally {
      // A browser label job ends when its pages have gone to the print dialog (the effect above).
      if (!handedOver) setBusy(false);
    }
  };

  const output = (
    <Suspense fallback={null}>
      {browserJob ? <BrowserLabelPrint labels={browserJob.labels} size={browserJob.size} /> : null}
      {pdf ? <PdfFrame key={pdf.url} url={pdf.url} name={pdf.name} /> : null}
    </Suspense>
  );

  return { state: printer.state, pluginSeen: seen, reconnect: () => { void client.connect(); }, busy, outcome, setOutcome, choice, print, output, pdf };
}
