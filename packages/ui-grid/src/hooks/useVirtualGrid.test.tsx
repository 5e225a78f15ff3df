import { act, renderHook, waitFor } from '@testing-library/react';
import type { UIEvent } from 'react';
import { useVirtualGrid, type VirtualGridOptions } from './useVirtualGrid';

/** A scroller whose size and scroll position the test sets (jsdom lays nothing out). */
function scroller(width: number, height: number) {
  const element = document.createElement('div');
  const position = { top: 0, left: 0 };
  Object.defineProperty(element, 'clientWidth', { value: width });
  Object.defineProperty(element, 'clientHeight', { value: height });
  Object.defineProperty(element, 'scrollTop', { get: () => position.top });
  Object.defineProperty(element, 'scrollLeft', { get: () => position.left });
  return { element, scrollTo: (top: number, left = 0) => { position.top = top; position.left = left; } };
}

/** requestAnimationFrame under the test's control: frames run when the test says. */
function frames() {
  let queue: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queue.push(callback);
    return queue.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return {
    pending: () => queue.length,
    run: () => {
      const now = queue;
      queue = [];
      act(() => { for (const callback of now) callback(performance.now()); });
    },
  };
}

const scrollEvent = {} as UIEvent<HTMLElement>;

function setup(options: Partial<VirtualGridOptions> = {}) {
  const box = scroller(600, 330);
  const scrollRef = { current: box.element };
  let renders = 0;
  const hook = renderHook((props: Partial<VirtualGridOptions>) => {
    renders += 1;
    return useVirtualGrid({ scrollRef, rowCount: 500, rowHeight: 30, columnWidths: Array.from({ length: 60 }, () => 100), headerHeight: 30, overscanRows: 2, overscanColumns: 1, ...props });
  }, { initialProps: options });
  return { ...hook, box, renders: () => renders };
}

/** Scrolls the test's scroller to a position and runs the frame that reads it. */
function scrollWith(view: ReturnType<typeof setup>, frame: ReturnType<typeof frames>) {
  return (top: number, left: number) => {
    view.box.scrollTo(top, left);
    act(() => { view.result.current.onScroll(scrollEvent); });
    frame.run();
  };
}

afterEach(() => { jest.restoreAllMocks(); });

