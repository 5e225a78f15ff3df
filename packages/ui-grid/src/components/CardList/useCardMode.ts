import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { drawsCards } from '../../model/cards';

/** How a DataGrid draws its rows: by its width (`auto`), always a grid, or always cards. */
export type GridLayoutMode = 'auto' | 'grid' | 'cards';

/**
 * The first guess, before the grid's box is measured: a window narrower than `below` holds a
 * narrower box. Read from `innerWidth` (the viewport's width with its scrollbar, as a max-width
 * media query reads it; the DataGrid's render reads it anyway for its first ranges), not through
 * `matchMedia`, which made, parsed and evaluated a media query list in every grid's first render
 * (about 0.7 ms of the bench's profiled mount, issue 50).
 */
function windowIsNarrower(below: number): boolean {
  if (typeof window === 'undefined') return false;
  return drawsCards(window.innerWidth, below);
}

/**
 * Whether the DataGrid draws cards: by the width of its own box (a ResizeObserver on the element
 * given to `measure`, a callback ref), not the window's nor the device's user agent. The first
 * render guesses from the window (a phone's list mounts as cards, never as a grid first). The box
 * is not measured in the mount's commit (that would force a layout of the page before the first
 * row is in the DOM, issue 50): the observer's first notice comes after the frame's layout, and a
 * change of mode is rendered after the observer's delivery, not inside it. (Rendered inside it,
 * with flushSync, the new mode changed the box's size while the browser was still delivering, and
 * WebKit reported "ResizeObserver loop completed with undelivered notifications" as an uncaught
 * error: the floor's shell at 360 and 1280 px failed now and then, issue 50's guest pass.) So a
 * box narrower than its window — a handheld layout on a desk screen, a side panel — shows its
 * guess for one frame before its cards; a phone's list, guessed from the window, never does. It follows the box as it
 * resizes (a rotated handheld, a side panel); an unmeasured box (0 wide: not laid out, or a test
 * DOM without ResizeObserver) keeps the guess.
 */
export function useCardMode(mode: GridLayoutMode, below: number): { cards: boolean; measure: (element: HTMLElement | null) => (() => void) | undefined } {
  const [measured, setMeasured] = useState(() => mode === 'auto' && windowIsNarrower(below));
  const auto = mode === 'auto';
  // The answer on screen, so that a notice giving the same answer renders nothing: React does not
  // drop an unchanged state set right after the component rendered, and the first notice (every
  // mount's) cost the whole DataGrid one more render inside the observer's delivery, before its
  // first paint (issue 50).
  const shown = useRef(measured);
  useLayoutEffect(() => {
    shown.current = measured;
  }, [measured]);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element || !auto || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      const width = entry ? (entry.borderBoxSize[0]?.inlineSize ?? entry.contentRect.width) : 0;
      const next = width > 0 ? drawsCards(width, below) : shown.current;
      if (next !== shown.current) setMeasured(next);
    });
    observer.observe(element);
    return () => { observer.disconnect(); };
  }, [auto, below]);
  return { cards: auto ? measured : mode === 'cards', measure };
}
