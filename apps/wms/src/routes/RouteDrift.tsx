import { DriftNotice, type CallFailure } from '@wms/ui-core';

/** The drift notice in a route's place (RouteError), its own chunk: the login route never shows it. */
export default function RouteDrift({ failure, onRetry }: { failure: CallFailure; onRetry: () => void }) {
  return <DriftNotice failure={failure} onRetry={onRetry} />;
}
