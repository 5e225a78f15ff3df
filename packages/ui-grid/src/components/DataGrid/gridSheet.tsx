import type { CSSProperties } from 'react';
import { useTheme } from 'styled-components';
import { preinsertStyle, theme as platformTheme, type WmsTheme } from '@wms/ui-core';
import { HEAD_HEIGHT, ROW_HEIGHT } from './DataGrid.styles';

/**
 * The DataGrid's fixed look as one static stylesheet (issue 27): the frame, the scroller, its
 * canvas, rows, cells, icon buttons, overlay and the search row's text inputs. The theme's
 * values come in as CSS custom properties set on the grid's wrapper (`gridThemeVars`), so a
 * theme still restyles the grid; what only props change stays with styled-components.
 *
 * Why not styled-components here: every styled component with theme interpolations builds its
 * CSS string and hashes it on every render, and the first render of each also runs stylis over
 * it and inserts its rules. In the bench's CPU profile of the mount that was about a fifth of the
 * render (the scroller's rules alone, parsed character by character, and two styled components
 * per text filter). A static sheet is parsed once by the browser, natively, and rendered by React
 * 19 as a hoisted `<style href precedence>`: inserted once per document however many grids
 * mount, in the commit that mounts the first one, so before its first paint.
 *
 * Every rule is scoped under `.g-grid`, `.g-wrap` or `.g-frame` (a class of the grid's own
 * elements), so the specificity of each rule is what it was under the styled component's class.
 */
export const GRID_CSS = `
.g-wrap {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: var(--g-font-size);
  color: var(--g-text);
}
.g-frame {
  position: relative;
}
.g-grid {
  position: relative;
  overflow: auto;
  border: 1px solid var(--g-border);
  border-radius: var(--g-radius);
  background: var(--g-surface);
  outline: none;
  overscroll-behavior: contain;
}
.g-grid .g-canvas,
.g-grid .g-body {
  position: relative;
}
.g-grid .g-head {
  position: sticky;
  top: 0;
  z-index: 3;
  height: ${String(HEAD_HEIGHT)}px;
  background: var(--g-surface-muted);
}
.g-grid .g-foot {
  position: sticky;
  bottom: 0;
  z-index: 3;
  height: ${String(ROW_HEIGHT)}px;
  background: var(--g-surface-muted);
  font-weight: 600;
}
/* A row's cells are in its flow (DataRow, HeadRows), a paint layer fewer a cell than each placed
   absolutely; the pinned column's cell is sticky. */
.g-grid .g-row {
  position: absolute;
  left: 0;
  display: flex;
  background: var(--g-surface);
}
.g-grid .g-row[data-striped] {
  background: var(--g-surface-muted);
}
.g-grid .g-row[data-selected] {
  background: #e8f0fe;
}
.g-grid .g-body .g-row:hover {
  background: #eef3fb;
}
/* A row changed by an in-place refresh (refreshKey): a tint that fades to the row's own
   background; with reduced motion, a still tint and edge line while the row is marked. */
@keyframes g-changed-fade {
  from { background: #fff1c2; box-shadow: inset 3px 0 0 #b35900; }
  to { box-shadow: inset 3px 0 0 transparent; }
}
.g-grid .g-row[data-changed] {
  animation: g-changed-fade var(--g-flash-ms, 1600ms) ease-out;
}
@media (prefers-reduced-motion: reduce) {
  .g-grid .g-row[data-changed] {
    animation: none;
    background: #fff1c2;
    box-shadow: inset 3px 0 0 #b35900;
  }
}
.g-grid .g-cell {
  flex: none;
  height: 100%;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 0 6px;
  border-right: 1px solid var(--g-border);
  border-bottom: 1px solid var(--g-border);
  overflow: hidden;
  white-space: nowrap;
}
.g-grid .g-cell[data-align='end'] {
  justify-content: flex-end;
}
.g-grid .g-cell.g-tx {
  display: block;
  line-height: ${String(ROW_HEIGHT - 1)}px;
  text-overflow: ellipsis;
}
.g-grid .g-cell.g-tx[data-align='end'] {
  text-align: right;
}
.g-grid .g-cell.g-hd {
  font-weight: 600;
}
.g-grid .g-cell.g-ck {
  cursor: pointer;
}
.g-grid .g-cell:focus {
  outline: 2px solid var(--g-focus);
  outline-offset: -2px;
  z-index: 1;
}
.g-grid .g-cell:focus-within {
  overflow: visible;
}
.g-grid .g-text {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.g-grid .g-link {
  border: 0;
  padding: 0 2px;
  background: transparent;
  color: var(--g-primary);
  cursor: pointer;
  font: inherit;
}
.g-grid .g-link[data-danger] {
  color: var(--g-danger);
}
.g-grid .g-link:disabled {
  color: var(--g-text-muted);
  cursor: not-allowed;
}
.g-grid .g-check {
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: var(--g-primary);
  cursor: pointer;
}
.g-grid .g-filter .react-aria-DatePicker,
.g-grid .g-filter .react-aria-DateRangePicker {
  position: relative;
}
.g-grid .g-filter .react-aria-DatePicker > button,
.g-grid .g-filter .react-aria-DateRangePicker > button {
  position: absolute;
  right: 28px;
  top: 8px;
  width: 16px;
  height: 16px;
  font-size: 0;
  line-height: 16px;
  background: var(--g-surface);
}
.g-grid .g-filter .react-aria-DatePicker > button::before,
.g-grid .g-filter .react-aria-DateRangePicker > button::before {
  content: '✕';
  font-size: 12px;
}
.g-wrap .g-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border: 1px solid var(--g-border);
  border-radius: var(--g-radius);
  background: var(--g-surface);
  color: var(--g-primary);
  cursor: pointer;
  font: inherit;
}
.g-wrap .g-icon:focus-visible {
  outline: 2px solid var(--g-focus);
}
.g-wrap .g-sort {
  color: var(--g-primary);
  font-size: 11px;
}
.g-wrap .g-filter-row {
  display: flex;
  align-items: center;
  gap: 4px;
  min-width: 0;
  width: 100%;
}
.g-wrap .g-field {
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  font-size: var(--g-font-size);
}
.g-wrap .g-input {
  box-sizing: border-box;
  height: 30px;
  padding: 0 8px;
  border: 1px solid var(--g-border);
  border-radius: var(--g-radius);
  background: var(--g-surface);
  color: var(--g-text);
  font: inherit;
  outline: none;
  width: 100%;
}
.g-wrap .g-stand {
  display: block;
  overflow: hidden;
  white-space: nowrap;
  cursor: text;
}
.g-wrap .g-input:focus-visible {
  border-color: var(--g-focus);
  box-shadow: 0 0 0 2px rgba(11, 87, 208, 0.2);
}
.g-frame .g-overlay {
  position: absolute;
  left: 1px;
  right: 1px;
  bottom: 1px;
  z-index: 3;
  display: flex;
  align-items: center;
  justify-content: center;
  background: transparent;
  pointer-events: none;
}
.g-frame .g-overlay[data-dim] {
  background: rgba(255, 255, 255, 0.7);
  pointer-events: auto;
}
.g-frame .g-overlay > * {
  pointer-events: auto;
}
`;

