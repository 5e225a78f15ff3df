/**
 * The in-process event bus (issue 28): one change event per committed write, kept in a bounded
 * ring buffer for `Last-Event-ID` resumption, fanned out to the `/events` subscribers, each of
 * which sees only what its session may see (see `visibleTo`).
 */

/** What kind of write an event reports. */
export type ChangeKind = 'insert' | 'update' | 'delete' | 'operation' | 'booking';

/** One record a write touched (kept on the server; subscribers get the visible part). */
export interface Touch {
  table: string;
  id: number;
  /** The row's warehouse ('' for a table that is not per warehouse). */
  whseid: string;
  /** The row's owner (shipper) when its table has an owner field, else ''. */
  owner: string;
  op: 'insert' | 'update' | 'delete';
  /** The row's version after the write, when the table has one. */
  version: number | null;
}

/** A committed write, as published on the bus. */
export interface ChangeEvent {
  /** Monotonic across the server's life and its restarts (starts at boot time × 1000). */
  id: number;
  kind: ChangeKind;
  userid: string;
  username: string;
  /** 'yyyy-MM-dd HH:mm:ss' of the server clock. */
  time: string;
  /** The call that wrote (its path under /GT_WMS_APP, without the query). */
  call: string;
  touches: readonly Touch[];
}

/** Who listens: what the session may see. */
export interface Audience {
  whseid: string;
  /** Menu codes the session's role may open. */
  menus: ReadonlySet<string>;
  /** A shipper user's owners (undefined: every owner). */
  owners?: readonly string[];
}

/** The event a subscriber receives (the `data` of an SSE message, JSON). */
export interface WireEvent {
  id: number;
  kind: ChangeKind;
  /** Menu codes of the lists the write touches that the session may open. */
  menus: string[];
  /** Ids of the touched records the session may see (all groups; see `groups` for which list). */
  ids: number[];
  /** The version of the record after the write, when the write touched one versioned record of its first list. */
  version: number | null;
  user: string;
  userName: string;
  time: string;
  /** Per table touched: the menus over it and the ids; `more` when ids were cut at MAX_IDS. */
  groups: { menus: string[]; ids: number[]; deleted?: number[]; versions?: Record<string, number>; more?: true }[];
}

/** Most ids sent per group (a wave release may touch thousands of rows; lists refetch anyway). */
export const MAX_IDS = 200;

export interface TableInfo {
  menus: readonly string[];
  scoped: boolean;
  hasOwner: boolean;
}

export type Listener = (event: ChangeEvent) => void;

/**
 * A message for one user's streams, not a write: an import job's progress (issue 38). Sent as
 * the SSE event `event` without an id (it is not resumable: the job's state can be asked for).
 */
export interface Notice {
  userid: string;
  whseid: string;
  event: 'import';
  data: Record<string, unknown>;
}

export class EventBus {
  private readonly ring: ChangeEvent[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly noticeListeners = new Set<(notice: Notice) => void>();
  private next: number;

  constructor(
    private readonly tables: ReadonlyMap<string, TableInfo>,
    readonly capacity = 2000,
    start = Date.now() * 1000,
  ) {
    this.next = start;
  }

  /** Publishes a committed write; returns its event. */
  publish(input: Omit<ChangeEvent, 'id'>): ChangeEvent {
    this.next += 1;
    const event: ChangeEvent = { id: this.next, ...input };
    this.ring.push(event);
    if (this.ring.length > this.capacity) this.ring.splice(0, this.ring.length - this.capacity);
    for (const listener of this.listeners) listener(event);
    return event;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a notice to the streams of its user (listening now; a notice is not kept). */
  notify(notice: Notice): void {
    for (const listener of this.noticeListeners) listener(notice);
  }

  onNotice(listener: (notice: Notice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  /** The last id published (or the start). */
  get lastId(): number {
    return this.next;
  }

  /**
   * Events after `lastId` still in the ring, or 'gap' when some of them have left it (or the id
   * is from the future, e.g. a clock set back): the subscriber must refetch what it shows.
   */
  since(lastId: number): ChangeEvent[] | 'gap' {
    if (lastId > this.next) return 'gap';
    if (lastId === this.next) return [];
    const first = this.ring[0];
    if (!first || lastId < first.id - 1) return 'gap';
    return this.ring.filter((e) => e.id > lastId);
  }

  /** The part of an event an audience may see, or null when it may see nothing of it. */
  visibleTo(event: ChangeEvent, audience: Audience): WireEvent | null {
    const byTable = new Map<string, Touch[]>();
    for (const t of event.touches) {
      const info = this.tables.get(t.table);
      if (!info) continue;
      if (info.scoped && t.whseid !== audience.whseid) continue;
      if (audience.owners && info.hasOwner && !audience.owners.includes(t.owner)) continue;
      const list = byTable.get(t.table) ?? [];
      list.push(t);
      byTable.set(t.table, list);
    }
    const groups: WireEvent['groups'] = [];
    const menus = new Set<string>();
    const ids = new Set<number>();
    let version: number | null = null;
    for (const [table, touches] of byTable) {
      const info = this.tables.get(table);
      const visibleMenus = (info?.menus ?? []).filter((m) => audience.menus.has(m));
      if (visibleMenus.length === 0) continue;
      // One touch a record: its last operation, and its highest version (a version trigger's
      // own UPDATE inside the write notes the row a second time).
      const byId = new Map<number, Touch>();
      for (const t of touches) {
        const had = byId.get(t.id);
        const version = had && had.version !== null && (t.version === null || had.version > t.version) ? had.version : t.version;
        byId.set(t.id, { ...t, version });
      }
      const unique = [...byId.values()];
      const cut = unique.slice(0, MAX_IDS);
      const group: WireEvent['groups'][number] = { menus: visibleMenus, ids: cut.map((t) => t.id) };
      const deleted = cut.filter((t) => t.op === 'delete').map((t) => t.id);
      if (deleted.length) group.deleted = deleted;
      const versions = cut.filter((t) => t.version !== null);
      if (versions.length) group.versions = Object.fromEntries(versions.map((t) => [String(t.id), t.version as number]));
      if (unique.length > MAX_IDS) group.more = true;
      if (groups.length === 0 && unique.length === 1) version = unique[0]?.version ?? null;
      groups.push(group);
      for (const m of visibleMenus) menus.add(m);
      for (const t of cut) ids.add(t.id);
    }
    if (groups.length === 0) return null;
    return { id: event.id, kind: event.kind, menus: [...menus], ids: [...ids], version, user: event.userid, userName: event.username, time: event.time, groups };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The change-event bus (absent when the server runs without events). */
    changeBus?: EventBus;
  }
}
