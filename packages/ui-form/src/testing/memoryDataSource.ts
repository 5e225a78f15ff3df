import type { FormDataSource, FormOption, FormRow } from '../model/types';

/**
 * An in-memory FormDataSource for stories and tests: generated rows, option lists by url, and
 * switches for the states a user can meet (slow, failing). Deterministic: no clock, no random.
 */
export interface MemoryDataSourceOptions {
  /** Lookup rows by url (searched by the search object's values, paged). */
  tables?: Readonly<Record<string, readonly FormRow[]>>;
  /** Option lists by url. */
  options?: Readonly<Record<string, readonly FormOption[]>>;
  /** Every call waits this long, ms (loading states). */
  delay?: number;
  /** Calls fail (failed states). */
  fail?: boolean;
  /** Answers leave out the total (the popup then assumes 1000). */
  omitTotal?: boolean;
}

/** Rows of a generated item master: sku SKU00001…, name, owner, unit. */
export function generateSkuRows(count: number): FormRow[] {
  const owners = ['OWN-A', 'OWN-B', 'OWN-C'];
  const units = ['EA', 'CS', 'PL'];
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      sku: `SKU${String(n).padStart(5, '0')}`,
      name: `商品 ${String(n)}`,
      owner: owners[i % owners.length] ?? '',
      unit: units[i % units.length] ?? '',
    };
  });
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function matches(row: FormRow, search: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(search).every(([key, wanted]) => {
    const cell = row[key];
    const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell) : '';
    return text.toLowerCase().includes(String(wanted).toLowerCase());
  });
}

/** A FormDataSource over memory; every call is recorded in `calls`. */
export function createMemoryDataSource(options: MemoryDataSourceOptions = {}): FormDataSource & { calls: { method: string; args: unknown }[] } {
  const { tables = {}, delay = 0, fail = false, omitTotal = false } = options;
  const calls: { method: string; args: unknown }[] = [];
  const failure = () => new Error('service unavailable');
  const table = (url: string): readonly FormRow[] => tables[url] ?? [];
  return {
    calls,
    async lookup(request) {
      calls.push({ method: 'lookup', args: { url: request.url, page: request.page, pageSize: request.pageSize, search: request.search } });
      await wait(delay, request.signal);
      if (fail) throw failure();
      const size = request.pageSize ?? 100;
      const found = table(request.url).filter((row) => matches(row, request.search ?? {}));
      const rows = found.slice((request.page - 1) * size, request.page * size);
      return omitTotal ? { rows, page: request.page, pageSize: size } : { rows, page: request.page, pageSize: size, total: found.length };
    },
    async autocomplete(url, text) {
      calls.push({ method: 'autocomplete', args: { url, text } });
      await wait(delay);
      if (fail) throw failure();
      const q = text.toLowerCase();
      return Object.values(tables).flat().filter((row) => Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(q))).slice(0, 10);
    },
    async loadOptions(url) {
      calls.push({ method: 'loadOptions', args: { url } });
      await wait(delay);
      if (fail) throw failure();
      return [...(options.options?.[url] ?? [])];
    },
    async remoteSelect(request) {
      calls.push({ method: 'remoteSelect', args: { path: request.path, text: request.text } });
      await wait(delay, request.signal);
      if (fail) throw failure();
      const q = request.text.toLowerCase();
      return table(request.path).filter((row) => Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(q))).slice(0, 10);
    },
  };
}
