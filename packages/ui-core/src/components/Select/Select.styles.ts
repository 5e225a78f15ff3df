import styled, { css } from 'styled-components';
import { boxStyles } from '../Field/base.styles';

/**
 * The closed select's look without react-aria. Its light stand-in (LazySelect) draws the same
 * rules from ui-core's static first-paint sheet (theme/staticSheet.tsx), so that the two draw the
 * same pixels (issue 20): a change here is made there too (the Select stories' StandIn… pairs
 * show both).
 */

/**
 * `max-width: 100%`: a select asked wider than its container (a handheld's column) keeps to it,
 * its value cut off by the trigger below, instead of pushing the clear button off the screen.
 */
export const selectRootStyles = css`
  display: inline-flex;
  max-width: 100%;
  flex-direction: column;
  gap: 4px;
`;

/**
 * The trigger. `min-width: 0`: a long value is cut off with an ellipsis instead of widening the
 * trigger; without it the trigger (a flex item) kept its text's whole width, and the clear
 * button beside it stood in the next column of a form (the drawer's supplier, in English).
 * `gap: 4px` between the value and its arrow (the arrow sits at the end either way): a grid's
 * filter select has about 70 px for its value, and four Chinese characters then fit whole.
 */
export const triggerStyles = css`
  ${boxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 4px;
  width: 100%;
  min-width: 0;
  text-align: start;
  cursor: pointer;
  .placeholder {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const valueStyles = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-placeholder] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
`;

export const Row = styled.div`
  display: flex;
  gap: 4px;
  align-items: flex-start;
`;

export const ClearButton = styled.button`
  height: 30px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;
