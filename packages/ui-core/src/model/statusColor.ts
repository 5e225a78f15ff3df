import { FINISH_FLAG_COLORS, STATUS_COLORS, type FinishFlagColor } from '../theme/tokens';

/**
 * The colour of a status by its 1-based index. An index above 17 wraps by subtracting 17
 * (CONTRACT.md §9), repeatedly, so 18 is colour 1 and 35 is colour 1 again.
 *
 * @example statusColor(18) === statusColor(1)
 */
export function statusColor(index: number): string {
  if (!Number.isInteger(index) || index < 1) {
    throw new RangeError(`status colour index must be a positive integer, got ${String(index)}`);
  }
  const wrapped = ((index - 1) % STATUS_COLORS.length) + 1;
  // wrapped is always within 1..17, so the lookup cannot miss.
  return STATUS_COLORS[wrapped - 1] as string;
}

/** The colour of a finish flag: orange, green or red. */
export function finishFlagColor(flag: FinishFlagColor): string {
  return FINISH_FLAG_COLORS[flag];
}
