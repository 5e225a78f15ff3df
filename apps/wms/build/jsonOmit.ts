import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The query that asks for a JSON file without some of its top-level keys: `?omit=a,b`. */
const OMIT = /^([^?]+\.json)\?omit=([\w,]+)$/;

/** The file and the keys of an `?omit=` import, if it is one. */
function parseOmit(id: string): { file: string; keys: string } | undefined {
  const [, file, keys] = OMIT.exec(id) ?? [];
  return file && keys ? { file, keys } : undefined;
}

/** The JSON object without `keys` (top level), as JSON text. */
export function omitKeys(json: string, keys: readonly string[]): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  return JSON.stringify(Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key))));
}

/**
 * `import zh from './zh.json?omit=route'` gives the file without its top-level key `route`: the
 * entry chunk carries the app's strings without the route titles, which are two thirds of the
 * catalogue and load with the services (src/i18n/entryCatalogue.ts, issue 20). A bundler keeps a
 * JSON module whole in one chunk, so named imports of its keys would not split it.
 */
export function jsonOmit(): Plugin {
  return {
    name: 'wms-json-omit',
    enforce: 'pre',
    async resolveId(source, importer) {
      const asked = parseOmit(source);
      if (!asked) return null;
      const resolved = await this.resolve(asked.file, importer, { skipSelf: true });
      return resolved ? `\0wms-json-omit:${resolved.id}?omit=${asked.keys}` : null;
    },
    async load(id) {
      if (!id.startsWith('\0wms-json-omit:')) return null;
      const asked = parseOmit(id.slice('\0wms-json-omit:'.length));
      if (!asked) return null;
      this.addWatchFile(asked.file);
      return `export default ${omitKeys(await readFile(asked.file, 'utf8'), asked.keys.split(','))};\n`;
    },
  };
}
