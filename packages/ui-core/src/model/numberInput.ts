/** How a NumberInput treats what is typed. */
export type NumberInputMode = 'digits' | 'positiveInteger';

/** Keeps only the digits (number-type search inputs, CONTRACT.md §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * True for a positive integer without a leading zero ('1', '250'); false for '', '0', '007',
 * '1.5', '-3' (CONTRACT.md §5: 'please enter a positive integer greater than 0').
 */
export function isPositiveInteger(text: string): boolean {
  return /^[1-9]\d*$/.test(text);
}