describe('useVirtualGrid', () => {
  it('renders the rows and columns in view, plus overscan', () => {
    frames();
    const { result } = setup();
    // 300 px of rows below a 30 px header: rows 0–9, plus 2; 600 px of columns: 0–5, plus 1.
    expect(result.current.rowIndexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(result.current.columnIndexes).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(result.current.pageRows).toBe(10);
  });

  it('reads the scroll position once, in the next animation frame, and renders the new ranges there', () => {
    const frame = frames();
    const { result, box } = setup();
    box.scrollTo(3000, 1000);
    act(() => {
      result.current.onScroll(scrollEvent);
      result.current.onScroll(scrollEvent);
      result.current.onScroll(scrollEvent);
    });
    // Three scroll events, one frame asked for, nothing rendered yet.
    expect(frame.pending()).toBe(1);
    expect(result.current.rowIndexes[0]).toBe(0);
    frame.run();
    expect(result.current.rowIndexes).toEqual([98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]);
    expect(result.current.columnIndexes).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('renders once for a scroll that changes the ranges, and not at all for one that keeps them', () => {
    const frame = frames();
    const view = setup();
    const { result, renders } = view;
    const scroll = scrollWith(view, frame);
    const mounted = renders();
    scroll(3010, 1010);
    expect(renders()).toBe(mounted + 1);
    // Rows 100–110 and columns 10–16 are in view at both positions.
    scroll(3015, 1020);
    expect(renders()).toBe(mounted + 1);
    expect(result.current.rowIndexes[0]).toBe(98);
  });

  it('says when it is scrolled sideways, from the frame that first shows it, and back', () => {
    const frame = frames();
    const view = setup();
    const { result, renders } = view;
    const scroll = scrollWith(view, frame);
    const mounted = renders();
    expect(result.current.scrolledSideways).toBe(false);
    scroll(0, 20);
    expect(renders()).toBe(mounted + 1);
    expect(result.current.scrolledSideways).toBe(true);
    // Further, with the same ranges: nothing to render.
    scroll(0, 40);
    expect(renders()).toBe(mounted + 1);
    scroll(0, 0);
    expect(renders()).toBe(mounted + 2);
    expect(result.current.scrolledSideways).toBe(false);
  });

  it('renders a sideways scroll that keeps the ranges, for the flag alone', () => {
    const frame = frames();
    // Columns wider than the view: 20 px sideways still shows column 0 alone (plus overscan).
    const view = setup({ columnWidths: Array.from({ length: 60 }, () => 650) });
    const { result, renders } = view;
    const before = result.current.columnIndexes;
    const mounted = renders();
    scrollWith(view, frame)(0, 20);
    expect(result.current.columnIndexes).toEqual(before);
    expect(renders()).toBe(mounted + 1);
    expect(result.current.scrolledSideways).toBe(true);
  });

  it('keeps the focused row and column mounted when they scroll out of view', () => {
    const frame = frames();
    const { result, box } = setup({ keepRow: 1, keepColumn: 0 });
    box.scrollTo(6000, 3000);
    act(() => { result.current.onScroll(scrollEvent); });
    frame.run();
    expect(result.current.rowIndexes[0]).toBe(1);
    expect(result.current.rowIndexes[1]).toBeGreaterThan(100);
    expect(result.current.columnIndexes[0]).toBe(0);
    expect(result.current.columnIndexes[1]).toBeGreaterThan(20);
  });

  it('renders the rows of arriving data at the position already scrolled to', () => {
    const frame = frames();
    const { result, box, rerender } = setup({ rowCount: 0 });
    expect(result.current.rowIndexes).toEqual([]);
    box.scrollTo(0, 2000);
    act(() => { result.current.onScroll(scrollEvent); });
    frame.run();
    rerender({ rowCount: 500 });
    expect(result.current.rowIndexes[0]).toBe(0);
    expect(result.current.columnIndexes[0]).toBe(19);
  });

  it('renders a new size after the ResizeObserver delivery, never inside it', async () => {
    // Rendering inside the delivery changed layout while the browser was still delivering, and
    // WebKit reported "ResizeObserver loop completed with undelivered notifications" as an
    // uncaught error on most lists' first load (issue 36).
    const size = { width: 600, height: 330 };
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { get: () => size.width });
    Object.defineProperty(element, 'clientHeight', { get: () => size.height });
    let deliver: () => void = () => undefined;
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) { deliver = () => { callback([], this); }; }
      observe() { /* the test delivers */ }
      unobserve() { /* nothing observed */ }
      disconnect() { /* nothing observed */ }
    }
    const previous = globalThis.ResizeObserver;
    globalThis.ResizeObserver = FakeResizeObserver;
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    try {
      let renders = 0;
      const { result } = renderHook(() => {
        renders += 1;
        return useVirtualGrid({ scrollRef: { current: element }, rowCount: 500, rowHeight: 30, columnWidths: Array.from({ length: 60 }, () => 100), headerHeight: 30, overscanRows: 2, overscanColumns: 1 });
      });
      expect(result.current.rowIndexes).toHaveLength(12);
      // A browser's delivery, outside React's act: the update is scheduled, not rendered in it.
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      size.height = 630;
      const before = renders;
      deliver();
      expect(renders).toBe(before);
      await waitFor(() => { expect(result.current.rowIndexes).toHaveLength(22); });
      expect(result.current.pageRows).toBe(20);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      globalThis.ResizeObserver = previous;
    }
  });

  it("with firstMeasure 'observer', reads no size in the mount's commit and renders a report only when its ranges differ", async () => {
    // Issue 50: reading the size in the commit forced a style and layout of the whole page before
    // the first rows reached the DOM. The fallback is a bound of the viewport (the window's width).
    const size = { width: 600, height: 330 };
    let reads = 0;
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientWidth', { get: () => { reads += 1; return size.width; } });
    Object.defineProperty(element, 'clientHeight', { get: () => { reads += 1; return size.height; } });
    let deliver: () => void = () => undefined;
    class FakeResizeObserver {
      constructor(callback: ResizeObserverCallback) { deliver = () => { callback([], this); }; }
      observe() { /* the test delivers */ }
      unobserve() { /* nothing observed */ }
      disconnect() { /* nothing observed */ }
    }
    const previous = globalThis.ResizeObserver;
    globalThis.ResizeObserver = FakeResizeObserver;
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    try {
      let renders = 0;
      const { result } = renderHook(() => {
        renders += 1;
        return useVirtualGrid({ scrollRef: { current: element }, rowCount: 500, rowHeight: 30, columnWidths: Array.from({ length: 60 }, () => 100), headerHeight: 30, overscanRows: 2, overscanColumns: 1, fallbackSize: { width: 640, height: 330 }, firstMeasure: 'observer' });
      });
      // The fallback's ranges, nothing read: 300 px of rows (0–9, plus 2), 640 px of columns (0–6, plus 1).
      expect(reads).toBe(0);
      expect(renders).toBe(1);
      expect(result.current.rowIndexes).toHaveLength(12);
      expect(result.current.columnIndexes).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
      // The report: 600 px wide gives columns 0–5 plus 1, not the same: rendered after the delivery.
      deliver();
      expect(reads).toBeGreaterThan(0);
      await waitFor(() => { expect(result.current.columnIndexes).toEqual([0, 1, 2, 3, 4, 5, 6]); });
      const settled = renders;
      // A report of another size with the same ranges renders nothing.
      size.width = 590;
      deliver();
      await new Promise((resolve) => { setTimeout(resolve, 20); });
      expect(renders).toBe(settled);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      globalThis.ResizeObserver = previous;
    }
  });
});
