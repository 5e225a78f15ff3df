import { forwardRef, useId, type ReactNode } from 'react';
import { FieldRoot, PlainDescription, PlainError, PlainInput, PlainLabel, PlainTextArea } from '../Field/base.styles';

/** What every text-like field takes. */
export interface TextFieldBaseProps {
  /** The visible label; give `aria-label` instead when the field has none (a grid filter). */
  label?: ReactNode;
  'aria-label'?: string;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter pressed (a search row searches). */
  onSubmit?: () => void;
  placeholder?: string;
  description?: ReactNode;
  /** An error to show; it also marks the field invalid for screen readers. */
  errorMessage?: string;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** Width of the field, px or CSS. */
  width?: number | string;
}

export type InputProps = TextFieldBaseProps & {
  type?: 'text' | 'search' | 'email' | 'tel' | 'password';
};

/** The ids and ARIA wiring of a plain field: label, description and error tied to the control. */
function useFieldIds(description: ReactNode, errorMessage: string | undefined) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : undefined, errorMessage ? errorId : undefined].filter(Boolean).join(' ');
  return { id, descriptionId, errorId, describedBy: describedBy || undefined };
}

/**
 * A text input with label, description and error: a native input (the description and error
 * carry react-aria's slot names, so that forms style them like every other field's) with its label, description
 * and error tied to it (htmlFor, aria-describedby, aria-invalid), so that it costs no controls
 * library where it is the only control (the login form, a grid's text filter).
 *
 * @example <Input label={t('asn.no')} value={no} onChange={setNo} />
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, 'aria-label': ariaLabel, value, defaultValue, onChange, description, errorMessage, disabled, required, name, width, type = 'text', placeholder, onSubmit },
  ref,
) {
  const ids = useFieldIds(description, errorMessage);
  return (
    <div style={{ width: width ?? 240 }}>
      <FieldRoot style={{ width: '100%' }}>
        {label ? <PlainLabel htmlFor={ids.id}>{label}</PlainLabel> : null}
        <PlainInput
          ref={ref}
          id={ids.id}
          type={type}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => { onChange?.(event.target.value); }}
          onKeyDown={(event) => { if (event.key === 'Enter') onSubmit?.(); }}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          aria-label={ariaLabel}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={ids.describedBy}
          data-invalid={errorMessage ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        />
        {description ? <PlainDescription id={ids.descriptionId} slot="description">{description}</PlainDescription> : null}
        {errorMessage ? <PlainError id={ids.errorId} slot="errorMessage">{errorMessage}</PlainError> : null}
      </FieldRoot>
    </div>
  );
});

export type TextareaProps = Omit<TextFieldBaseProps, 'onSubmit'> & { rows?: number };

/** A multi-line text input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, 'aria-label': ariaLabel, value, defaultValue, onChange, description, errorMessage, disabled, required, name, width, placeholder, rows = 3 },
  ref,
) {
  const ids = useFieldIds(description, errorMessage);
  return (
    <div style={{ width: width ?? 240 }}>
      <FieldRoot style={{ width: '100%' }}>
        {label ? <PlainLabel htmlFor={ids.id}>{label}</PlainLabel> : null}
        <PlainTextArea
          ref={ref}
          id={ids.id}
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => { onChange?.(event.target.value); }}
          placeholder={placeholder}
          rows={rows}
          disabled={disabled}
          required={required}
          aria-label={ariaLabel}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={ids.describedBy}
          data-invalid={errorMessage ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        />
        {description ? <PlainDescription id={ids.descriptionId} slot="description">{description}</PlainDescription> : null}
        {errorMessage ? <PlainError id={ids.errorId} slot="errorMessage">{errorMessage}</PlainError> : null}
      </FieldRoot>
    </div>
  );
});
