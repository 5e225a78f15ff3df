import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { PrintReport } from '@wms/api';
import { FailureState } from '../../../app/FailureState';
import { useServices } from '../../../app/ServicesContext';
import { useSession } from '../../../app/session';
import type { ScreenProps } from '../../../routes/types';
import { batchPlan, printJobs } from '../../../supervisor/model/printPlan';
import { useOperation } from '../../hooks/useOperation';
import { useReferenceList } from '../../hooks/useReferenceList';
import { useWavePrint } from '../../hooks/useWavePrint';
import { ensureOutboundCatalogue, OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import { failureText } from '../../model/errors';
import { LIST_PATHS } from '../../model/paths';
import { waveChoiceOf, type WaveChoice } from '../../model/waveChoice';
import { documentsOf, idChunks, printSteps, reportChoices, unprinted, type PrintStep, type WaveDocument } from '../../model/waveDocs';
import type { OutcomeValue } from '../../shared/Outcome';
import { waybillLabels } from '../../../print/labelContent';
import { PrintOptions } from '../../../print/PrintOptions';
import { useLabelNames } from '../../../print/useLabelNames';
import { WaveDocPrintView } from './WaveDocPrintView';


/**
 * /waveDocPrint: a wave's pick list and order labels (wavemgmt `documents`, stable ids), printed
 * through the app's print path (the plug-in, else the local agent) and marked printed on the
 * server (`documentsPrinted`) run by run, so that Print sends only what no earlier print did.
 * The wave comes from `?wavekey=` (the wave plan panel links here) or the list of waves.
 */
export default function WaveDocPrintPage({ title }: ScreenProps) {
  const { api, i18n } = useServices();
  ensureOutboundCatalogue(i18n);
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const wavekey = params.get('wavekey') ?? '';
  const operation = useOperation();
  const waves = useReferenceList(LIST_PATHS.waves, waveChoiceOf, undefined, 100);
  // The chosen wave's row (its id names it to the operations), looked up by number: it may be
  // older than the newest waves offered.
  const wave = useSWR<WaveChoice | null, Error>(wavekey ? ['outbound:wave', session.wmsId, wavekey] : null, async () => {
    const page = await api.queryList({ path: LIST_PATHS.waves, pageNum: 1, pageSize: 5, filters: [], extra: { wavekey } });
    return page.rows.map(waveChoiceOf).find((w) => w.wavekey === wavekey) ?? null;
  });
  const waveId = wave.data?.id;
  const documents = useSWR<WaveDocument[], Error>(waveId ? ['outbound:waveDocs', session.wmsId, waveId, i18n.language] : null, async () => {
    const answer = await operation.run('wavemgmt', 'documents', { ids: [Number(waveId)] });
    if (!answer.ok) throw new Error(answer.message);
    return documentsOf(answer.result);
  }, { revalidateOnFocus: false });
  const reports = useSWR<PrintReport[], Error>(['printReports', session.wmsId], () => api.printReports());
  const choices = reportChoices(reports.data ?? []);
  const name = useLabelNames();
  const [pickKey, setPickKey] = useState('');
  const [labelKey, setLabelKey] = useState('');
  const pickReport = choices.picklist.find((r) => r.reportkey === pickKey) ?? choices.picklist[0];
  const labelReport = choices.label.find((r) => r.reportkey === labelKey) ?? choices.label[0];

  const mark = async (step: PrintStep): Promise<string | undefined> => {
    if (!waveId) return t('docs.noWave');
    for (const docids of idChunks(step.docids)) {
      const answer = await operation.run('wavemgmt', 'documentsPrinted', { ids: [Number(waveId)], docids });
      if (!answer.ok) return answer.message;
    }
    return undefined;
  };
  // When a print ends, the documents' printed marks have changed on the server.
  const print = useWavePrint(mark, () => { void documents.mutate(); });

  const docs = documents.data;
  const reportsFor = { ...(pickReport ? { picklist: pickReport } : {}), ...(labelReport ? { label: labelReport } : {}) };
  // A label run carries its labels, for the paths where the app draws them (browser, ZPL).
  const withLabels = (steps: PrintStep[]): PrintStep[] => steps.map((s) => (s.kind === 'label' ? { ...s, labels: waybillLabels((docs ?? []).filter((d) => s.docids.includes(d.docid)), wavekey, s.report, name) } : s));
  const waiting = docs ? withLabels(printSteps(unprinted(docs), reportsFor)) : [];
  const labelPreview = docs && labelReport ? waybillLabels(docs, wavekey, labelReport, name) : undefined;
  const plan = waiting.map((s) => {
    const p = batchPlan(printJobs(s.report, s.docids, 'plan'));
    return t('docs.planStep', { kind: t(`docs.kindName.${s.kind}`), jobs: p.jobs, batches: p.batches, size: p.size });
  }).join(t('docs.planSeparator'));

  let documentsOutcome: OutcomeValue | undefined;
  if (wavekey && wave.data === null) documentsOutcome = { kind: 'error', text: t('docs.waveNotFound', { wavekey }) };
  else if (wave.error) documentsOutcome = { kind: 'error', text: failureText(wave.error, t) };
  else if (documents.error) documentsOutcome = { kind: 'error', text: documents.error.message };
  else if (reports.error) documentsOutcome = { kind: 'warning', text: t('docs.reportsFailed', { message: failureText(reports.error, t) }) };
  else if (docs && reports.data?.length === 0) documentsOutcome = { kind: 'warning', text: t('docs.noReports') };

  let outcome: OutcomeValue | undefined;
  if (print.end?.ok) outcome = { kind: 'success', text: t('docs.done', { count: print.end.documents }) };
  else if (print.end?.message) outcome = { kind: 'error', text: t('docs.markFailed', { message: print.end.message }) };
  else if (print.end?.partly) outcome = { kind: 'error', text: t('docs.stoppedPartly', { kind: t(`docs.kind.${print.end.kind}`), printed: print.end.partly.printed, total: print.end.partly.total }) };
  else if (print.end) outcome = { kind: 'error', text: t('docs.stopped', { kind: t(`docs.kind.${print.end.kind}`) }) };

  return (
    <WaveDocPrintView
      title={title}
      waves={waves.data ?? []}
      {...(waves.error ? { wavesFailure: <FailureState compact error={waves.error} message={failureText(waves.error, t)} onRetry={() => { void waves.mutate(); }} /> } : {})}
      wavekey={wavekey}
      onWave={(key) => { setParams(key ? { wavekey: key } : {}); }}
      {...(docs ? { documents: docs } : {})}
      {...(documentsOutcome ? { documentsOutcome } : {})}
      reports={choices}
      pickReport={pickReport?.reportkey ?? ''}
      onPickReport={setPickKey}
      labelReport={labelReport?.reportkey ?? ''}
      onLabelReport={setLabelKey}
      {...(plan ? { plan } : {})}
      state={print.state}
      onReconnect={print.reconnect}
      showPlugin={print.pluginSeen}
      options={(
        <>
          <PrintOptions run={print.run} report={pickReport} disabled={print.busy} />
          <PrintOptions run={print.run} report={labelReport} labels={labelPreview} disabled={print.busy} />
        </>
      )}
      output={print.output}
      onPrint={() => { print.start(waiting); }}
      onReprint={(docids) => { print.start(withLabels(printSteps((docs ?? []).filter((d) => docids.includes(d.docid)), reportsFor))); }}
      busy={print.busy}
      {...(print.step ? { step: print.step } : {})}
      {...(print.outcome ? { printOutcome: print.outcome } : {})}
      {...(outcome ? { outcome } : {})}
    />
  );
}
