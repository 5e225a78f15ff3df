import type { ReactNode } from 'react';
import styled from 'styled-components';
import { callFailureOf, DriftNotice } from '@wms/ui-core';

/** How an action ended, as the page tells it. */
export interface OutcomeValue {
  kind: 'success' | 'error' | 'info' | 'warning';
  text: string;
  /**
   * The failed load's error, when there is one: an answer that drifted from the contract (or a
   * call that failed with an HTTP status) is then shown as its DriftNotice — which call, which
   * field — with `text` before it (issue 47).
   */
  failure?: unknown;
}

const Box = styled.div<{ $kind: OutcomeValue['kind'] }>`
  border: 1px solid ${({ theme, $kind }) => theme.palette.message[$kind].border};
  background: ${({ theme, $kind }) => theme.palette.message[$kind].background};
  color: ${({ theme, $kind }) => theme.palette.message[$kind].text};
  border-radius: ${({ theme }) => theme.radius}px;
  padding: 8px 12px;
  display: grid;
  gap: 6px;
  p { margin: 0; }
`;

/**
 * An action's outcome on the page, where it happened: a refusal as an alert (read at once), the
 * rest as a polite status. `children` adds what the user can do next (links, a retry).
 */
export function Outcome({ outcome, children }: { outcome: OutcomeValue | undefined; children?: ReactNode }) {
  if (!outcome) return null;
  const failure = callFailureOf(outcome.failure);
  if (failure) return <DriftNotice failure={failure} compact context={outcome.text} />;
  return (
    <Box $kind={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'} data-outcome={outcome.kind}>
      <p>{outcome.text}</p>
      {children}
    </Box>
  );
}
