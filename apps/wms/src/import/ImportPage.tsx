import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { isWmsError, newIdempotencyKey, saveWithObjectUrl, type ImportRefusedRow, type ImportTemplateInfo, type ImportTemplateSummary } from '@wms/api';
import { Drawer, Loading } from '@wms/ui-core';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/session';
import { APP_NAMESPACE } from '../i18n/catalogue';
import { useAppNavigate } from '../routes/navigation';
import { ROUTES, menuCodeOf } from '../routes/routeTable';
import type { ScreenProps } from '../routes/types';
import { ensureImportCatalogue, IMPORT_NAMESPACE } from './i18n/catalogue';
import type { ImportPreviewHandle } from './ImportPreview';
import { allSheetErrors, formulaKey } from './model/sheetErrors';
import { ImportView, type ImportPhase, type ImportPreviewData } from './ImportView';
import { fieldName, templateShape } from './model/importModel';
import type { ImportRefusal, ParsedSheet } from './model/checks';
import { runInWorker } from './worker/runInWorker';
import { FailureState } from '../app/FailureState';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const blobOf = (bytes: Uint8Array) => new Blob([bytes as BlobPart], { type: XLSX_TYPE });

/**
 * /app/customimport (and /importDeawer): spreadsheet import through a template. The template
 * can be preset by `?template=CODE` (a list's import action links here that way).
 */
