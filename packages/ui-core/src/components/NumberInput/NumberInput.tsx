import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControllableState } from '../../hooks/useControllableState';
import { digitsOnly, isPositiveInteger, type NumberInputMode } from '../../model/numberInput';
import { Input, type TextFieldBaseProps } from '../Input/Input';

export type NumberInputProps = TextFieldBaseProps & {
  /**
   * 'digits': every non-digit is stripped as it is typed (number search filters).
   * 'positiveInteger': digits only, and anything but a positive integer without a leading zero
   * shows 'please enter a positive integer greater than 0'.
   */
  mode?: NumberInputMode;
};

/** A text field for whole numbers, as the grid's number filters and range inputs need. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { mode = 'digits', value, defaultValue = '', onChange, errorMessage, ...rest },
  ref,
) {
  const { t } = useTranslation('core');
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const [touched, setTouched] = useState(false);
  const invalid = mode === 'positiveInteger' && touched && text !== '' && !isPositiveInteger(text);
  return (
    <Input
      {...rest}
      ref={ref}
      value={text}
      onChange={(next) => {
        setTouched(true);
        setText(digitsOnly(next));
      }}
      errorMessage={errorMessage ?? (invalid ? t('number.positiveInteger') : undefined)}
    />
  );
});
