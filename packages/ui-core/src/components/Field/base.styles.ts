import styled, { css } from 'styled-components';

/**
 * The fields' look without react-aria: what plain controls (the text input, the login form) and
 * the floating panels need, so that they do not pull the controls library in (issue 20).
 */

/** The look every field shares: label above, box, error below. */
export const FieldRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${({ theme }) => theme.typography.fontSize}px;
`;

export const boxStyles = css`
  box-sizing: border-box;
  height: 30px;
  padding: 0 8px;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  outline: none;
  &[data-focused],
  &[data-focus-within],
  &:focus-visible {
    border-color: ${({ theme }) => theme.palette.focus};
    box-shadow: 0 0 0 2px rgba(11, 87, 208, 0.2);
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.palette.danger};
  }
  &[data-disabled] {
    background: ${({ theme }) => theme.palette.surfaceMuted};
    color: ${({ theme }) => theme.palette.textMuted};
    cursor: not-allowed;
  }
`;

/** The label of a plain field (associated by htmlFor). */
export const PlainLabel = styled.label`
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
`;

export const PlainInput = styled.input`
  ${boxStyles}
  width: 100%;
`;

export const PlainTextArea = styled.textarea`
  ${boxStyles}
  width: 100%;
  height: auto;
  min-height: 64px;
  padding: 6px 8px;
  resize: vertical;
`;

export const PlainError = styled.div`
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

export const PlainDescription = styled.div`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

/** A small text button that clears a field's value. */
export const ClearLink = styled.button`
  align-self: flex-start;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.palette.primary};
  cursor: pointer;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
  padding: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
  }
`;

/** The surface of every floating panel: menus, list popovers, calendars, popovers. */
export const popoverSurface = css`
  background: ${({ theme }) => theme.palette.surface};
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: 0 6px 16px rgba(15, 23, 42, 0.15);
`;
