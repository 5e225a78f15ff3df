import { isWmsError } from '../model/errors';
import type { StationScan, StationScanBody } from './stations';

/** A scan waiting to be sent: its own idempotency key is kept for every replay. */
export interface QueuedScan {
  /** The idempotency key of this one user action. */
  id: string;
  station: string;
  body: StationScanBody;
  /** When it was scanned (ms since epoch). */
  at: number;
}

/** What happened to one queued scan when the queue was sent. */
export type FlushOutcome =
  | { kind: 'booked'; scan: QueuedScan; answer: StationScan }
  | { kind: 'refused'; scan: QueuedScan; message: string | undefined };

/** The part of Storage the queue uses (localStorage in the browser). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether an error means the server was not reached (so the scan should wait and be replayed). */
export function isUnreachable(error: unknown): boolean {
  if (!isWmsError(error)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 502) >= 502);
}

function valid(value: unknown): value is QueuedScan {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const body: unknown = v.body;
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.station === 'string' && typeof v.at === 'number' && typeof b.key === 'string' && typeof b.code === 'string';
}

/**
 * The offline queue of a station: scans made while the server is unreachable wait here (saved
 * in storage, so a reload keeps them), in the order they were made, and are sent in that order
 * when the network returns. Each keeps its idempotency key, so a replay of a scan the server did
 * book (the answer was lost) books nothing again. A business refusal of one queued scan is
 * reported and dropped; it stops nothing already booked and the rest still go.
 */
export class StationQueue {
  private items: QueuedScan[];
  private sending = false;

  constructor(private readonly storage: QueueStorage | undefined, private readonly storageKey: string) {
    this.items = this.load();
  }

  private load(): QueuedScan[] {
    try {
      const text = this.storage?.getItem(this.storageKey);
      if (!text) return [];
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(valid) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    try {
      if (this.items.length === 0) this.storage?.removeItem(this.storageKey);
      else this.storage?.setItem(this.storageKey, JSON.stringify(this.items));
    } catch {
      // Storage full or refused: the queue still lives in memory for this page.
    }
  }

  /** The waiting scans, oldest first. */
  pending(): readonly QueuedScan[] {
    return this.items;
  }

  /** Whether a send is under way. */
  get busy(): boolean {
    return this.sending;
  }

  add(scan: QueuedScan): void {
    if (this.items.some((item) => item.id === scan.id)) return;
    this.items = [...this.items, scan];
    this.save();
  }

  /**
   * Sends the waiting scans in order. Stops (keeping the rest, keys unchanged) at the first one
   * the server cannot be reached for; a refusal drops that scan and goes on. Resolves to what
   * happened to each scan it settled. A second call while one runs resolves to [] at once.
   */
  async flush(send: (scan: QueuedScan) => Promise<StationScan>, onOutcome?: (outcome: FlushOutcome) => void): Promise<FlushOutcome[]> {
    if (this.sending) return [];
    this.sending = true;
    const outcomes: FlushOutcome[] = [];
    try {
      while (this.items.length > 0) {
        const scan = this.items[0] as QueuedScan;
        let outcome: FlushOutcome;
        try {
          outcome = { kind: 'booked', scan, answer: await send(scan) };
        } catch (error) {
          if (!isWmsError(error) || isUnreachable(error) || error.kind === 'unauthorized') break;
          outcome = { kind: 'refused', scan, message: error.serverMessage };
        }
        this.items = this.items.filter((item) => item.id !== scan.id);
        this.save();
        outcomes.push(outcome);
        onOutcome?.(outcome);
      }
    } finally {
      this.sending = false;
    }
    return outcomes;
  }
}