const GRID_SHEET = { href: 'wms-ui-grid-datagrid', precedence: 'wms-ui-grid' } as const;

// In the document from the module's evaluation, as react-data-grid's CSS file is loaded with the
// page, not parsed in the first grid's mount (ui-core's preinsertStyle; issue 50). The
// <style> below finds it there and adopts it.
preinsertStyle(GRID_SHEET.href, GRID_SHEET.precedence, GRID_CSS);

/** The sheet, hoisted by React into the document's head once, whatever the number of grids. */
export function GridStyleSheet() {
  return (
    <style href={GRID_SHEET.href} precedence={GRID_SHEET.precedence}>
      {GRID_CSS}
    </style>
  );
}

const varsByTheme = new WeakMap<object, CSSProperties>();

/** The theme's values the sheet reads, as custom properties (one object a theme). */
export function gridThemeVars(theme: WmsTheme): CSSProperties {
  let vars = varsByTheme.get(theme);
  if (!vars) {
    const { palette } = theme;
    vars = {
      '--g-font-size': `${String(theme.typography.fontSize)}px`,
      '--g-text': palette.text,
      '--g-text-muted': palette.textMuted,
      '--g-border': palette.border,
      '--g-radius': `${String(theme.radius)}px`,
      '--g-surface': palette.surface,
      '--g-surface-muted': palette.surfaceMuted,
      '--g-focus': palette.focus,
      '--g-primary': palette.primary,
      '--g-danger': palette.danger,
    } as CSSProperties;
    varsByTheme.set(theme, vars);
  }
  return vars;
}

/** The theme of the nearest ThemeProvider (the platform's when there is none). */
export function useGridTheme(): WmsTheme {
  const theme = useTheme() as WmsTheme | undefined;
  return theme && 'palette' in theme ? theme : platformTheme;
}
