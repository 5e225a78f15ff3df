/**
 * The closed select's own rules, written once for both of its renderings (issue 50): the Select
 * (styled-components, Select.styles.ts) and its light stand-in (LazySelect, from ui-core's static
 * first-paint sheet, theme/staticSheet.tsx). Before, each kept a copy, and a fix made in one (the
 * trigger's min-width 0) was once missing from the other. A theme value comes through `v`: the
 * theme's own in the styled component, a CSS custom property in the static sheet. The box the
 * trigger shares with the inputs is Field's (boxStyles, and the sheet's `.wms-input` rules).
 */

/** The theme values the select's rules read. */
export type SelectToken = 'textMuted' | 'border' | 'radius' | 'surface' | 'focus';

export interface SelectRules {
  /** The root: label above, the trigger's row below. `max-width: 100%`: a select asked wider than its container keeps to it. */
  root: string;
  /**
   * The trigger. `min-width: 0`: a long value is cut off with an ellipsis instead of widening the
   * trigger (its clear button stood in the next column of a form otherwise). `gap: 4px` between
   * the value and its arrow: a grid's filter select has about 70 px, and four Chinese characters fit.
   */
  trigger: string;
  placeholder: string;
  value: string;
  /** The trigger and its clear button. */
  row: string;
  clear: string;
  clearFocus: string;
}

export function selectRules(v: (token: SelectToken) => string): SelectRules {
  return {
    root: 'display: inline-flex; max-width: 100%; flex-direction: column; gap: 4px;',
    trigger: 'display: flex; align-items: center; justify-content: space-between; gap: 4px; width: 100%; min-width: 0; text-align: start; cursor: pointer;',
    placeholder: `color: ${v('textMuted')};`,
    value: 'overflow: hidden; text-overflow: ellipsis; white-space: nowrap;',
    row: 'display: flex; gap: 4px; align-items: flex-start;',
    clear: `height: 30px; border: 1px solid ${v('border')}; border-radius: ${v('radius')}; background: ${v('surface')}; color: ${v('textMuted')}; cursor: pointer;`,
    clearFocus: `outline: 2px solid ${v('focus')};`,
  };
}
