import { forwardRef, type ReactNode } from 'react';
import { CheckboxButton, CheckboxField, SwitchButton, SwitchField } from 'react-aria-components';
import styled from 'styled-components';
import { checkboxStyles } from './checkbox.styles';

/** The values the contract stores: checkbox 1 / 0 (numbers), switch "1" / "0" (strings). */
export type CheckboxValue = 1 | 0;
export type SwitchValue = '1' | '0';

const CheckRoot = styled(CheckboxButton)`
  ${checkboxStyles}
`;

export interface CheckboxProps {
  children?: ReactNode;
  'aria-label'?: string;
  /** 1 checked, 0 not (CONTRACT.md §2). */
  value?: CheckboxValue;
  defaultValue?: CheckboxValue;
  onChange?: (value: CheckboxValue) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/** A checkbox whose value is 1 or 0. */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { children, value, defaultValue, onChange, disabled, invalid, ...aria },
  ref,
) {
  return (
    <CheckboxField
      {...aria}
      isSelected={value === undefined ? undefined : value === 1}
      defaultSelected={defaultValue === 1}
      onChange={(selected) => onChange?.(selected ? 1 : 0)}
      isDisabled={disabled}
      isInvalid={invalid}
    >
      <CheckRoot ref={ref}>
        {({ isSelected }) => (
          <>
            <span className="box" aria-hidden="true">{isSelected ? '✓' : ''}</span>
            {children}
          </>
        )}
      </CheckRoot>
    </CheckboxField>
  );
});

const SwitchRoot = styled(SwitchButton)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  .track {
    width: 34px;
    height: 18px;
    border-radius: 9px;
    background: ${({ theme }) => theme.palette.textMuted};
    position: relative;
    transition: background 0.15s;
  }
  .thumb {
    position: absolute;
    top: 2px;
    left: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.surface};
    transition: left 0.15s;
  }
  &[data-selected] .track {
    background: ${({ theme }) => theme.palette.primary};
  }
  &[data-selected] .thumb {
    left: 18px;
  }
  &[data-focus-visible] .track {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    .track,
    .thumb {
      transition: none;
    }
  }
`;

export interface SwitchProps {
  children?: ReactNode;
  'aria-label'?: string;
  /** "1" on, "0" off (CONTRACT.md §3 switch editor). */
  value?: SwitchValue;
  defaultValue?: SwitchValue;
  onChange?: (value: SwitchValue) => void;
  disabled?: boolean;
}

/** A switch whose value is the string "1" or "0". */
export const Switch = forwardRef<HTMLLabelElement, SwitchProps>(function Switch(
  { children, value, defaultValue, onChange, disabled, ...aria },
  ref,
) {
  return (
    <SwitchField
      {...aria}
      isSelected={value === undefined ? undefined : value === '1'}
      defaultSelected={defaultValue === '1'}
      onChange={(selected) => onChange?.(selected ? '1' : '0')}
      isDisabled={disabled}
    >
      <SwitchRoot ref={ref}>
        <span className="track" aria-hidden="true">
          <span className="thumb" />
        </span>
        {children}
      </SwitchRoot>
    </SwitchField>
  );
});
