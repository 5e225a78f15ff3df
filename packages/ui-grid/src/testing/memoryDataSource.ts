import { cellText } from '../model/format';
import { rewriteOptionPath } from '../model/optionPath';
import { fromConfigureSorting } from '../model/sorting';
import {
  ColumnConfigType,
  ColumnType,
  FilterType,
  type ColumnConfigTypeCode,
  type ColumnDefinition,
  type ColumnConfig,
  type GridDataSource,
  type GridFilter,
  type GridOption,
  type GridPage,
  type GridPageRequest,
} from '../model/types';

/** What a call of the in-memory source was. */
export type MemoryCall =
  | { kind: 'loadPage'; request: Omit<GridPageRequest, 'signal'> }
  | { kind: 'loadOptions'; path: string }
  | { kind: 'loadColumns' }
  | { kind: 'saveColumns'; type: ColumnConfigTypeCode; columns: ColumnDefinition[] }
  | { kind: 'resetColumns'; type: ColumnConfigTypeCode };

/** A refusal, shaped like @wms/api's WmsError: the grid shows `serverMessage` (returnMgr). */
export class MemoryRefusal extends Error {
  readonly serverMessage: string;
  readonly kind = 'refused';
  constructor(returnMgr: string) {
    super(returnMgr);
    this.name = 'MemoryRefusal';
    this.serverMessage = returnMgr;
  }
}

export interface MemoryDataSourceOptions<Row> {
  rows: readonly Row[];
  /** The default column configuration (what reset restores). */
  columns: ColumnConfig;
  /** Option lists by path (without its query): a list, or a function of the query parameters. */
  options?: Record<string, readonly GridOption[] | ((query: Record<string, string>) => readonly GridOption[])>;
  /** Delay of every answer in ms, or per call (a slow first load and a fast second one). */
  latency?: number | ((call: MemoryCall) => number);
  /** Sums these numeric columns into the summary row (totalData). */
  summaryColumns?: readonly string[];
  /** A server that ignores aborts and answers anyway (for the late-answer test). Default false. */
  ignoreAbort?: boolean;
  /** Time zone of datetime filters over timestamps. Default Asia/Shanghai. */
  timeZone?: string;
}

/** Switches a story or test flips while the source is in use. */
export interface MemorySwitches {
  /** Delay of every answer in ms. */
  latency: number | ((call: MemoryCall) => number);
  /** When set, page loads fail with this returnMgr. */
  failPages: string | undefined;
  /** When set, option loads fail with this returnMgr. */
  failOptions: string | undefined;
  /** When set, column configuration calls fail with this returnMgr. */
  failColumns: string | undefined;
}

/** The in-memory data source, with its switches and a log of calls. */
export type MemoryDataSource<Row> = GridDataSource<Row> & {
  switches: MemorySwitches;
  readonly calls: MemoryCall[];
  /** The current (saved) column configuration. */
  readonly config: ColumnConfig;
};

const clone = <T>(value: T): T => structuredClone(value);

function wait(ms: number, signal: AbortSignal | undefined, ignoreAbort: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0 && !signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, ms);
    if (signal && !ignoreAbort) {
      const abort = () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      };
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    }
  });
}

function text(row: Record<string, unknown>, code: string, type: number | undefined, timeZone: string): string {
  return cellText({ kind: type === ColumnType.DateTime ? 'datetime' : 'string' }, row[code], timeZone);
}

/** A row's fields by column code (rows are any object type, an interface too). */
const fieldsOf = (row: object): Readonly<Record<string, unknown>> => row as Readonly<Record<string, unknown>>;

