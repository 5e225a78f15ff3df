import { useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { allowedButtons, type ListRecord, type PrintReport } from '@wms/api';
import { Button, Dialog } from '@wms/ui-core';
import { useServices } from '../../../app/ServicesContext';
import { useSession } from '../../../app/session';
import type { AreaId } from '../../../routes/types';
import { ensureSupervisorCatalogue, SUPERVISOR_NAMESPACE } from '../../../supervisor/i18n/catalogue';
import { batchPlan, documentNumbers, printJobs } from '../../../supervisor/model/printPlan';
import { SupPrintForm } from '../../../supervisor/print/SupPrintForm';
import { usePrintRun } from '../../../supervisor/print/usePrintRun';
import { recordLabels } from '../../../print/labelContent';
import { PrintOptions } from '../../../print/PrintOptions';
import { jobKind } from '../../../print/printer';
import { useLabelNames } from '../../../print/useLabelNames';
import { AREA_REPORT_MODULE, documentNumber, documentNumbersOf } from './documentNumbers';

/** The print dialog's body: mounted only while open, so the plug-in connection lives with it. */
function ListPrintForm({ title, reports, documents, rows }: { title: string; reports: readonly PrintReport[]; documents: readonly string[]; rows: readonly ListRecord[] }) {
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const run = usePrintRun();
  const [reportkey, setReportkey] = useState(reports[0]?.reportkey ?? '');
  const [text, setText] = useState(documents.join('\n'));
  const report = reports.find((r) => r.reportkey === reportkey) ?? reports[0];
  const docs = documentNumbers(text);
  const jobs = report ? printJobs(report, docs, 'plan') : [];
  const plan = jobs.length ? batchPlan(jobs) : undefined;
  const name = useLabelNames();
  const byDocument = new Map(rows.flatMap((row) => { const doc = documentNumber(row); return doc ? [[doc, row] as const] : []; }));
  const labels = report && jobKind(report) === 'label' ? recordLabels(report, docs, byDocument, name) : undefined;
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

/**
 * A list's print action (issue 16): shown when the user holds the list's `print` button and the
 * warehouse has active reports of the list's area (/app/reportSetting, printer from
 * /app/reportprinter); prints the selected rows' documents through the one print path.
 */
export function ListPrint({ area, menuCode, title, rows }: { area: AreaId; menuCode: string; title: string; rows: readonly ListRecord[] }) {
  const { api } = useServices();
  const { session } = useSession();
  const { i18n } = useTranslation();
  ensureSupervisorCatalogue(i18n);
  const { t } = useTranslation(SUPERVISOR_NAMESPACE);
  const module = AREA_REPORT_MODULE[area];
  const buttons = useSWR(['buttonPermissions', session.user, session.wmsId], () => api.buttonPermissions().then(allowedButtons));
  const granted = (buttons.data ?? []).includes(`${menuCode}:print`);
  const reports = useSWR<PrintReport[], Error>(module && granted ? ['printReports', session.wmsId] : null, () => api.printReports());
  const [open, setOpen] = useState(false);
  const mine = (reports.data ?? []).filter((r) => r.module === module);
  if (!module || !granted || mine.length === 0) return null;
  const documents = documentNumbersOf(rows);
  return (
    <>
      <Button
        disabled={documents.length === 0}
        title={documents.length === 0 ? t('print.needsRows') : undefined}
        onClick={() => { setOpen(true); }}
      >
        {t('print.print')}
      </Button>
      {open && (
        <Dialog
          title={t('print.listTitle', { title })}
          open
          onOpenChange={setOpen}
          closeOnEscape
        >
          <ListPrintForm title={title} reports={mine} documents={documents} rows={rows} />
        </Dialog>
      )}
    </>
  );
}
