import type { CSSProperties } from 'react';
import { useTheme } from 'styled-components';
import { selectRules } from '../components/Select/selectRules';
import { theme as platformTheme, type WmsTheme } from './tokens';
import { preinsertStyle } from './hoistedStyle';

/** The select's rules (written once for the Select and this sheet) over the sheet's custom properties. */
const SELECT = selectRules((token) => `var(--wms-${token === 'textMuted' ? 'text-muted' : token})`);

/**
 * What ui-core draws on a list screen's first paint (the pagination bar, the closed select's
 * light stand-in, the loading / empty / error states) as one static stylesheet (issue 37), as
 * the grid's sheet does (ui-grid `gridSheet.tsx`): styled-components builds, hashes and, on a
 * component's first render, parses and inserts its CSS in the render itself, which was most of
 * what the grid's mount spent in ui-core. A static sheet is rendered by React 19 as a hoisted
 * `<style href precedence>`: inserted once per document, in the commit of the first component
 * that renders it, and parsed natively.
 *
 * The theme's values come in as CSS custom properties (`coreThemeVars`) set on each component's
 * root, so a theme still restyles them. Every rule is scoped under one class of the component's
 * own element, as it was under the styled component's class, so the specificity of each rule is
 * unchanged and so is the look.
 */
export const CORE_FIRST_PAINT_CSS = `
.wms-pagination {
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  font-size: var(--wms-font-size);
  color: var(--wms-text);
}
.wms-pagination ul {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
}
.wms-page-button {
  min-width: 30px;
  height: 30px;
  padding: 0 6px;
  border: 1px solid var(--wms-border);
  border-radius: var(--wms-radius);
  background: var(--wms-surface);
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.wms-page-button[aria-current='page'] {
  border-color: var(--wms-primary);
  background: var(--wms-primary);
  color: var(--wms-primary-text);
}
.wms-page-button:disabled {
  opacity: 0.5;
  cursor: not-allowed;
}
.wms-page-button:focus-visible {
  outline: 2px solid var(--wms-focus);
  outline-offset: 1px;
}
.wms-page-gap {
  padding: 0 4px;
  color: var(--wms-text-muted);
}
.wms-field {
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  font-size: var(--wms-font-size);
}
.wms-label {
  color: var(--wms-text);
  font-size: var(--wms-font-size-label);
}
.wms-input,
.wms-select-trigger {
  box-sizing: border-box;
  height: 30px;
  padding: 0 8px;
  border: 1px solid var(--wms-border);
  border-radius: var(--wms-radius);
  background: var(--wms-surface);
  color: var(--wms-text);
  font: inherit;
  outline: none;
}
.wms-input[data-focused],
.wms-input[data-focus-within],
.wms-input:focus-visible,
.wms-select-trigger[data-focused],
.wms-select-trigger[data-focus-within],
.wms-select-trigger:focus-visible {
  border-color: var(--wms-focus);
  box-shadow: 0 0 0 2px rgba(11, 87, 208, 0.2);
}
.wms-input[data-invalid],
.wms-select-trigger[data-invalid] {
  border-color: var(--wms-danger);
}
.wms-input[data-disabled],
.wms-select-trigger[data-disabled] {
  background: var(--wms-surface-muted);
  color: var(--wms-text-muted);
  cursor: not-allowed;
}
.wms-input {
  width: 100%;
}
.wms-select {
  ${SELECT.root}
}
.wms-select-trigger {
  ${SELECT.trigger}
}
.wms-select-trigger .placeholder {
  ${SELECT.placeholder}
}
.wms-select-value {
  ${SELECT.value}
}
.wms-select-value[data-placeholder] {
  ${SELECT.placeholder}
}
.wms-select-row {
  ${SELECT.row}
}
.wms-select-clear {
  ${SELECT.clear}
}
.wms-select-clear:focus-visible {
  ${SELECT.clearFocus}
}
.wms-state {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 120px;
  padding: 16px;
  color: var(--wms-text-muted);
}
.wms-state-spinner {
  width: 20px;
  height: 20px;
  border: 2px solid var(--wms-border);
  border-top-color: var(--wms-primary);
  border-radius: 50%;
  animation: wms-state-spin 0.8s linear infinite;
}
@keyframes wms-state-spin {
  to {
    transform: rotate(360deg);
  }
}
@media (prefers-reduced-motion: reduce) {
  .wms-state-spinner {
    animation: none;
  }
}
.wms-state-error {
  color: var(--wms-danger);
}
.wms-state-retry {
  border: 1px solid var(--wms-border);
  background: var(--wms-surface);
  color: var(--wms-primary);
  border-radius: var(--wms-radius);
  padding: 4px 12px;
  cursor: pointer;
  font: inherit;
}
.wms-state-retry:focus-visible {
  outline: 2px solid var(--wms-focus);
}
`;

const CORE_SHEET = { href: 'wms-ui-core-first-paint', precedence: 'wms-ui-core' } as const;

// In the document from the module's evaluation, as a CSS file loaded with the page would be
// (hoistedStyle.ts); the components' <style> below finds it there and adopts it.
preinsertStyle(CORE_SHEET.href, CORE_SHEET.precedence, CORE_FIRST_PAINT_CSS);

/** The sheet, hoisted by React into the document's head once, however many components render it. */
export function CoreStyleSheet() {
  return (
    <style href={CORE_SHEET.href} precedence={CORE_SHEET.precedence}>
      {CORE_FIRST_PAINT_CSS}
    </style>
  );
}

const varsByTheme = new WeakMap<object, CSSProperties>();

/** The theme's values the sheet reads, as custom properties (one object a theme). */
export function coreThemeVars(theme: WmsTheme): CSSProperties {
  let vars = varsByTheme.get(theme);
  if (!vars) {
    const { palette, typography } = theme;
    vars = {
      '--wms-font-size': `${String(typography.fontSize)}px`,
      '--wms-font-size-label': `${String(typography.fontSizeSmall + 1)}px`,
      '--wms-text': palette.text,
      '--wms-text-muted': palette.textMuted,
      '--wms-border': palette.border,
      '--wms-radius': `${String(theme.radius)}px`,
      '--wms-surface': palette.surface,
      '--wms-surface-muted': palette.surfaceMuted,
      '--wms-focus': palette.focus,
      '--wms-primary': palette.primary,
      '--wms-primary-text': palette.primaryText,
      '--wms-danger': palette.danger,
    } as CSSProperties;
    varsByTheme.set(theme, vars);
  }
  return vars;
}

/** The theme of the nearest ThemeProvider (the platform's when there is none). */
export function useCoreTheme(): WmsTheme {
  const theme = useTheme() as WmsTheme | undefined;
  return theme && 'palette' in theme ? theme : platformTheme;
}

/** The custom properties of the nearest theme, for a component's root element. */
export function useCoreThemeVars(): CSSProperties {
  return coreThemeVars(useCoreTheme());
}
