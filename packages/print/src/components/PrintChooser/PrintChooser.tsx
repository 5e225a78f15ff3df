import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRINT_NAMESPACE } from '../../i18n/catalogue';
import type { PrinterProfile, PrintKind, PrintPath } from '../../model/paths';

/** Props of {@link PrintChooser}. */
export interface PrintChooserProps {
  kind: PrintKind;
  /** The configured printer; undefined: none configured (the browser prints). */
  printer?: PrinterProfile;
  /** The label size as shown, e.g. '100 × 60 mm' (labels only). */
  sizeText?: string;
  /** The paths this device offers (offeredPaths), in order. */
  offered: readonly PrintPath[];
  /** The chosen path. */
  path: PrintPath;
  onPath: (path: PrintPath) => void;
  /** Whether the chosen path is the user's remembered choice for this printer. */
  remembered?: boolean;
  /** What will print, at real size (labels) or the PDF (documents); none: no preview yet. */
  preview?: ReactNode;
  /** A line under the preview (how many labels, the PDF's state). */
  previewNote?: string;
  /** Disables the choice while a job runs. */
  disabled?: boolean;
  /** The level of the preview's heading, one below the host's (default 4). */
  headingLevel?: 2 | 3 | 4 | 5;
}

const Box = styled.div`
  display: grid;
  gap: 8px;
  margin: 8px 0;
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  p { margin: 0; }
`;

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  margin: 0;
  padding: 4px 12px 8px;
  display: grid;
  gap: 6px;
  legend { padding: 0 4px; font-weight: 600; }
  .option { display: grid; grid-template-columns: auto 1fr; column-gap: 8px; align-items: start; }
  label { display: contents; cursor: pointer; }
  input { margin: 3px 0 0; }
  input:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; outline-offset: 2px; }
  .hint { grid-column: 2; color: ${({ theme }) => theme.palette.textMuted}; }
`;

const Alert = styled.p`
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid ${({ theme }) => theme.palette.message.warning.border};
  background: ${({ theme }) => theme.palette.message.warning.background};
  color: ${({ theme }) => theme.palette.message.warning.text};
`;

const Preview = styled.section`
  display: grid;
  gap: 4px;
  h2, h3, h4, h5 { margin: 0; font-size: inherit; }
  .frame {
    overflow: auto;
    max-width: 100%;
    max-height: 70vh;
    padding: 8px;
    background: ${({ theme }) => theme.palette.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }
  .frame:focus-visible { outline: 2px solid ${({ theme }) => theme.palette.focus}; }
`;

/**
 * The print dialog's choice (issue 48): the printer and its label size (or that none is
 * configured), the paths this device offers as radio buttons with what each does, and a preview
 * of what will print at real size. Driven by props: the host owns the job, the path and the
 * Print button. Offers nothing about reconnecting: a device without the plug-in simply does not
 * see it.
 *
 * @example
 * <PrintChooser kind="label" printer={printer} sizeText="100 × 60 mm" offered={offered} path={path} onPath={setPath}
 *   preview={<LabelPage label={labels[0]} size={size} outline />} />
 */
export function PrintChooser({ kind, printer, sizeText, offered, path, onPath, remembered = false, preview, previewNote, disabled = false, headingLevel = 4 }: PrintChooserProps) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4' | 'h5';
  const { t } = useTranslation(PRINT_NAMESPACE);
  const name = useId();
  const previewId = useId();
  const hint = (p: PrintPath) => (p === 'plugin' ? t('path.pluginHint') : p === 'zpl' ? t('path.zplHint') : kind === 'label' ? t('path.browserLabelHint') : t('path.browserDocumentHint'));
  return (
    <Box data-print-chooser={path}>
      {printer ? (
        <p>
          {t('printer.summary', { name: printer.name, key: printer.printerkey })}
          {kind === 'label' && sizeText ? ` · ${t('printer.size', { size: sizeText })}` : ''}
          {printer.zpl ? ` · ${t('printer.takesZpl')}` : ''}
        </p>
      ) : (
        <Alert role="note">{t('printer.none', { size: sizeText ?? '' })}</Alert>
      )}
      <Fieldset disabled={disabled}>
        <legend>{t('path.legend')}</legend>
        {offered.map((p) => (
          <div className="option" key={p}>
            <label>
              <input type="radio" name={name} value={p} checked={path === p} onChange={() => { onPath(p); }} aria-describedby={`${name}-${p}`} />
              <span>{t(`path.${p}`)}</span>
            </label>
            <span className="hint" id={`${name}-${p}`}>{hint(p)}</span>
          </div>
        ))}
        {remembered ? <p className="hint">{t('path.remembered')}</p> : null}
      </Fieldset>
      {preview ? (
        <Preview aria-labelledby={previewId}>
          <Heading id={previewId}>{kind === 'label' && sizeText ? t('preview.title', { size: sizeText }) : t('preview.documentTitle')}</Heading>
          {/* Scrolls where a label is wider than a phone: focusable so that a keyboard can scroll it too (axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <div className="frame" tabIndex={0} role="region" aria-label={t('preview.region')}>{preview}</div>
          {previewNote ? <p>{previewNote}</p> : null}
        </Preview>
      ) : previewNote ? <p>{previewNote}</p> : null}
    </Box>
  );
}
