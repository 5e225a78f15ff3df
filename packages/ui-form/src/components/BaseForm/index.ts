export { BaseForm } from './BaseForm';
export type { BaseFormProps } from './BaseForm';
