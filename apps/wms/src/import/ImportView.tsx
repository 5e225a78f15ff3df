import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ImportTemplateInfo, ImportTemplateSummary } from '@wms/api';
import { Button } from '@wms/ui-core';
import { IMPORT_NAMESPACE } from './i18n/catalogue';
import { ImportPreview, type ImportPreviewHandle } from './ImportPreview';
import { LIMITS, type ParsedSheet } from './model/checks';

const Layout = styled.section`
  padding: 12px 16px;
  display: grid;
  gap: 10px;
  min-width: 0;
  h2 { margin: 0; font-size: 18px; }
  .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  label.template { display: flex; gap: 8px; align-items: center; }
  select { min-height: 30px; min-width: 220px; }
  progress { width: min(480px, 100%); }
  /* Indeterminate (the server is committing): a still striped bar, no animation to wait on. */
  progress:not([value]) {
    appearance: none;
    height: 12px;
    border: 1px solid #93c5fd;
    border-radius: 6px;
    background: repeating-linear-gradient(45deg, #dbeafe 0 8px, #bfdbfe 8px 16px);
  }
  progress:not([value])::-webkit-progress-bar { background: transparent; }
  .error { color: #b91c1c; margin: 0; }
  .ok { color: #047857; margin: 0; }
  .hint { color: #4b5563; margin: 0; font-size: 13px; }
`;

const Drop = styled.div<{ $over: boolean }>`
  border: 2px dashed ${(p) => (p.$over ? '#2563eb' : '#9ca3af')};
  background: ${(p) => (p.$over ? '#eff6ff' : '#f9fafb')};
  border-radius: 6px;
  padding: 16px;
  display: grid;
  gap: 6px;
  justify-items: start;
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
  label.choose { color: #1d4ed8; text-decoration: underline; cursor: pointer; }
  label.choose:focus-within { outline: 2px solid #2563eb; outline-offset: 2px; }
`;

/** The list of import results. */
const RESULTS_PATH = '/app/comexcelimportresult';

/** Where an import stands. */
export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; file: string; done: number; total: number }
  | { kind: 'refused'; file: string; message: string }
  | { kind: 'preview'; file: string; blocked?: string }
  | { kind: 'sending'; file: string; sent: number; job?: ImportJobView }
  | { kind: 'done'; file: string; message: string; batch: string; target?: { path: string; title: string }; refused?: number }
  | { kind: 'failed'; file: string; message: string }
  | { kind: 'cancelled'; file: string; message: string };

/** The server's import job while it writes (its progress from the live feed). */
export interface ImportJobView {
  done: number;
  total: number;
  written: number;
  /** The cancel was asked for: the job stops after its current batch. */
  cancelling?: boolean;
}

/** The parsed file under preview, with the cells that held formulas. */
export interface ImportPreviewData {
  info: ImportTemplateInfo;
  /** The rows as fixed so far. */
  sheets: readonly ParsedSheet[];
  /** The file as read. */
  original: readonly ParsedSheet[];
  formulas: readonly ReadonlySet<string>[];
}

export interface ImportViewProps {
  title: string;
  templates: readonly ImportTemplateSummary[];
  templateCode: string;
  onTemplate: (code: string) => void;
  /** The chosen template described by the server (absent while it loads). */
  info?: ImportTemplateInfo;
  onDownloadTemplate: () => void;
  onFile: (file: File) => void;
  phase: ImportPhase;
  preview?: ImportPreviewData;
  onSheetRows: (sheetIndex: number, rows: Record<string, string>[]) => void;
  onImport: () => void;
  onReset: () => void;
  onErrorFile: () => void;
  /** Cancels the running import job (shown while the server writes). */
  onCancel?: () => void;
  previewRef?: Ref<ImportPreviewHandle>;
  /** Preview grid height, px. */
  gridHeight?: number;
}

/**
 * Spreadsheet import (CONTRACT.md §B5): a template, its workbook to download, a file dropped
 * or chosen and read off the main thread with progress, the preview with every cell error fixed
 * in place, then the import: a job of the server's, written in batches, its progress and a cancel
 * while it runs, then its result (rows the server's rules refused come back in the error file).
 */
