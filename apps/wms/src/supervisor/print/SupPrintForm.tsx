import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PrintReport } from '@wms/api';
import { PrinterStatus, type ConnectionState } from '@wms/print';
import { Button } from '@wms/ui-core';
import { SUPERVISOR_NAMESPACE } from '../i18n/catalogue';

const Layout = styled.section`
  padding: 12px 16px;
  max-width: 760px;
  label { display: grid; gap: 4px; margin: 8px 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 8px 0; }
  dt { color: #4b5563; }
  textarea { min-height: 120px; font-family: ${({ theme }) => theme.typography.fontFamilyMono}; }
  progress { width: 100%; }
  .error { color: #b91c1c; }
  .ok { color: #047857; }
`;

export interface SupPrintOutcome {
  kind: 'progress' | 'done' | 'error' | 'agent';
  text: string;
  done?: number;
  total?: number;
  /** On an error of a run the plug-in partly printed: the documents whose every copy printed. */
  printed?: readonly string[];
}

export interface SupPrintFormProps {
  title: string;
  reports: readonly PrintReport[];
  reportkey: string;
  onReport: (reportkey: string) => void;
  documents: string;
  onDocuments: (text: string) => void;
  plan?: string;
  state: ConnectionState;
  onReconnect: () => void;
  /**
   * Whether the plug-in's state is worth showing: it is connected, or once was on this device.
   * A device that never had one (an iPad) is not told about it, nor asked to reconnect.
   */
  showPlugin?: boolean;
  /** The print dialog's choice of path and its preview (PrintOptions, issue 48). */
  options?: ReactNode;
  /** The browser path's output (the labels' pages, the report's PDF). */
  output?: ReactNode;
  onPrint: () => void;
  busy?: boolean;
  outcome?: SupPrintOutcome;
}

/** Supplementary print: a report (its template and printer from the configuration) and documents. */
export function SupPrintForm({ title, reports, reportkey, onReport, documents, onDocuments, plan, state, onReconnect, showPlugin = true, options, output, onPrint, busy = false, outcome }: SupPrintFormProps) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const headingId = useId();
  const report = reports.find((r) => r.reportkey === reportkey);
  return (
    <Layout aria-labelledby={headingId} data-screen="sup-print">
      <h2 id={headingId}>{title}</h2>
      {showPlugin || state === 'open' ? <PrinterStatus state={state} onReconnect={onReconnect} /> : null}
      {reports.length === 0 ? <p role="alert">{t('print.noReports')}</p> : (
        <>
          <label>
            {t('print.report')}
            <select value={reportkey} onChange={(e) => { onReport(e.target.value); }}>
              {reports.map((r) => <option key={r.reportkey} value={r.reportkey}>{`${r.name} (${r.reportkey})`}</option>)}
            </select>
          </label>
          {report ? (
            <dl>
              <dt>{t('print.template')}</dt><dd>{report.template}</dd>
              <dt>{t('print.printer')}</dt><dd>{report.printer ? `${report.printer.name} (${report.printer.printerkey})` : t('print.noPrinter')}</dd>
              <dt>{t('print.copies')}</dt><dd>{report.copies}</dd>
            </dl>
          ) : null}
          <label>
            {t('print.documents')}
            <textarea value={documents} onChange={(e) => { onDocuments(e.target.value); }} />
          </label>
          {plan ? <p>{plan}</p> : null}
          {options}
          <Button variant="primary" loading={busy} disabled={!report} onClick={onPrint}>{t('print.print')}</Button>
        </>
      )}
      <div role="status" aria-live="polite">
        {outcome?.kind === 'progress' && outcome.total ? <progress max={outcome.total} value={outcome.done ?? 0} aria-label={outcome.text} /> : null}
        {outcome ? <p className={outcome.kind === 'error' ? 'error' : 'ok'}>{outcome.text}</p> : null}
      </div>
      {output}
    </Layout>
  );
}
