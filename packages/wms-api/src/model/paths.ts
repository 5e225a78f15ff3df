import { scalarText } from './text';

/**
 * Puts a page number into a configured path: it replaces a `{page}` placeholder, or is appended
 * when the path ends with '/' (CONTRACT.md §7, list query and lookup popup). Other paths are
 * returned as they are.
 */
export function withPage(path: string, page: number): string {
  if (path.includes('{page}')) return path.replaceAll('{page}', String(page));
  if (path.endsWith('/')) return `${path}${String(page)}`;
  return path;
}

/**
 * Rewrites the key=value parameters of an option path from the current values of other
 * filters (CONTRACT.md §3 searchData): `/sku/options?ownerId=1` with `{ ownerId: '7' }` gives
 * `/sku/options?ownerId=7`. Keys not in the path are not added; values are URI-encoded.
 */
export function rewriteOptionPath(path: string, values: Readonly<Record<string, unknown>>): string {
  return path.replace(/([?&;/])([A-Za-z_][\w.]*)=([^&;/#]*)/g, (whole, lead: string, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key];
    const text = scalarText(value) ?? '';
    return `${lead}${key}=${encodeURIComponent(text)}`;
  });
}

/** The autocomplete path: `{filterUrl}/{typed text}`, the text URI-encoded as one segment. */
export function autocompletePath(filterUrl: string, text: string): string {
  return `${filterUrl.replace(/\/+$/, '')}/${encodeURIComponent(text)}`;
}

/** True for a path the client may call: relative to the API base, never an absolute URL. */
export function isApiPath(path: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(path) && !path.startsWith('//');
}