function matches(row: Readonly<Record<string, unknown>>, filter: GridFilter, timeZone: string): boolean {
  const value = text(row, filter.code, filter.columnType, timeZone);
  const wanted = filter.value;
  switch (filter.filterType) {
    case FilterType.Text:
      return typeof wanted === 'string' && value.toLowerCase().includes(wanted.trim().toLowerCase());
    case FilterType.Select:
      return value === wanted;
    case FilterType.MultiSelect:
      return Array.isArray(wanted) && wanted.includes(value);
    case FilterType.Date:
      return value.slice(0, 10) === wanted;
    case FilterType.DateRange: {
      const [from, to] = Array.isArray(wanted) ? (wanted as string[]) : [];
      const day = value.slice(0, 10);
      return Boolean(day) && (!from || day >= from) && (!to || day <= to);
    }
    case FilterType.DateTimeRange: {
      const [from, to] = Array.isArray(wanted) ? (wanted as string[]) : [];
      return Boolean(value) && (!from || value >= from) && (!to || value <= to);
    }
    default:
      return true;
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  return text(a).localeCompare(text(b), 'zh');
}

function queryOf(path: string): Record<string, string> {
  const query = path.split('?')[1] ?? '';
  return Object.fromEntries(new URLSearchParams(query));
}

/**
 * An in-memory GridDataSource for stories and tests: filters, sorts and pages its rows as the
 * reference server would, serves option lists by path (rewriting key=value parameters from the
 * other filters), keeps a column configuration that save and reset change, and has latency and
 * failure switches.
 *
 * @example
 * const source = createMemoryDataSource({ rows: receiptRows(45, now), columns: { tableDisplay: receiptColumns(), tableHiding: [], exportDisplay: [], exportHidden: [] } });
 * source.switches.failPages = '查询失败：数据库连接超时';
 */
export function createMemoryDataSource<Row extends object>(options: MemoryDataSourceOptions<Row>): MemoryDataSource<Row> {
  const timeZone = options.timeZone ?? 'Asia/Shanghai';
  const ignoreAbort = options.ignoreAbort ?? false;
  const calls: MemoryCall[] = [];
  let config = clone(options.columns);
  const switches: MemorySwitches = { latency: options.latency ?? 0, failPages: undefined, failOptions: undefined, failColumns: undefined };

  const delay = (call: MemoryCall, signal?: AbortSignal) => {
    calls.push(call);
    const ms = typeof switches.latency === 'function' ? switches.latency(call) : switches.latency;
    return wait(ms, signal, ignoreAbort);
  };

  const allColumns = () => [...options.columns.tableDisplay, ...options.columns.tableHiding];

  return {
    switches,
    calls,
    get config() {
      return clone(config);
    },
    async loadPage(request) {
      const { signal, ...logged } = request;
      await delay({ kind: 'loadPage', request: clone(logged) }, signal);
      if (switches.failPages) throw new MemoryRefusal(switches.failPages);
      let rows = options.rows.filter((row) => request.filters.every((f) => matches(fieldsOf(row), f, timeZone)));
      const sort = fromConfigureSorting(request.sorting);
      if (sort.length) {
        rows = [...rows].sort((a, b) => {
          for (const s of sort) {
            const result = compare(fieldsOf(a)[s.code], fieldsOf(b)[s.code]);
            if (result) return s.direction === 'asc' ? result : -result;
          }
          return 0;
        });
      }
      const start = (request.page - 1) * request.pageSize;
      const page: GridPage<Row> = { rows: rows.slice(start, start + request.pageSize), page: request.page, pageSize: request.pageSize, total: rows.length };
      if (options.summaryColumns?.length) {
        page.summary = Object.fromEntries(options.summaryColumns.map((code) => [code, rows.reduce((sum, row) => sum + (Number(fieldsOf(row)[code]) || 0), 0)]));
      }
      return page;
    },
    async loadOptions(source, otherValues) {
      const path = rewriteOptionPath(source, otherValues);
      await delay({ kind: 'loadOptions', path });
      if (switches.failOptions) throw new MemoryRefusal(switches.failOptions);
      const entry = options.options?.[path.split('?')[0] ?? path];
      if (!entry) throw new MemoryRefusal(`no options at ${path}`);
      return [...(typeof entry === 'function' ? entry(queryOf(path)) : entry)];
    },
    async loadColumns() {
      await delay({ kind: 'loadColumns' });
      if (switches.failColumns) throw new MemoryRefusal(switches.failColumns);
      return clone(config);
    },
    async saveColumns(type, columns) {
      await delay({ kind: 'saveColumns', type, columns: clone([...columns]) });
      if (switches.failColumns) throw new MemoryRefusal(switches.failColumns);
      const shown = new Set(columns.map((c) => c.code));
      const hidden = allColumns().filter((c) => !shown.has(c.code));
      const saved = columns.map((c) => ({ ...c, width: String(c.width) }));
      if (type === ColumnConfigType.Display) config = { ...config, tableDisplay: saved, tableHiding: clone(hidden) };
      else config = { ...config, exportDisplay: saved, exportHidden: clone(hidden) };
    },
    async resetColumns(type) {
      await delay({ kind: 'resetColumns', type });
      if (switches.failColumns) throw new MemoryRefusal(switches.failColumns);
      const defaults = clone(options.columns);
      if (type === ColumnConfigType.Display) config = { ...config, tableDisplay: defaults.tableDisplay, tableHiding: defaults.tableHiding };
      else config = { ...config, exportDisplay: defaults.exportDisplay, exportHidden: defaults.exportHidden };
    },
  };
}

/** A column configuration showing `columns` in both tabs, nothing hidden. */
export function configOf(columns: readonly ColumnDefinition[], hidden: readonly ColumnDefinition[] = []): ColumnConfig {
  return { tableDisplay: clone([...columns]), tableHiding: clone([...hidden]), exportDisplay: clone([...columns]), exportHidden: clone([...hidden]) };
}
