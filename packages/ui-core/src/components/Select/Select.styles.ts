import styled, { css } from 'styled-components';
import type { WmsTheme } from '../../theme/tokens';
import { boxStyles } from '../Field/base.styles';
import { selectRules, type SelectRules } from './selectRules';

/**
 * The closed select's look without react-aria, from the rules its light stand-in (LazySelect)
 * draws too (selectRules.ts, read by ui-core's static first-paint sheet), so that the two draw
 * the same pixels (issue 20) from one text (issue 50); the Select stories' StandIn… pairs show both.
 */

const byTheme = new WeakMap<object, SelectRules>();
/** The rules with a theme's values (one object a theme). */
const rulesOf = ({ theme }: { theme: WmsTheme }): SelectRules => {
  let rules = byTheme.get(theme);
  if (!rules) {
    rules = selectRules((token) => (token === 'radius' ? `${String(theme.radius)}px` : theme.palette[token]));
    byTheme.set(theme, rules);
  }
  return rules;
};

export const selectRootStyles = css`
  ${(p) => rulesOf(p).root}
`;

export const triggerStyles = css`
  ${boxStyles}
  ${(p) => rulesOf(p).trigger}
  .placeholder {
    ${(p) => rulesOf(p).placeholder}
  }
`;

export const valueStyles = css`
  ${(p) => rulesOf(p).value}
  &[data-placeholder] {
    ${(p) => rulesOf(p).placeholder}
  }
`;

export const Row = styled.div`
  ${(p) => rulesOf(p).row}
`;

export const ClearButton = styled.button`
  ${(p) => rulesOf(p).clear}
  &:focus-visible {
    ${(p) => rulesOf(p).clearFocus}
  }
`;
