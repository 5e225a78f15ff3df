import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { columnOffsets, indexesToRender, sameRange, visibleColumns, visibleRows } from '../model/virtual';

export interface VirtualGridOptions {
  /** The scrolling element (the grid). */
  scrollRef: RefObject<HTMLElement | null>;
  /** Data rows (virtualised). */
  rowCount: number;
  rowHeight: number;
  /** Widths of the virtualised columns, in order. */
  columnWidths: readonly number[];
  /** Height taken above the data rows inside the scroller (sticky header rows). */
  headerHeight?: number;
  /** Width taken left of the virtualised columns (fixed columns). */
  leadingWidth?: number;
  /** The focused data row and column, kept mounted when scrolled out of view. */
  keepRow?: number;
  keepColumn?: number;
  /** A column kept in view when the grid scrolls sideways (rendered whatever the scroll). */
  pinnedColumn?: number;
  /** Viewport used before the element is measured (jsdom, first paint). */
  fallbackSize?: { width: number; height: number };
  overscanRows?: number;
  overscanColumns?: number;
  /**
   * When the viewport is first measured: `'commit'` (the default) in the commit that mounts the
   * grid, before its first paint, which forces a style and layout of the page there; `'observer'`
   * in the ResizeObserver's first report (after the first frame's layout), the first frame
   * rendering the ranges of `fallbackSize`, which should then be the viewport's size or a bound
   * of it (a larger fallback renders a few cells more, a smaller one a few less until the report).
   */
  firstMeasure?: 'commit' | 'observer';
}

export interface VirtualGrid {
  /** Data rows to render, in order (the kept row included). */
  rowIndexes: number[];
  /** Columns to render, in order (the kept and the pinned column included). */
  columnIndexes: number[];
  /** Left offset of each column within the virtualised area; the last entry is its width. */
  offsets: number[];
  totalWidth: number;
  totalHeight: number;
  /** Rows one viewport holds (PageUp/PageDown). */
  pageRows: number;
  /**
   * The scroller is scrolled sideways (its scrollLeft as last read is over 0): rendered in the
   * same frame as the ranges are, when it changes (a pinned column is sticky only then, DataGrid).
   */
  scrolledSideways: boolean;
  /**
   * Pass to the scroller's onScroll. It only asks for an animation frame: the scroll position is
   * read once a frame, in that frame's callback (see useVirtualGrid).
   */
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * Row and column virtualisation over one scrolling element. It renders only the rows and columns
 * in view (plus overscan) and, unlike react-window's Grid, keeps the focused cell mounted when it
 * scrolls out of view (roving focus must not fall to <body>) and leaves row elements and their
 * aria-rowindex to the caller (a paged grid's rows start at (page - 1) × size + header rows).
 *
 * Scrolling, frame by frame (issue 20, the CPU profile in the README): a scroll event only asks
 * for an animation frame. In that frame's callback the position is read once — after the
 * frame's scroll steps and before its style, layout and paint, so the read finds layout clean
 * instead of forcing it after React's last commit — and, only when the rendered ranges change,
 * the new ranges are rendered synchronously (flushSync), so the frame paints the rows for the
 * position it shows rather than those of the frame before. The ranges are derived from that
 * position during render, so new data (rowCount) renders its rows in the same render.
 */
export function useVirtualGrid(options: VirtualGridOptions): VirtualGrid {
  const { scrollRef, rowCount, rowHeight, columnWidths, headerHeight = 0, leadingWidth = 0, keepRow, keepColumn, pinnedColumn, fallbackSize = { width: 1200, height: 600 }, overscanRows = 6, overscanColumns = 2, firstMeasure = 'commit' } = options;
  const offsets = useMemo(() => columnOffsets(columnWidths), [columnWidths]);
  // The viewport and scroll position the ranges come from. They are set only when the ranges (or
  // the rows a page holds) they give differ from those on screen: a measure or a scroll that
  // keeps the ranges renders nothing.
  const [view, setView] = useState(() => ({ top: 0, left: 0, width: fallbackSize.width, height: fallbackSize.height }));
  const rangesAt = useCallback(
    (top: number, left: number, width: number, height: number) => ({
      rows: visibleRows(top, height - headerHeight, rowHeight, rowCount, overscanRows),
      cols: visibleColumns(Math.max(0, left - leadingWidth), width - leadingWidth, offsets, overscanColumns),
      pageRows: Math.max(1, Math.floor((height - headerHeight) / rowHeight)),
    }),
    [headerHeight, rowHeight, rowCount, overscanRows, leadingWidth, offsets, overscanColumns],
  );
  const { rows, cols, pageRows } = useMemo(() => rangesAt(view.top, view.left, view.width, view.height), [rangesAt, view]);
  const sideways = view.left > 0;

  // What the measure and the frame callback compare against: the ranges of the last render and
  // how to compute them.
  const rendered = useRef({ rows, cols, pageRows, rangesAt, sideways });
  useLayoutEffect(() => {
    rendered.current = { rows, cols, pageRows, rangesAt, sideways };
  });

  // The position as last read (by a frame callback) and the size as last measured (or the
  // fallback until then): a change of data or widths while scrolled re-derives the ranges from
  // them without reading the DOM, which right after a commit would force a layout (a position
  // the callback has not read yet has its frame coming).
  const scroll = useRef({ top: 0, left: 0 });
  const size = useRef({ width: fallbackSize.width, height: fallbackSize.height });
  /** Renders the ranges of the position and size read last, if they differ from those on screen. */
  const sync = useCallback((render: (update: () => void) => void) => {
    const { top, left } = scroll.current;
    const { width, height } = size.current;
    const current = rendered.current;
    const next = current.rangesAt(top, left, width, height);
    if (sameRange(next.rows, current.rows) && sameRange(next.cols, current.cols) && next.pageRows === current.pageRows && (left > 0) === current.sideways) return;
    render(() => { setView({ top, left, width, height }); });
  }, []);

  // The viewport is measured by a ResizeObserver and, with `firstMeasure: 'commit'`, also at once
  // in the commit that mounts the grid. Reading it there forces the browser to style and lay out
  // the whole page in the middle of the mount (issue 50: the DataGrid's first row reached the DOM
  // after that layout, 3.2× later than a bare react-data-grid's), so the DataGrid gives a
  // fallback size that its own box cannot exceed (the window's width, its own height) and
  // leaves the measure to the observer: its first report comes after the first frame's layout,
  // before its paint, and renders nothing when the ranges are the same. (Issue 37 measured in
  // the commit because a first page arriving before the observer's report was rendered for a
  // 1,200 px fallback and again for the real width; with the window's width it is not, unless
  // the grid is narrower by a column or more.)
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width <= 0 || height <= 0) return;
      size.current = { width, height };
      // A later size is rendered after the observer's delivery, not inside it (no flushSync): a
      // render inside the delivery changes layout while the browser is still delivering, and
      // WebKit then reported "ResizeObserver loop completed with undelivered notifications" as an
      // uncaught error on most lists' first load (issue 36; Chromium and Firefox did not). The
      // frame a resize paints before that render shows the old ranges, which keep their overscan.
      // In the commit, the update renders before the first paint (a layout effect's update).
      sync((update) => { update(); });
    };
    const observed = typeof ResizeObserver !== 'undefined';
    if (firstMeasure === 'commit' || !observed) measure();
    if (!observed) return undefined;
    const observer = new ResizeObserver(measure);
    // The border box: a scrollbar that a render makes appear (rows taller than the
    // viewport, columns wider) shrinks the content box, not the border box. Observing the content
    // box, that change came within the same ResizeObserver delivery, for an element no deeper than
    // the one just delivered, and the browser reported "ResizeObserver loop completed with
    // undelivered notifications" as an uncaught error on every list's first load wherever
    // scrollbars take room: Firefox, Chrome on Windows (Playwright's Chromium hides them). The
    // ranges keep their overscan, so a viewport a scrollbar's width larger only renders a little more.
    observer.observe(element, { box: 'border-box' });
    return () => { observer.disconnect(); };
    // The first measure's mode is read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRef, sync]);

