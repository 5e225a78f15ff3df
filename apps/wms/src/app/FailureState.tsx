import { callFailureOf, DriftNotice, ErrorState } from '@wms/ui-core';

/**
 * What a part of a screen shows when its load failed: the call and the field when the server's
 * answer drifted from the contract, or the call and its HTTP status (issue 47, DriftNotice);
 * otherwise the part's own message. Either way with a retry, and only in that part.
 */
export function FailureState({ error, message, onRetry, compact }: { error: unknown; message: string; onRetry?: () => void; compact?: boolean }) {
  const failure = callFailureOf(error);
  if (failure) return <DriftNotice failure={failure} onRetry={onRetry} compact={compact} />;
  return <ErrorState message={message} onRetry={onRetry} />;
}
