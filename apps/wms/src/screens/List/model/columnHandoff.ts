/** What a column handoff needs of a data source. */
interface ColumnsSource<Columns> {
  loadColumns(): Promise<Columns>;
  saveColumns(...args: never[]): Promise<unknown>;
  resetColumns(...args: never[]): Promise<unknown>;
}

/**
 * The list screen loads its column configuration before it shows the grid, and the grid then
 * asks for the same configuration: one request too many before the first row (issue 20). The
 * list hands its answer over instead: `offer` keeps the list's load, and the first loadColumns
 * of each source made by `sourceFor` takes it (once); every later call (a reload after the
 * column settings were saved) asks the server. Saving or resetting the columns through such a
 * source drops what was offered: it no longer says what the server holds.
 */
export function createColumnHandoff<Columns>() {
  let offered: Promise<Columns> | undefined;
  return {
    /** Keeps `load` for the next grid; returns it. */
    offer(load: Promise<Columns>): Promise<Columns> {
      offered = load;
      return load;
    },
    /** A source for one grid mount: its first loadColumns takes what was offered, if anything. */
    sourceFor<Source extends ColumnsSource<Columns>>(source: Source): Source {
      let first = true;
      return {
        ...source,
        loadColumns: () => {
          const taken = first ? offered : undefined;
          first = false;
          offered = undefined;
          return taken ?? source.loadColumns();
        },
        saveColumns: (...args: Parameters<Source['saveColumns']>) => {
          offered = undefined;
          return source.saveColumns(...args);
        },
        resetColumns: (...args: Parameters<Source['resetColumns']>) => {
          offered = undefined;
          return source.resetColumns(...args);
        },
      };
    },
  };
}