  useLayoutEffect(() => {
    sync((update) => { update(); });
  }, [rangesAt, sync]);

  const frame = useRef(0);
  useEffect(() => () => { if (frame.current) cancelAnimationFrame(frame.current); }, []);
  const onScroll = useCallback(() => {
    const read = () => {
      const element = scrollRef.current;
      if (element) scroll.current = { top: element.scrollTop, left: element.scrollLeft };
    };
    if (typeof requestAnimationFrame === 'undefined') {
      read();
      sync((update) => { update(); });
      return;
    }
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      read();
      sync((update) => { flushSync(update); });
    });
  }, [scrollRef, sync]);

  // Bounded here as well: a range may still reach past a page or column list that just shrank.
  const keptRow = keepRow !== undefined && keepRow < rowCount ? keepRow : undefined;
  const keptColumn = keepColumn !== undefined && keepColumn < columnWidths.length ? keepColumn : undefined;
  const rowIndexes = useMemo(() => indexesToRender({ start: rows.start, end: rows.end }, keptRow).filter((i) => i < rowCount), [rows.start, rows.end, keptRow, rowCount]);
  const pinned = pinnedColumn !== undefined && pinnedColumn < columnWidths.length ? pinnedColumn : undefined;
  const columnIndexes = useMemo(() => {
    const indexes = indexesToRender({ start: cols.start, end: cols.end }, keptColumn).filter((i) => i < columnWidths.length);
    return pinned === undefined || indexes.includes(pinned) ? indexes : [...indexes, pinned].sort((a, b) => a - b);
  }, [cols.start, cols.end, keptColumn, pinned, columnWidths.length]);

  return {
    rowIndexes,
    columnIndexes,
    offsets,
    totalWidth: offsets[offsets.length - 1] ?? 0,
    totalHeight: rowCount * rowHeight,
    pageRows,
    scrolledSideways: sideways,
    onScroll,
  };
}