export function ImportView(props: ImportViewProps) {
  const { title, templates, templateCode, onTemplate, info, onDownloadTemplate, onFile, phase, preview, onSheetRows, onImport, onReset, onErrorFile, onCancel, previewRef, gridHeight } = props;
  const { t, i18n } = useTranslation(IMPORT_NAMESPACE);
  const headingId = useId();
  const inputId = useId();
  const selectId = useId();
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.kind === 'reading' || phase.kind === 'sending';
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const showPreview = preview && (phase.kind === 'preview' || phase.kind === 'sending' || phase.kind === 'failed');
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !busy) onFile(file);
  };

  let status: ReactNode = null;
  if (phase.kind === 'reading') {
    status = (
      <>
        <p>{t('reading', { name: phase.file })}</p>
        <progress aria-label={t('readProgress')} max={phase.total || 1} value={phase.done} />
      </>
    );
  } else if (phase.kind === 'refused') {
    status = <p className="error" role="alert">{phase.message}</p>;
  } else if (phase.kind === 'sending' && phase.job) {
    const job = phase.job;
    status = (
      <>
        <p>{job.cancelling ? t('cancelling') : t('writing', { done: job.done.toLocaleString(locale), total: job.total.toLocaleString(locale), written: job.written.toLocaleString(locale) })}</p>
        <div className="row">
          <progress aria-label={t('importProgress')} max={job.total || 1} value={job.done} />
          {onCancel ? <Button onClick={onCancel} disabled={job.cancelling}>{t('cancel')}</Button> : null}
        </div>
      </>
    );
  } else if (phase.kind === 'sending') {
    status = (
      <>
        <p>{phase.sent < 1 ? t('uploading') : t('committing')}</p>
        {phase.sent < 1 ? <progress aria-label={t('importProgress')} max={1} value={phase.sent} /> : <progress aria-label={t('importProgress')} />}
      </>
    );
  } else if (phase.kind === 'cancelled') {
    status = (
      <>
        <p className="error" role="alert">{t('cancelled', { message: phase.message })}</p>
        <div className="row"><Link to={RESULTS_PATH}>{t('results')}</Link></div>
      </>
    );
  } else if (phase.kind === 'failed') {
    status = <p className="error" role="alert">{t('failed', { message: phase.message })}</p>;
  } else if (phase.kind === 'done') {
    status = (
      <>
        <p className="ok" role="alert">{t('done', { message: phase.message, batch: phase.batch })}</p>
        {phase.refused ? (
          <div className="row">
            <p className="error">{t('doneRefused', { count: phase.refused })}</p>
            <Button onClick={onErrorFile}>{t('errorFile')}</Button>
          </div>
        ) : null}
        <div className="row">
          <Link to={RESULTS_PATH}>{t('results')}</Link>
          {phase.target ? <Link to={phase.target.path}>{t('target', { title: phase.target.title })}</Link> : null}
        </div>
      </>
    );
  } else if (phase.kind === 'preview' && phase.blocked) {
    status = <p className="error" role="alert">{phase.blocked}</p>;
  }

  return (
    <Layout aria-labelledby={headingId} data-screen="custom-import" aria-busy={busy}>
      <h2 id={headingId}>{title}</h2>
      {templates.length === 0 ? <p role="alert" className="error">{t('noTemplates')}</p> : (
        <>
          <div className="row">
            <label className="template" htmlFor={selectId}>{t('template')}</label>
            <select id={selectId} value={templateCode} disabled={busy || Boolean(showPreview)} onChange={(e) => { onTemplate(e.target.value); }}>
              {templates.map((tpl) => <option key={tpl.templatecode} value={tpl.templatecode}>{`${tpl.name} (${tpl.templatecode})`}</option>)}
            </select>
            {info ? <span className="hint">{`${t('sheetType')}: ${t(`sheetTypes.${info.sheettype}`)}`}</span> : null}
            <Button onClick={onDownloadTemplate} disabled={!info}>{t('downloadTemplate')}</Button>
          </div>
          {showPreview ? null : (
            <Drop
              $over={over}
              onDragOver={(e) => { e.preventDefault(); setOver(true); }}
              onDragLeave={() => { setOver(false); }}
              onDrop={(e) => { e.preventDefault(); setOver(false); pick(e.dataTransfer.files); }}
            >
              <span>
                {t('drop')}{' '}
                <label className="choose" htmlFor={inputId}>
                  {t('choose')}
                </label>
                <input
                  id={inputId}
                  ref={input}
                  type="file"
                  accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
                  disabled={busy || !info}
                  onChange={(e) => { pick(e.target.files); e.target.value = ''; }}
                />
              </span>
              <span className="hint">{t('fileHint', { mb: LIMITS.bytes / 1024 / 1024, rows: LIMITS.rows.toLocaleString(i18n.language === 'en' ? 'en' : 'zh') })}</span>
            </Drop>
          )}
        </>
      )}
      <div aria-live="polite">{status}</div>
      {showPreview ? (
        <>
          <ImportPreview ref={previewRef} info={preview.info} sheets={preview.sheets} original={preview.original} formulas={preview.formulas} onSheetRows={onSheetRows} {...(gridHeight ? { height: gridHeight } : {})} />
          <div className="row">
            <Button variant="primary" loading={phase.kind === 'sending'} onClick={onImport}>{t('import')}</Button>
            <Button onClick={onErrorFile} disabled={busy}>{t('errorFile')}</Button>
            <Button onClick={onReset} disabled={busy}>{t('reset')}</Button>
          </div>
        </>
      ) : null}
      {phase.kind === 'done' || phase.kind === 'cancelled' ? <div className="row"><Button onClick={onReset}>{t('reset')}</Button></div> : null}
    </Layout>
  );
}
