import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject, type UIEvent } from 'react';
import { columnOffsets, indexesToRender, sameRange, visibleColumns, visibleRows, type IndexRange } from '../model/virtual';

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
  /** Viewport used before the element is measured (jsdom, first paint). */
  fallbackSize?: { width: number; height: number };
  overscanRows?: number;
  overscanColumns?: number;
}

export interface VirtualGrid {
  /** Data rows to render, in order (the kept row included). */
  rowIndexes: number[];
  /** Columns to render, in order (the kept column included). */
  columnIndexes: number[];
  /** Left offset of each column within the virtualised area; the last entry is its width. */
  offsets: number[];
  totalWidth: number;
  totalHeight: number;
  /** Rows one viewport holds (PageUp/PageDown). */
  pageRows: number;
  /** Pass to the scroller's onScroll. */
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/**
 * Row and column virtualisation over one scrolling element. It renders only the rows and columns
 * in view (plus overscan) and, unlike react-window's Grid, keeps the focused cell mounted when it
 * scrolls out of view (roving focus must not fall to <body>) and leaves row elements and their
 * aria-rowindex to the caller (a paged grid's rows start at (page - 1) × size + header rows).
 * State changes only when the rendered ranges change, so scrolling inside them costs nothing.
 */
export function useVirtualGrid(options: VirtualGridOptions): VirtualGrid {
  const { scrollRef, rowCount, rowHeight, columnWidths, headerHeight = 0, leadingWidth = 0, keepRow, keepColumn, fallbackSize = { width: 1200, height: 600 }, overscanRows = 6, overscanColumns = 2 } = options;
  const offsets = useMemo(() => columnOffsets(columnWidths), [columnWidths]);
  const [viewport, setViewport] = useState(fallbackSize);
  const scroll = useRef({ top: 0, left: 0 });
  const [rows, setRows] = useState<IndexRange>(() => visibleRows(0, fallbackSize.height - headerHeight, rowHeight, rowCount, overscanRows));
  const [cols, setCols] = useState<IndexRange>(() => visibleColumns(0, fallbackSize.width - leadingWidth, offsets, overscanColumns));

  const recompute = useCallback(() => {
    const nextRows = visibleRows(scroll.current.top, viewport.height - headerHeight, rowHeight, rowCount, overscanRows);
    const nextCols = visibleColumns(Math.max(0, scroll.current.left - leadingWidth), viewport.width - leadingWidth, offsets, overscanColumns);
    setRows((prev) => (sameRange(prev, nextRows) ? prev : nextRows));
    setCols((prev) => (sameRange(prev, nextCols) ? prev : nextCols));
  }, [viewport, headerHeight, rowHeight, rowCount, overscanRows, leadingWidth, offsets, overscanColumns]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0 && element.clientHeight > 0) {
        setViewport((prev) => (prev.width === element.clientWidth && prev.height === element.clientHeight ? prev : { width: element.clientWidth, height: element.clientHeight }));
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => { observer.disconnect(); };
  }, [scrollRef]);

  useLayoutEffect(recompute, [recompute]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      scroll.current = { top: event.currentTarget.scrollTop, left: event.currentTarget.scrollLeft };
      recompute();
    },
    [recompute],
  );

  // The ranges are recomputed after layout; until then they may still reach past a shrunken
  // page or column list, so indexes are bounded here.
  const rowIndexes = useMemo(() => indexesToRender(rows, keepRow !== undefined && keepRow < rowCount ? keepRow : undefined).filter((i) => i < rowCount), [rows, keepRow, rowCount]);
  const columnIndexes = useMemo(() => indexesToRender(cols, keepColumn !== undefined && keepColumn < columnWidths.length ? keepColumn : undefined).filter((i) => i < columnWidths.length), [cols, keepColumn, columnWidths.length]);

  return {
    rowIndexes,
    columnIndexes,
    offsets,
    totalWidth: offsets[offsets.length - 1] ?? 0,
    totalHeight: rowCount * rowHeight,
    pageRows: Math.max(1, Math.floor((viewport.height - headerHeight) / rowHeight)),
    onScroll,
  };
}
