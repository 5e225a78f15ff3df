export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
