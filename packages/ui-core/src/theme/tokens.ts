/**
 * Design tokens of the WMS platform. The numbers are the spec's (CONTRACT.md §9); colours of
 * statuses and finish flags are ours, chosen to pass WCAG AA as text on white.
 */

/** The 17 status colours; a status index above 17 wraps by subtracting 17 (CONTRACT.md §9). */
export const STATUS_COLORS = [
  '#1f6feb', '#1a7f37', '#b35900', '#cf222e', '#8250df', '#0a7ea4', '#9a6700', '#bf3989',
  '#57606a', '#116329', '#0550ae', '#953800', '#a40e26', '#6639ba', '#1b7c83', '#7d4e00',
  '#4d2d00',
] as const;

export const STATUS_COLOR_COUNT = STATUS_COLORS.length;

/** Finish-flag colours: orange, green and red (CONTRACT.md §9). */
export const FINISH_FLAG_COLORS = {
  orange: '#b35900',
  green: '#1a7f37',
  red: '#cf222e',
} as const;

export type FinishFlagColor = keyof typeof FINISH_FLAG_COLORS;

/** Sizes of the grid and dialogs, in px (CONTRACT.md §2, §9). */
export const SIZES = {
  rowHeight: 30,
  headerHeight: { compact: 30, withFilter: 45 },
  floatingFilterHeight: { shown: 45, hidden: 0 },
  columnWidth: { default: 100, min: 100 },
  indexColumnWidth: 66,
  dragHandleColumnWidth: 30,
  dialogWidth: { columns: 900, lookup: 700 },
  drawerSize: 1200,
} as const;

export const PALETTE = {
  primary: '#1f5fbf',
  primaryHover: '#174a96',
  primaryText: '#ffffff',
  text: '#1f2328',
  textMuted: '#57606a',
  border: '#c9d1d9',
  surface: '#ffffff',
  surfaceMuted: '#f6f8fa',
  overlay: 'rgba(15, 23, 42, 0.45)',
  focus: '#0b57d0',
  danger: '#b42318',
  dangerText: '#ffffff',
  message: {
    error: { background: '#fdecea', border: '#e5534b', text: '#8a1c14' },
    warning: { background: '#fff4e0', border: '#d4a72c', text: '#6b4400' },
    success: { background: '#e6f4ea', border: '#2da44e', text: '#0f5323' },
    info: { background: '#e8f0fe', border: '#4f8ff7', text: '#123e84' },
  },
} as const;

export const TYPOGRAPHY = {
  fontFamily:
    "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', system-ui, -apple-system, 'Segoe UI', sans-serif",
  /**
   * Code, JSON and templates. A named face first, so that a screen looks the same on every Linux
   * machine (the generic `monospace` is whatever fontconfig picks: DejaVu Sans Mono on one machine,
   * Noto Sans Mono on the next, and every screenshot of a <pre> differs); then the platforms' own.
   */
  fontFamilyMono: "'DejaVu Sans Mono', ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: 14,
  fontSizeSmall: 12,
  lineHeight: 1.5,
} as const;

/**
 * Screen-width breakpoints, in CSS px (docs/architecture.md 'Screens on every size'): below `narrow` is a
 * handheld terminal or a phone (360 × 640, 480 × 800), where the shell's menu is a drawer and a
 * station fills the screen; from `wide` up is a desk, laid out as it always was.
 */
export const BREAKPOINTS = {
  narrow: 768,
  wide: 1024,
} as const;

/**
 * The media queries of the breakpoints, for `@media ${MEDIA.narrow}` in styles and for
 * `window.matchMedia` / `useMediaQuery`: `narrow` is below 768 px, `wide` from 1024 px up.
 */
export const MEDIA = {
  narrow: `(max-width: ${String(BREAKPOINTS.narrow - 0.02)}px)`,
  wide: `(min-width: ${String(BREAKPOINTS.wide)}px)`,
} as const;

/** Smallest size of a control meant for a finger (WCAG 2.5.5, target size): 44 × 44 CSS px. */
export const TOUCH_TARGET = 44;

export const theme = {
  statusColors: STATUS_COLORS,
  finishFlagColors: FINISH_FLAG_COLORS,
  sizes: SIZES,
  palette: PALETTE,
  typography: TYPOGRAPHY,
  breakpoints: BREAKPOINTS,
  media: MEDIA,
  touchTarget: TOUCH_TARGET,
  radius: 4,
  zIndex: { dialog: 1000, message: 1100 },
} as const;

/** The theme every styled component of the platform reads. */
export type WmsTheme = typeof theme;
