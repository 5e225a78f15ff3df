import type { GridColumn } from '../../model/columns';
import type { Clock } from '../../model/filters';
import { cellText } from '../../model/format';

/** A Clock whose time zone is resolved on first read (see `lazyClock`). */
export type LazyClock = Clock;

/**
 * The grid's clock with the browser's zone looked up only when something reads it: the first
 * `Intl.DateTimeFormat()` of a page loads ICU's zone data (≈ 20 ms of a 500 × 60 mount in the
 * bench's profile), and a list without timestamps or date filters never needs it.
 */
export function lazyClock(timeZone: string | undefined, now: number | undefined): LazyClock {
  let zone = timeZone;
  return {
    get timeZone() {
      zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
      return zone;
    },
    now,
  };
}

/** `cellText`, reading the clock's zone only for a timestamp (the one value that needs it). */
export function dataCellText(column: Pick<GridColumn, 'kind'>, value: unknown, clock: Clock): string {
  return cellText(column, value, column.kind === 'datetime' && typeof value === 'number' ? clock.timeZone : '');
}
