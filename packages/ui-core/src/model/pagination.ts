/** The page sizes a list offers, and the default (CONTRACT.md §9). */
export const PAGE_SIZES = [20, 50, 100, 200, 500] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** How many pages `total` rows make (at least 1, so an empty list is on page 1 of 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A page number within 1..pageCount (a jump past the end goes to the last page). */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page buttons to show: first, last, the current one with `siblings` either side, and
 * 'gap' where pages are left out.
 *
 * @example pageItems(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function pageItems(page: number, count: number, siblings = 1): (number | 'gap')[] {
  const current = clampPage(page, count);
  const pages = new Set<number>([1, count]);
  for (let p = current - siblings; p <= current + siblings; p += 1) if (p >= 1 && p <= count) pages.add(p);
  // A gap of exactly one page is shown as that page, not as '…'.
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push('gap');
    out.push(p);
  });
  return out;
}
