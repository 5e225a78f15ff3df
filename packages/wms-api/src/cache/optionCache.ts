import type { Option } from '../model/options';

/**
 * Options cached per URL (CONTRACT.md §7 'dropdown option URLs'). Concurrent asks for one URL
 * share one request; a failed request is forgotten, so the next ask tries again.
 */
export class OptionCache {
  private readonly entries = new Map<string, Promise<Option[]>>();

  /** The options of `key`, loading them with `load` the first time. */
  get(key: string, load: () => Promise<Option[]>): Promise<Option[]> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = load().catch((error: unknown) => {
      this.entries.delete(key);
      throw error;
    });
    this.entries.set(key, pending);
    return pending;
  }

  /** Forgets one URL, or everything (after a warehouse or language change). */
  clear(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
