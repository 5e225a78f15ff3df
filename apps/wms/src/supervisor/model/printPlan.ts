import type { PrintReport } from '@wms/api';
import { batchSizeFor, type PrintJob } from '@wms/print';

/** The document numbers of a text, one a line (blank lines and repeats dropped, order kept). */
export function documentNumbers(text: string): string[] {
  return [...new Set(text.split(/[\r\n,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/**
 * Whether a report prints labels (sent 6 a batch; drawn one a page at the label size) rather than
 * documents (10 a batch; the report service's PDF): a report on a label or waybill printer, or a
 * label report.
 */
export const isLabelReport = (report: PrintReport) => report.printer?.printertype === 'LABEL' || report.printer?.printertype === 'EXPRESS' || /LABEL/i.test(report.reportkey);

/** The jobs of printing documents with a report: one a copy, ids stable for the plug-in's de-duplication. */
export function printJobs(report: PrintReport, documents: readonly string[], runId: string): PrintJob[] {
  const cmd = isLabelReport(report) ? 'printLabel' : 'printReport';
  const copies = Math.max(1, Math.floor(report.copies || 1));
  return documents.flatMap((doc) =>
    Array.from({ length: copies }, (_, copy) => ({
      id: `${runId}:${report.reportkey}:${doc}:${copy + 1}`,
      cmd,
      data: { template: report.template, printer: report.printer?.printerkey ?? '', document: doc, copy: copy + 1 },
    })),
  );
}

/** How the jobs go out: their count, the batch size of their command and the number of batches. */
export function batchPlan(jobs: readonly PrintJob[]): { jobs: number; size: number; batches: number } {
  const size = jobs[0] ? batchSizeFor(jobs[0].cmd) : 10;
  return { jobs: jobs.length, size, batches: Math.ceil(jobs.length / size) };
}

/**
 * The documents of a run that printed whole: every copy of theirs acknowledged by the plug-in
 * (none among `failedJobIds`), in the run's order. A document with a refused copy is left out, so
 * it is printed again, all its copies, rather than marked printed with a copy missing.
 */
export function printedDocuments(jobs: readonly PrintJob[], failedJobIds: Iterable<string>): string[] {
  const failed = new Set(failedJobIds);
  const refused = new Set(jobs.filter((job) => failed.has(job.id)).map((job) => documentOf(job)));
  return [...new Set(jobs.map((job) => documentOf(job)))].filter((doc) => !refused.has(doc));
}

function documentOf(job: PrintJob): string {
  const doc = (job.data as { document?: unknown } | undefined)?.document;
  return typeof doc === 'string' ? doc : '';
}
