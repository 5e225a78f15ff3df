/**
 * What a retry after a failed chunk forgets. The lazy screens register theirs when their module
 * loads, so that the error boundary (in the entry chunk) does not import the screens' loaders.
 */
const resets = new Set<() => void>();

/** Adds what `resetForRetry` runs. */
export function onRetry(reset: () => void): void {
  resets.add(reset);
}

/** Forgets every failed lazy load registered with `onRetry`, so that the next render asks again. */
export function resetForRetry(): void {
  for (const reset of resets) reset();
}
