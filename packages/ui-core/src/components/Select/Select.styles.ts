import styled, { css } from 'styled-components';
import { boxStyles } from '../Field/base.styles';

/**
 * The closed select's look without react-aria, shared by Select and its light stand-in
 * (LazySelect), so that the two draw the same pixels (issue 20).
 */

export const selectRootStyles = css`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
`;

export const triggerStyles = css`
  ${boxStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
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