export default function ImportPage({ route, title }: ScreenProps) {
  const { api, i18n, live: feed } = useServices();
  ensureImportCatalogue(i18n);
  const { session } = useSession();
  const { t, i18n: shown } = useTranslation(IMPORT_NAMESPACE);
  const { t: tApp } = useTranslation(APP_NAMESPACE);
  const language = shown.language === 'en' ? 'en' : 'zh';
  const [params] = useSearchParams();
  const templates = useSWR<ImportTemplateSummary[], Error>(['importTemplates', session.wmsId], () => api.importTemplates());
  const [chosen, setChosen] = useState(params.get('template') ?? (route.path === '/importDeawer' ? 'IMP_SO' : ''));
  const list = templates.data ?? [];
  const templateCode = list.some((tpl) => tpl.templatecode === chosen) ? chosen : list[0]?.templatecode ?? '';
  const info = useSWR<ImportTemplateInfo, Error>(templateCode ? ['importTemplate', session.wmsId, templateCode] : null, () => api.importTemplate(templateCode));
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const [preview, setPreview] = useState<ImportPreviewData>();
  const previewRef = useRef<ImportPreviewHandle>(null);
  const sheetsRef = useRef<readonly ParsedSheet[]>([]);
  const job = useRef(0);
  useEffect(() => () => { job.current++; }, []);
  /** The import the server is running for this page: its key, and its job once the live feed names it. */
  const running = useRef<{ key: string; job?: number }>(undefined);
  /** Rows the server's rules refused in the last import (they go into the error file). */
  const serverRefused = useRef<readonly ImportRefusedRow[]>([]);
  useEffect(() => feed.subscribe((signal) => {
    if (signal.type !== 'import') return;
    const current = running.current;
    const progress = signal.progress;
    if (!current || progress.key !== current.key) return;
    current.job = progress.job;
    if (progress.state !== 'running' && progress.state !== 'cancelling') return;
    setPhase((now) => (now.kind === 'sending' ? { ...now, job: { done: progress.done, total: progress.total, written: progress.written, cancelling: progress.state === 'cancelling' || now.job?.cancelling === true } } : now));
  }), [feed]);
  const navigate = useAppNavigate();
  // /importDeawer: the same page in a drawer over its list; closing goes back to the list.
  const listPath = route.screen.type === 'drawer' ? route.screen.listPath : undefined;
  const framed = (content: ReactNode) => (listPath ? (
    <Drawer open title={title} onOpenChange={(open) => { if (!open) { job.current++; navigate(listPath); } }}>{content}</Drawer>
  ) : content);

  if (templates.error) return framed(<FailureState error={templates.error} message={t('loadFailed', { message: templates.error.message })} onRetry={() => { void templates.mutate(); }} />);
  if (!templates.data) return framed(<Loading />);

  const refusalText = (refusal: ImportRefusal): string => {
    switch (refusal.key) {
      case 'tooLarge': return t('refused.tooLarge', { max: Math.round(refusal.max / 1024 / 1024) });
      case 'tooManyRows': return t('refused.tooManyRows', { max: refusal.max.toLocaleString() });
      case 'tooManyColumns': return t('refused.tooManyColumns', { max: refusal.max });
      case 'sheetType': return t('refused.sheetType', { expected: t(`sheetTypes.${refusal.expected}`), found: refusal.found });
      case 'duplicateField': return t('refused.duplicateField', { field: refusal.field });
      case 'unknownColumn': return t('refused.unknownColumn', { column: refusal.column, sheet: refusal.sheet });
      default: return t(`refused.${refusal.key}`);
    }
  };

  const sheetNames = (described: ImportTemplateInfo) => described.sheets.map((_s, i) => (described.sheettype === '1' ? described.name : i === 0 ? t('sheetMaster') : t('sheetDetail', { n: i })));

  const onDownloadTemplate = () => {
    const described = info.data;
    if (!described) return;
    // Headers in the user's language; the import reads the code, Chinese or English name.
    void runInWorker({ kind: 'template', template: templateShape(described), sheetNames: sheetNames(described), nameIndex: language === 'en' ? 1 : 0 }).then((answer) => {
      if (answer.kind === 'written') saveWithObjectUrl(blobOf(answer.bytes), t('templateFile', { name: described.name }));
    });
  };

  const onFile = (file: File) => {
    const described = info.data;
    if (!described) return;
    const id = ++job.current;
    setPreview(undefined);
    setPhase({ kind: 'reading', file: file.name, done: 0, total: 1 });
    void file.arrayBuffer().then((bytes) => runInWorker({ kind: 'parse', bytes, template: templateShape(described) }, (done, total) => {
      if (job.current === id) setPhase({ kind: 'reading', file: file.name, done, total });
    })).then((answer) => {
      if (job.current !== id) return;
      if (answer.kind !== 'parsed') { setPhase({ kind: 'refused', file: file.name, message: t('refused.worker') }); return; }
      const { result } = answer;
      if (!result.ok) { setPhase({ kind: 'refused', file: file.name, message: refusalText(result.refusal) }); return; }
      const formulas = result.sheets.map((s) => new Set(s.errors.filter((e) => e.key === 'formula').map((e) => formulaKey(e.row, e.field))));
      sheetsRef.current = result.sheets;
      setPreview({ info: described, sheets: result.sheets, original: result.sheets, formulas });
      setPhase({ kind: 'preview', file: file.name });
    }, () => {
      if (job.current === id) setPhase({ kind: 'refused', file: file.name, message: t('refused.unreadable') });
    });
  };

  const onSheetRows = (sheetIndex: number, rows: Record<string, string>[]) => {
    sheetsRef.current = sheetsRef.current.map((s, i) => (i === sheetIndex ? { ...s, rows } : s));
    setPreview((current) => (current ? { ...current, sheets: current.sheets.map((s, i) => (i === sheetIndex ? { ...s, rows } : s)) } : current));
  };

  /** Every cell error left in the sheets, judged in slices (the page keeps answering meanwhile). */
  const remainingErrors = async (data: ImportPreviewData, sheets: readonly ParsedSheet[]) =>
    (await allSheetErrors(data.info, sheets, data.original, data.formulas)).reduce((n, errors) => n + errors.length, 0);

  const onImport = () => {
    const data = preview;
    if (!data || phase.kind !== 'preview' && phase.kind !== 'failed') return;
    const file = phase.file;
    const id = ++job.current;
    void (previewRef.current?.commit() ?? Promise.resolve(true)).then(async (committed) => {
      if (job.current !== id) return;
      // The rows as fixed (the grid's save has handed its edits over by now).
      const current: ImportPreviewData = { ...data, sheets: sheetsRef.current };
      if (committed) setPhase({ kind: 'sending', file, sent: 0 });
      const left = await remainingErrors(current, current.sheets);
      if (job.current !== id) return;
      if (!committed || left > 0) { setPhase({ kind: 'preview', file, blocked: t('stillErrors', { count: Math.max(1, left) }) }); return; }
      const written = await runInWorker({ kind: 'write', template: templateShape(current.info), sheets: current.sheets });
      if (written.kind !== 'written') { setPhase({ kind: 'failed', file, message: t('refused.worker') }); return; }
      const key = newIdempotencyKey();
      running.current = { key };
      serverRefused.current = [];
      try {
        const outcome = await api.importWorkbook(current.info.templatecode, written.bytes, (sent) => { if (job.current === id) setPhase((now) => (now.kind === 'sending' && now.job ? now : { kind: 'sending', file, sent })); }, { idempotencyKey: key });
        if (job.current !== id) return;
        const menuCode = current.info.sheets[0]?.menuCode;
        const route = menuCode ? ROUTES.find((r) => r.kind === 'list' && menuCodeOf(r.path) === menuCode) : undefined;
        setPhase({ kind: 'done', file, message: outcome.message, batch: outcome.batch, ...(route ? { target: { path: route.path, title: tApp(route.titleKey) } } : {}), ...(outcome.refusedCount ? { refused: outcome.refusedCount } : {}) });
        // Rows the server's rules refused stay in the preview for the error file; otherwise it is done with.
        serverRefused.current = outcome.refused;
        if (!outcome.refusedCount) setPreview(undefined);
      } catch (error) {
        if (job.current !== id) return;
        const text = isWmsError(error) && error.serverMessage ? error.serverMessage : error instanceof Error ? error.message : String(error);
        const bean = isWmsError(error) ? (error.response as { bean?: { state?: string; refused?: ImportRefusedRow[] } } | undefined)?.bean : undefined;
        serverRefused.current = bean?.refused ?? [];
        setPhase(bean?.state === 'cancelled' ? { kind: 'cancelled', file, message: text } : { kind: 'failed', file, message: text });
        if (bean?.state === 'cancelled') setPreview(undefined);
      } finally {
        running.current = undefined;
      }
    });
  };

  const onErrorFile = async () => {
    const data = preview;
    if (!data) return;
    const all = await allSheetErrors(data.info, data.sheets, data.original, data.formulas);
    const sheets = data.sheets.map((sheet, i) => {
      const errors = all[i] ?? [];
      const byRow = new Map<number, string[]>();
      // The server's refusals by the line of the file it was sent (its rows in the preview's order).
      for (const refused of serverRefused.current) {
        if (refused.sheet !== i) continue;
        const row = refused.line - data.info.startrow;
        byRow.set(row, [...(byRow.get(row) ?? []), refused.message]);
      }
      for (const e of errors) {
        const text = `${fieldName(data.info, i, e.field, language)}: ${e.message ?? t(`cell.${e.key}`)}`;
        byRow.set(e.row, [...(byRow.get(e.row) ?? []), text]);
      }
      const header = [...sheet.fields.map((code) => fieldName(data.info, i, code, language)), t('errorColumn')];
      const rows = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([row, texts]) => [...sheet.fields.map((code) => sheet.rows[row]?.[code] ?? ''), texts.join('; ')]);
      return { name: sheet.name, header, rows };
    });
    void runInWorker({ kind: 'errors', sheets }).then((answer) => {
      if (answer.kind === 'written') saveWithObjectUrl(blobOf(answer.bytes), t('errorFileName', { name: data.info.name }));
    });
  };

  return framed(
    <ImportView
      title={title}
      templates={list}
      templateCode={templateCode}
      onTemplate={(code) => { setChosen(code); setPhase({ kind: 'idle' }); setPreview(undefined); }}
      {...(info.data ? { info: info.data } : {})}
      onDownloadTemplate={onDownloadTemplate}
      onFile={onFile}
      phase={phase}
      {...(preview ? { preview } : {})}
      onSheetRows={onSheetRows}
      onImport={onImport}
      onReset={() => { job.current++; serverRefused.current = []; setPhase({ kind: 'idle' }); setPreview(undefined); }}
      onErrorFile={() => { void onErrorFile(); }}
      onCancel={() => {
        const id = running.current?.job;
        if (id === undefined) return;
        setPhase((now) => (now.kind === 'sending' && now.job ? { ...now, job: { ...now.job, cancelling: true } } : now));
        void api.cancelImport(id).catch(() => undefined);
      }}
      previewRef={previewRef}
    />,
  );
}
