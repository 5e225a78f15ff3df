import type { FormTreeOption } from './types';

/**
 * The `address` item: a region chosen through a tree (province, city, district, ...), handed
 * over as the text of its names joined by spaces, as an address field stores it.
 */

/** The address text of a path of codes ('' when the path does not exist). */
export function addressTextOf(options: readonly FormTreeOption[], path: readonly string[]): string {
  const names: string[] = [];
  let level: readonly FormTreeOption[] | undefined = options;
  for (const code of path) {
    const found: FormTreeOption | undefined = level?.find((option) => option.code === code);
    if (!found) return '';
    names.push(found.description);
    level = found.children;
  }
  return names.join(' ');
}

/** The path of codes whose names make the address text ([] when none does). */
export function addressPathOf(options: readonly FormTreeOption[], text: string): string[] {
  const names = text.trim() ? text.trim().split(/\s+/) : [];
  const path: string[] = [];
  let level: readonly FormTreeOption[] | undefined = options;
  for (const name of names) {
    const found: FormTreeOption | undefined = level?.find((option) => option.description === name);
    if (!found) return [];
    path.push(found.code);
    level = found.children;
  }
  return path;
}
