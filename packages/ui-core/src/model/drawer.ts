/** The detail form's drawer: size 1200, resizable between 20 % and 80 % of the window (§9). */
export const DRAWER_DEFAULT_WIDTH = 1200;
export const DRAWER_BOUNDS = { min: 0.2, max: 0.8 } as const;
/** How far one arrow key press resizes, px. */
export const DRAWER_KEY_STEP = 20;

/** A drawer width kept within [min, max] of the window width. */
export function clampDrawerWidth(width: number, windowWidth: number, bounds: { min: number; max: number } = DRAWER_BOUNDS): number {
  const min = Math.round(windowWidth * bounds.min);
  const max = Math.round(windowWidth * bounds.max);
  return Math.min(max, Math.max(min, Math.round(width)));
}
