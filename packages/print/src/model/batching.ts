import { LABEL_BATCH, PRINT_BATCH } from './constants.ts';
import type { PrintCommand } from './protocol.ts';

/** How many jobs of a command go to the plug-in at once: labels 6, other documents 10 (§9). */
export function batchSizeFor(cmd: PrintCommand): number {
  return cmd === 'printLabel' ? LABEL_BATCH : PRINT_BATCH;
}

/**
 * Splits items into batches of `size`, in order.
 *
 * @example
 * batches([1, 2, 3, 4, 5, 6, 7], LABEL_BATCH); // [[1, 2, 3, 4, 5, 6], [7]]
 */
export function batches<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${String(size)}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
