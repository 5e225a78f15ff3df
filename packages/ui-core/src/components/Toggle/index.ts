export { Checkbox, Switch } from './Toggle';
export type { CheckboxProps, SwitchProps, CheckboxValue, SwitchValue } from './Toggle';
export { PlainCheckbox } from './PlainCheckbox';
