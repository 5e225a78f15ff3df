import styled, { css } from 'styled-components';
import { boxStyles } from '../Field/base.styles';

/**
 * The closed date pickers' look without react-aria, shared by the pickers and their light
 * stand-ins (LazyDatePicker, LazyDateRangePicker), so that the two draw the same pixels (issue 20).
 */

export const fieldGroupStyles = css`
  ${boxStyles}
  display: flex;
  align-items: center;
  gap: 2px;
  padding-right: 2px;
`;

export const segmentsStyles = css`
  display: flex;
  flex: 1;
  white-space: nowrap;
`;

export const segmentStyles = css`
  padding: 0 1px;
  border-radius: 2px;
  font-variant-numeric: tabular-nums;
  outline: none;
  &[data-placeholder] {
    color: ${({ theme }) => theme.palette.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
  }
`;

export const iconButtonStyles = css`
  border: 0;
  background: transparent;
  width: 26px;
  height: 26px;
  border-radius: ${({ theme }) => theme.radius}px;
  cursor: pointer;
  color: ${({ theme }) => theme.palette.textMuted};
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

/** The dash between a range's start and end. */
export const Dash = styled.span`
  padding: 0 4px;
  color: ${({ theme }) => theme.palette.textMuted};
`;
