import { WmsError } from '../model/errors';

/**
 * One place where an answer differs from what the contract says (issue 47): the JSON path inside
 * the answer's body (`$.page.list[3].qty`), what the contract expected there and what came.
 */
export interface DriftIssue {
  /** JSON path from the body's root, `$` for the body itself. */
  path: string;
  /** What the contract holds there, in words a server team reads ("number", "array of rows"). */
  expected: string;
  /** What came, shortened (a type and a sample: `string "12x"`, `null`, `missing`). */
  got: string;
}

/** A call, named as the contract names it: the method and the path as configured (`POST /inbound/asn/list`). */
export interface DriftCall {
  /** The contract's name of the answer (`listPage`, `columnConfig`, `options` ...). */
  answer: string;
  method: string;
  /** The path as called, without the API base and without a query string. */
  path: string;
}

/**
 * An answer that the contract does not allow, even after the tolerated normalisations: a typed
 * WmsError (kind `drift`) that names the call, the JSON path, what was expected and what came. The
 * part of a screen that depends on the answer shows it; the rest of the app goes on.
 */
export class ContractDrift extends WmsError {
  readonly call: DriftCall;
  readonly issues: readonly DriftIssue[];

  constructor(call: DriftCall, issues: readonly DriftIssue[], body: unknown) {
    super({ kind: 'drift', messageKey: 'contractDrift', response: body });
    this.name = 'ContractDrift';
    this.call = call;
    const first = issues[0] ?? { path: '$', expected: 'an answer', got: 'nothing' };
    this.issues = issues.length > 0 ? issues : [first];
    this.message = `${call.method} ${call.path}: ${first.path} expected ${first.expected}, got ${first.got}`;
  }

  /** The first (most telling) difference. */
  get first(): DriftIssue {
    return this.issues[0] ?? { path: '$', expected: 'an answer', got: 'nothing' };
  }
}

export function isContractDrift(value: unknown): value is ContractDrift {
  return value instanceof ContractDrift;
}

/** What a drift registry keeps of one call: how often it drifted, the last example. */
export interface DriftRecord {
  /** `METHOD path`, the registry's key. */
  key: string;
  call: DriftCall;
  count: number;
  /** When the last drift was seen (ms since the epoch). */
  lastAt: number;
  /** The last drift's differences. */
  last: readonly DriftIssue[];
}

/** The key under which a call's drift is counted: `METHOD path` with digits of ids folded to `{id}`. */
export function driftKey(call: DriftCall): string {
  return `${call.method.toUpperCase()} ${call.path}`;
}

/**
 * The drift seen by this browser, per call: a count and the last example of each, for an
 * administrator to read and copy into a report for the server's team. Subscribers hear every
 * change (a settings page re-renders). Kept in memory; `snapshot()` gives a copy.
 */
export class DriftRegistry {
  private readonly records = new Map<string, DriftRecord>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  record(drift: ContractDrift, now: number = Date.now()): void {
    const key = driftKey(drift.call);
    const before = this.records.get(key);
    this.records.set(key, { key, call: drift.call, count: (before?.count ?? 0) + 1, lastAt: now, last: drift.issues });
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The records, the most frequent first. */
  snapshot(): DriftRecord[] {
    return [...this.records.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  }

  /** A change counter, for useSyncExternalStore. */
  getVersion(): number {
    return this.version;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  clear(): void {
    this.records.clear();
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** A plain-text report of every record, for the server's team (JSON lines are in `snapshot()`). */
  report(): string {
    return this.snapshot()
      .map((r) =>
        [`${r.key} (${r.call.answer}): ${r.count}×, last ${new Date(r.lastAt).toISOString()}`, ...r.last.map((i) => `  ${i.path}: expected ${i.expected}, got ${i.got}`)].join('\n'),
      )
      .join('\n');
  }
}
