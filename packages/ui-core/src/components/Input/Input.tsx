import { forwardRef, type ReactNode } from 'react';
import { TextField } from 'react-aria-components';
import { Description, ErrorText, FieldRoot, Input as InputBox, Label, TextAreaBox } from '../Field/Field.styles';

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

/**
 * A text input with label, description and error, accessible by construction (react-aria).
 *
 * @example <Input label={t('asn.no')} value={no} onChange={setNo} />
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, description, errorMessage, disabled, required, width, type = 'text', placeholder, onSubmit, ...rest },
  ref,
) {
  return (
    <TextField
      {...rest}
      type={type}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(errorMessage)}
      onKeyDown={(event) => { if (event.key === 'Enter') onSubmit?.(); }}
      style={{ width: width ?? 240 }}
    >
      <FieldRoot style={{ width: '100%' }}>
        {label ? <Label>{label}</Label> : null}
        <InputBox ref={ref} placeholder={placeholder} />
        {description ? <Description slot="description">{description}</Description> : null}
        <ErrorText>{errorMessage}</ErrorText>
      </FieldRoot>
    </TextField>
  );
});

export type TextareaProps = Omit<TextFieldBaseProps, 'onSubmit'> & { rows?: number };

/** A multi-line text input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, description, errorMessage, disabled, required, width, placeholder, rows = 3, ...rest },
  ref,
) {
  return (
    <TextField {...rest} isDisabled={disabled} isRequired={required} isInvalid={Boolean(errorMessage)} style={{ width: width ?? 240 }}>
      <FieldRoot style={{ width: '100%' }}>
        {label ? <Label>{label}</Label> : null}
        <TextAreaBox ref={ref} placeholder={placeholder} rows={rows} />
        {description ? <Description slot="description">{description}</Description> : null}
        <ErrorText>{errorMessage}</ErrorText>
      </FieldRoot>
    </TextField>
  );
});
