import { css } from 'styled-components';

/** The checkbox's look, shared by Checkbox (react-aria) and PlainCheckbox (a native input), issue 20. */
export const checkboxStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  .box {
    width: 16px;
    height: 16px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: 3px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 12px;
    color: ${({ theme }) => theme.palette.primaryText};
    background: ${({ theme }) => theme.palette.surface};
  }
  &[data-selected] .box {
    background: ${({ theme }) => theme.palette.primary};
    border-color: ${({ theme }) => theme.palette.primary};
  }
  &[data-focus-visible] .box {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-invalid] .box {
    border-color: ${({ theme }) => theme.palette.danger};
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }

`;
