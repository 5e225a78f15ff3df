import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@wms/ui-core';
import { APP_PRINT_NAMESPACE } from './i18n/catalogue';

const Box = styled.section`
  display: grid;
  gap: 6px;
  margin: 8px 0;
  iframe { width: 100%; height: min(70vh, 720px); border: 1px solid ${({ theme }) => theme.palette.border}; background: #fff; }
  div { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
  a { color: ${({ theme }) => theme.palette.primary}; }
`;

/** Prints a frame's document; false where the browser does not let the page reach it (a PDF viewer of its own). */
function printFrame(frame: HTMLIFrameElement | null): boolean {
  try {
    const view = frame?.contentWindow;
    if (!view) return false;
    view.focus();
    view.print();
    return true;
  } catch {
    return false;
  }
}

/**
 * A document job's PDF from the report service, shown in the page and printed from there (the
 * browser's print dialog: AirPrint, any system printer, save as PDF): Print prints the frame; where
 * the browser keeps its PDF viewer to itself (or has none in the page, as on a phone), it opens
 * the PDF on its own, where the system's viewer prints it.
 */
export default function PdfFrame({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation(APP_PRINT_NAMESPACE);
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const title = t('pdf.title', { name });
  return (
    <Box aria-label={title} data-report-pdf={url}>
      <iframe
        ref={frame}
        title={title}
        src={url}
      />
      <div>
        <Button onClick={() => { if (!printFrame(frame.current)) link.current?.click(); }}>{t('pdf.print')}</Button>
        <a ref={link} href={url} target="_blank" rel="noopener noreferrer">{t('pdf.open')}</a>
      </div>
    </Box>
  );
}
