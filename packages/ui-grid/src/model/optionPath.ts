/**
 * Option paths of searchData (CONTRACT.md §3): '/path?key=value' whose key=value parameters
 * take the current values of the other filters.
 */

const PARAMETER = /([?&;/])([A-Za-z_][\w.]*)=([^&;/#]*)/g;

/** The keys of a path's key=value parameters: the filters it depends on. */
export function optionPathKeys(path: string): string[] {
  return [...path.matchAll(PARAMETER)].map((m) => m[2] as string);
}

/**
 * The path with each key=value parameter given the value of the filter of that key (URI-encoded;
 * an empty filter gives an empty value). Keys that are no filter keep their value.
 *
 * @example rewriteOptionPath('/sku/options?ownerId=1', { ownerId: 'O 7' }) // '/sku/options?ownerId=O%207'
 */
export function rewriteOptionPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(PARAMETER, (whole, lead: string, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    return `${lead}${key}=${encodeURIComponent(scalar(values[key]))}`;
  });
}

function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(scalar).filter(Boolean).join(',');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
