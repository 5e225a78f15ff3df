import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupPrintOutcome } from '../../../supervisor/print/SupPrintForm';
import { OUTBOUND_NAMESPACE } from '../../i18n/catalogue';
import type { WaveDocument } from '../../model/waveDocs';

const Box = styled.div`
  display: grid;
  gap: 4px;
  progress { width: min(480px, 100%); height: 14px; }
  p { margin: 0; }
  .error { color: ${({ theme }) => theme.palette.danger}; }
`;

/**
 * Where a print stands: the run under way (pick lists, then labels) and the print path's own
 * progress and answer (its texts are the shared print path's, in the user's language).
 */
export function PrintProgress({ step, outcome }: { step: { kind: WaveDocument['kind']; index: number; count: number } | undefined; outcome: SupPrintOutcome | undefined }) {
  const { t } = useTranslation(OUTBOUND_NAMESPACE);
  if (!step && (!outcome || outcome.kind === 'done')) return null;
  return (
    <Box role="status" aria-live="polite" data-print-progress>
      {step ? <p>{t('docs.step', { kind: t(`docs.kind.${step.kind}`), index: step.index, count: step.count })}</p> : null}
      {outcome?.kind === 'progress' && outcome.total ? <progress max={outcome.total} value={outcome.done ?? 0} aria-label={outcome.text} /> : null}
      {outcome && outcome.kind !== 'done' ? <p className={outcome.kind === 'error' ? 'error' : undefined}>{outcome.text}</p> : null}
    </Box>
  );
}
