import { lazy, Suspense } from 'react';
import { ErrorState, type DriftNoticeProps } from '@wms/ui-core';

/** If the notice's code cannot be fetched (offline, a new deployment), the generic failure with its retry. */
function WithoutNotice({ onRetry }: DriftNoticeProps) {
  return <ErrorState onRetry={onRetry} />;
}

const Notice = lazy(() => import('./driftNoticeChunk').catch(() => ({ default: WithoutNotice })));

/**
 * ui-core's DriftNotice, fetched when a list first has a drifted or failed call to show (issue 50):
 * the notice, its words in both languages and the drift model are about 3 KiB of the DataGrid's
 * first load that a list showing its rows never runs (the first load's budget is 60 KiB).
 */
export function LazyDriftNotice(props: DriftNoticeProps) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
