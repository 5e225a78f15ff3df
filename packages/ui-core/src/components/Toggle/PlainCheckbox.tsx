import { forwardRef } from 'react';
import styled from 'styled-components';
import { useControllableState } from '../../hooks/useControllableState';
import { checkboxStyles } from './checkbox.styles';
import type { CheckboxProps, CheckboxValue } from './Toggle';

const Root = styled.label`
  ${checkboxStyles}
  /* The native input's keyboard focus, drawn as react-aria's data-focus-visible. */
  &:has(input:focus-visible) .box {
    outline: 2px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
`;

/** Hidden as react-aria hides its checkbox input: still focused, read and pressed. */
const HIDDEN = { border: 0, clipPath: 'inset(50%)', height: 1, margin: -1, overflow: 'hidden', padding: 0, position: 'absolute', width: 1, whiteSpace: 'nowrap' } as const;

/**
 * Checkbox as a native input, with Checkbox's look and values (1 / 0), without react-aria
 * (issue 20): for a checkbox shown at first paint where nothing else needs the controls library
 * (the grid's date-range filter switch). Space and click toggle it, its label is its aria-label
 * or children, as Checkbox.
 *
 * @example <PlainCheckbox aria-label={t('filters.dateRangeOn')} value={on} onChange={setOn} />
 */
export const PlainCheckbox = forwardRef<HTMLLabelElement, Omit<CheckboxProps, 'invalid'>>(function PlainCheckbox(
  { children, value, defaultValue, onChange, disabled, 'aria-label': ariaLabel },
  ref,
) {
  const [current, setCurrent] = useControllableState<CheckboxValue>({ value, defaultValue: defaultValue ?? 0, onChange });
  const checked = current === 1;
  return (
    <div className="react-aria-CheckboxField" data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <Root ref={ref} data-selected={checked || undefined} data-disabled={disabled || undefined}>
        <span style={HIDDEN}>
          <input
            type="checkbox"
            aria-label={ariaLabel}
            checked={checked}
            disabled={disabled}
            onChange={(event) => { setCurrent(event.target.checked ? 1 : 0); }}
          />
        </span>
        <span className="box" aria-hidden="true">{checked ? '✓' : ''}</span>
        {children}
      </Root>
    </div>
  );
});
