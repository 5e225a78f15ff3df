export { Input, Textarea } from './Input';
export type { InputProps, TextareaProps, TextFieldBaseProps } from './Input';
