/**
 * A small in-memory column configuration store for the dialog's stories and tests: it answers
 * loadColumns / saveColumns / resetColumns like the server does (saved configs replace the
 * defaults per type until reset), with latency and failure switches and a log of calls.
 */
import { ColumnConfigType, type ColumnConfig, type ColumnConfigTypeCode, type ColumnDefinition, type ColumnSettingsSource } from '../../model/types';

/** A refusal shaped like @wms/api's WmsError: `serverMessage` is the server's returnMgr. */
export class ColumnStoreRefusal extends Error {
  readonly serverMessage: string;
  constructor(returnMgr: string) {
    super(returnMgr);
    this.name = 'ColumnStoreRefusal';
    this.serverMessage = returnMgr;
  }
}

export type ColumnStoreCall =
  | { kind: 'load' }
  | { kind: 'save'; type: ColumnConfigTypeCode; columns: ColumnDefinition[] }
  | { kind: 'reset'; type: ColumnConfigTypeCode };

export interface ColumnStoreSwitches {
  /** Delay of every answer in ms; Infinity never answers (the loading state). */
  latency: number;
  /** When set, loads fail with this returnMgr. */
  failLoad: string | undefined;
  /** When set, saves fail with this returnMgr. */
  failSave: string | undefined;
  /** When set, resets fail with this returnMgr. */
  failReset: string | undefined;
}

export interface MemoryColumnStore extends ColumnSettingsSource {
  switches: ColumnStoreSwitches;
  readonly calls: ColumnStoreCall[];
  /** What a load answers now. */
  readonly config: ColumnConfig;
}

export interface MemoryColumnStoreOptions {
  /** The defaults, which reset restores. */
  defaults: ColumnConfig;
  /** A saved configuration to start from (else the defaults). */
  saved?: ColumnConfig;
  switches?: Partial<ColumnStoreSwitches>;
}

const clone = <T>(value: T): T => structuredClone(value);

function wait(ms: number): Promise<void> {
  if (ms === Number.POSITIVE_INFINITY) return new Promise<void>(() => undefined);
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

/** Creates the store. */
export function createMemoryColumnStore({ defaults, saved, switches }: MemoryColumnStoreOptions): MemoryColumnStore {
  let config = clone(saved ?? defaults);
  const calls: ColumnStoreCall[] = [];
  const state: ColumnStoreSwitches = { latency: 0, failLoad: undefined, failSave: undefined, failReset: undefined, ...switches };
  const answer = async <T>(failure: string | undefined, value: () => T): Promise<T> => {
    await wait(state.latency);
    if (failure) throw new ColumnStoreRefusal(failure);
    return value();
  };
  const keys = (type: ColumnConfigTypeCode) =>
    type === ColumnConfigType.Display ? (['tableHiding', 'tableDisplay'] as const) : (['exportHidden', 'exportDisplay'] as const);

  return {
    switches: state,
    calls,
    get config() {
      return clone(config);
    },
    loadColumns() {
      calls.push({ kind: 'load' });
      return answer(state.failLoad, () => clone(config));
    },
    saveColumns(type, columns) {
      calls.push({ kind: 'save', type, columns: clone([...columns]) });
      return answer(state.failSave, () => {
        const [hiddenKey, shownKey] = keys(type);
        const shownCodes = new Set(columns.map((c) => c.code));
        const known = [...config[shownKey], ...config[hiddenKey]];
        config = { ...config, [shownKey]: clone([...columns]), [hiddenKey]: known.filter((c) => !shownCodes.has(c.code)) };
      });
    },
    resetColumns(type) {
      calls.push({ kind: 'reset', type });
      return answer(state.failReset, () => {
        const [hiddenKey, shownKey] = keys(type);
        config = { ...config, [shownKey]: clone(defaults[shownKey]), [hiddenKey]: clone(defaults[hiddenKey]) };
      });
    },
  };
}
