import type { CSSProperties } from 'react';

/**
 * The platform's small icons as inline SVG, drawn in the text's colour at the text's size (1em):
 * the settings gear, the search glass, the close cross and the drop-down caret. They were the
 * characters ⚙ ⌕ ✕ ▾, which the platform's font (Noto Sans CJK) does not have: on a page's first
 * list the browser looked each one up through the system's font fallback and loaded the faces
 * that had them (DejaVu Sans, and DejaVu Sans Mono for ⌕), 2-3 ms of the mount's layout in the
 * grid bench (issue 50), and each system drew them in its own face (⌕ is missing from many).
 *
 * Why not an icon library: four shapes of one path each, where a library's icon is a stroked
 * 24-px drawing of two to four elements made by a component with a dozen attributes; the grid
 * draws three of them in every list's head.
 */
const ICON_STYLE: CSSProperties = { verticalAlign: '-0.125em', flex: 'none' };

function svgIcon(path: string, className: string | undefined, fillRule: 'nonzero' | 'evenodd' = 'nonzero') {
  return (
    <svg className={className} viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" style={ICON_STYLE}>
      <path d={path} fillRule={fillRule} />
    </svg>
  );
}

const GEAR = 'M13.3 6.53L15.11 6.84L15.11 9.16L13.3 9.47L12.79 10.71L13.85 12.2L12.2 13.85L10.71 12.79L9.47 13.3L9.16 15.11L6.84 15.11L6.53 13.3L5.29 12.79L3.8 13.85L2.15 12.2L3.21 10.71L2.7 9.47L0.89 9.16L0.89 6.84L2.7 6.53L3.21 5.29L2.15 3.8L3.8 2.15L5.29 3.21L6.53 2.7L6.84 0.89L9.16 0.89L9.47 2.7L10.71 3.21L12.2 2.15L13.85 3.8L12.79 5.29Z M10.3 8A2.3 2.3 0 1 0 5.7 8A2.3 2.3 0 1 0 10.3 8Z';
const SEARCH = 'M11.6 6.6A5 5 0 1 0 1.6 6.6A5 5 0 1 0 11.6 6.6Z M9.9 6.6A3.3 3.3 0 1 1 3.3 6.6A3.3 3.3 0 1 1 9.9 6.6Z M10.38 8.9L14.84 13.35L13.35 14.84L8.9 10.38Z';
const CLOSE = 'M3.5 2.4L8 6.9L12.5 2.4L13.6 3.5L9.1 8L13.6 12.5L12.5 13.6L8 9.1L3.5 13.6L2.4 12.5L6.9 8L2.4 3.5Z';
const CARET_DOWN = 'M3.5 6H12.5L8 11Z';

/** ⚙: column settings. */
export function GearIcon({ className }: { className?: string }) {
  return svgIcon(GEAR, className, 'evenodd');
}

/** ⌕: search. */
export function SearchIcon({ className }: { className?: string }) {
  return svgIcon(SEARCH, className);
}

/** ✕: close, clear. */
export function CloseIcon({ className }: { className?: string }) {
  return svgIcon(CLOSE, className);
}

/** ▾: opens a list or a calendar. */
export function CaretDownIcon({ className }: { className?: string }) {
  return svgIcon(CARET_DOWN, className);
}
