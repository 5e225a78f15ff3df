import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { buttonLogEntry } from '../../model/buttonLog';
import { useButtonLogger } from './ButtonLogContext';

export type ButtonVariant = 'primary' | 'default' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look of the button. Default 'default'. */
  variant?: ButtonVariant;
  /** Shows a busy state and ignores clicks while true. */
  loading?: boolean;
  /** Set false for clicks that must not be logged (CONTRACT.md §6). Default true. */
  log?: boolean;
  /** Module name for the click log (otherwise from the nearest ancestor's attribute). */
  'data-module-name'?: string;
  /** Menu name for the click log (otherwise from the nearest ancestor's attribute). */
  'data-menu-name'?: string;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.palette.primary};
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.palette.primaryHover};
    }
  `,
  default: css`
    background: ${({ theme }) => theme.palette.surface};
    border-color: ${({ theme }) => theme.palette.border};
    color: ${({ theme }) => theme.palette.text};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.palette.primary};
      color: ${({ theme }) => theme.palette.primary};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.palette.danger};
    border-color: ${({ theme }) => theme.palette.danger};
    color: ${({ theme }) => theme.palette.dangerText};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 14px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius}px;
  font: inherit;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Spinner = styled.span`
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: wms-spin 0.8s linear infinite;
  @keyframes wms-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A button that reports each click to the injected logger (`ButtonLogProvider`): buttonName is
 * its text, moduleName and menuName come from data attributes (CONTRACT.md §6).
 *
 * @example <Button variant="primary" data-menu-name="ASN" onClick={save}>{t('action.save')}</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', loading = false, log = true, type = 'button', onClick, disabled, children, ...rest },
  ref,
) {
  const logger = useButtonLogger();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    if (log && logger) logger(buttonLogEntry(event.currentTarget));
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      $variant={variant}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
});
