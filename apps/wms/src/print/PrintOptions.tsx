import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintReport } from '@wms/api';
import { labelSizeText, PrintChooser, PRINT_NAMESPACE, type Label } from '@wms/print';
import type { PrintRun } from '../supervisor/print/usePrintRun';

const LabelPreview = lazy(() => import('./LabelPreview'));

/**
 * The print dialog's choice for a report's job (issue 48): the paths this device offers (the
 * chosen one remembered per printer) and, for labels, the first label at its real size. The
 * host's Print button prints on the chosen path (PrintRun.print).
 */
export function PrintOptions({ run, report, labels, disabled = false, headingLevel = 4 }: { run: PrintRun; report: PrintReport | undefined; labels?: readonly Label[]; disabled?: boolean; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(PRINT_NAMESPACE);
  if (!report) return null;
  const choice = run.choice(report);
  const first = choice.kind === 'label' ? labels?.[0] : undefined;
  const sizeText = choice.kind === 'label' ? labelSizeText(choice.size) : undefined;
  return (
    <PrintChooser
      kind={choice.kind}
      printer={choice.printer}
      sizeText={sizeText}
      offered={choice.offered}
      path={choice.path}
      onPath={choice.setPath}
      remembered={choice.remembered}
      disabled={disabled}
      headingLevel={headingLevel}
      preview={first ? <Suspense fallback={null}><LabelPreview label={first} size={choice.size} /></Suspense> : undefined}
      previewNote={first && labels && labels.length > 1 ? t('preview.more', { count: labels.length }) : undefined}
    />
  );
}
