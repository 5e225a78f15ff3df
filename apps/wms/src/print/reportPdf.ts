/**
 * A document job's PDF from the report service (/birt, CONTRACT.md §1, §9; issue 48): fetched with
 * the session's token in the Authorization header, as the API is called (never in the address),
 * and handed to the browser as an object URL to show and print.
 */
import { readSession } from '@wms/api';

/** The report service's answer: the PDF, or why there is none. */
export type ReportPdf = { ok: true; blob: Blob } | { ok: false; status: number };

/** The address of a report's PDF for documents (BIRT viewer parameters); carries no session. */
export function reportUrl(reportBase: string, template: string, documents: readonly string[]): string {
  const query = new URLSearchParams({ __report: template, __format: 'pdf', documents: documents.join(',') });
  return `${reportBase.replace(/\/+$/, '')}/run?${query.toString()}`;
}

/** Fetches a report's PDF for documents in the given language header ('zh_cn' | 'en'). */
export async function fetchReportPdf(reportBase: string, template: string, documents: readonly string[], language: string, fetcher: typeof fetch = fetch): Promise<ReportPdf> {
  const headers: Record<string, string> = { language, Accept: 'application/pdf' };
  const token = readSession().token;
  if (token) headers.Authorization = token;
  const response = await fetcher(reportUrl(reportBase, template, documents), { headers, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('application/pdf')) return { ok: false, status: response.status };
  return { ok: true, blob: await response.blob() };
}
