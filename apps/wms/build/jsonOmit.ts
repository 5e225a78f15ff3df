import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The query that asks for part of a JSON file's top-level keys: `?omit=a,b` or `?pick=a,b`. */
const PART = /^([^?]+\.json)\?(omit|pick)=([\w,]+)$/;

interface Part {
  file: string;
  mode: 'omit' | 'pick';
  keys: string;
}

/** The file, mode and keys of an `?omit=` / `?pick=` import, if it is one. */
function parsePart(id: string): Part | undefined {
  const [, file, mode, keys] = PART.exec(id) ?? [];
  return file && keys && (mode === 'omit' || mode === 'pick') ? { file, mode, keys } : undefined;
}

/** The JSON object without `keys` (top level), as JSON text. */
export function omitKeys(json: string, keys: readonly string[]): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key))));
}

/** The JSON object with only `keys` (top level), as JSON text. */
export function pickKeys(json: string, keys: readonly string[]): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => keys.includes(key))));
}

const PREFIX = '\0wms-json-part:';

/**
 * `import zh from './zh.json?omit=route'` gives the file without its top-level key `route`, and
 * `'./zh.json?pick=route'` only that key: the entry chunk carries the app's strings without the
 * route titles, which are two thirds of the catalogue and load with the services
 * (src/i18n/entryCatalogue.ts, routeTitles.ts, issue 20). A bundler keeps a JSON module whole in
 * one chunk, so named imports of its keys would not split it.
 */
export function jsonOmit(): Plugin {
  return {
    name: 'wms-json-part',
    enforce: 'pre',
    async resolveId(source, importer) {
      const asked = parsePart(source);
      if (!asked) return null;
      const resolved = await this.resolve(asked.file, importer, { skipSelf: true });
      return resolved ? `${PREFIX}${resolved.id}?${asked.mode}=${asked.keys}` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const asked = parsePart(id.slice(PREFIX.length));
      if (!asked) return null;
      this.addWatchFile(asked.file);
      const text = await readFile(asked.file, 'utf8');
      const keys = asked.keys.split(',');
      return `export default ${asked.mode === 'omit' ? omitKeys(text, keys) : pickKeys(text, keys)};\n`;
    },
  };
}
