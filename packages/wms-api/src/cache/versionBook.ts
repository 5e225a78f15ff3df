/**
 * The versions this client has read, per list and record id (CONTRACT.md, "Version"): every
 * list page, detail and saved record notes its rows' `version`, so a later update, delete or
 * operation on those ids sends the version it read without the caller passing it. A caller that
 * knows better (the drawer's own base record, the rows a list shows) passes versions itself;
 * those win.
 *
 * Bounded: the oldest entries go first once it holds `limit` records.
 */
export class VersionBook {
  private readonly entries = new Map<string, number>();

  constructor(private readonly limit = 20_000) {}

  private static key(menuCode: string, id: string | number): string {
    return `${menuCode}\u0000${String(id)}`;
  }

  /** Notes the version of each row that has an id and a numeric version. */
  note(menuCode: string, rows: readonly unknown[]): void {
    for (const row of rows) {
      if (typeof row !== 'object' || row === null) continue;
      const { id, version } = row as { id?: unknown; version?: unknown };
      if ((typeof id !== 'string' && typeof id !== 'number') || id === '') continue;
      const n = typeof version === 'string' && version.trim() !== '' ? Number(version) : version;
      if (typeof n !== 'number' || !Number.isInteger(n)) continue;
      const key = VersionBook.key(menuCode, id);
      // Re-inserted at the end: the map's order is the order of last reads.
      this.entries.delete(key);
      this.entries.set(key, n);
    }
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** The version last read of one record, or undefined. */
  of(menuCode: string, id: string | number | undefined): number | undefined {
    return id === undefined ? undefined : this.entries.get(VersionBook.key(menuCode, id));
  }

  /** `{ "<id>": version }` for the ids whose version was read (none: an empty object). */
  versionsOf(menuCode: string, ids: readonly (string | number)[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const id of ids) {
      const version = this.of(menuCode, id);
      if (version !== undefined) out[String(id)] = version;
    }
    return out;
  }

  clear(): void {
    this.entries.clear();
  }
}

const books = new WeakMap<object, VersionBook>();

/** The version book of one client, shared by every call factory made over it. */
export function versionBookOf(client: object): VersionBook {
  let book = books.get(client);
  if (!book) {
    book = new VersionBook();
    books.set(client, book);
  }
  return book;
}

/** The menu code of a list path of our contract (`/{menuCode}/list/{page}`), or undefined. */
export function listMenuOf(path: string): string | undefined {
  return /^\/?([A-Za-z0-9_]+)\/list(?:\/|$|\?)/.exec(path)?.[1];
}

/** The versions of rows a list shows, as a write sends them: `{ "<id>": version }`. */
export function versionsOfRows(rows: readonly Record<string, unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows) {
    const { id, version } = row;
    const n = typeof version === 'string' && version.trim() !== '' ? Number(version) : version;
    if ((typeof id === 'string' || typeof id === 'number') && typeof n === 'number' && Number.isInteger(n)) out[String(id)] = n;
  }
  return out;
}
