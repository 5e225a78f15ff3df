import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { dropIndex, keyboardTarget, pickedMove } from '../model/rowOrder';

/** A row being dragged by the mouse or held by the keyboard. */
export interface RowDrag {
  rowKey: string;
  /** Index (among the rows shown) it would land on. */
  over: number;
  by: 'pointer' | 'keyboard';
}

export interface UseRowDragOptions {
  /** Keys of the rows shown, in order. */
  rowKeys: readonly string[];
  /** The scrolling element (its top edge is where the header starts). */
  scrollRef: RefObject<HTMLElement | null>;
  headerHeight: number;
  rowHeight: number;
  /** Moves the row to where the target row is. */
  onMove: (rowKey: string, targetKey: string) => void;
  /** Says something to screen readers (pick-up, cancel). */
  announce: (text: { kind: 'picked'; row: number } | { kind: 'cancelled' }) => void;
  disabled?: boolean;
}

/**
 * Row reorder by the drag handle: the mouse drags it (the drop slot follows the pointer), and
 * the keyboard moves it with Alt+↑ / Alt+↓, or picks it up with Space or Enter, chooses the
 * place with ↑ / ↓ / Home / End, drops with Enter or Space and cancels with Esc.
 */
export function useRowDrag({ rowKeys, scrollRef, headerHeight, rowHeight, onMove, announce, disabled }: UseRowDragOptions) {
  const [drag, setDrag] = useState<RowDrag | null>(null);
  const dragRef = useRef<RowDrag | null>(null);
  useEffect(() => { dragRef.current = drag; }, [drag]);

  const overAt = useCallback((clientY: number): number => {
    const element = scrollRef.current;
    if (!element) return 0;
    const top = element.getBoundingClientRect().top + element.clientTop;
    return dropIndex(clientY - top - headerHeight + element.scrollTop, rowHeight, rowKeys.length);
  }, [scrollRef, headerHeight, rowHeight, rowKeys.length]);

  // While the pointer drags, the window follows it (the pointer may leave the handle).
  const dragging = drag?.by === 'pointer';
  useEffect(() => {
    if (!dragging) return undefined;
    const move = (event: globalThis.PointerEvent) => {
      setDrag((current) => (current ? { ...current, over: overAt(event.clientY) } : current));
    };
    const up = (event: globalThis.PointerEvent) => {
      const current = dragRef.current;
      setDrag(null);
      if (!current) return;
      const target = rowKeys[overAt(event.clientY)];
      if (target !== undefined && target !== current.rowKey) onMove(current.rowKey, target);
    };
    const cancel = () => { setDrag(null); };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [dragging, overAt, rowKeys, onMove]);

  const onPointerDown = (rowKey: string) => (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    setDrag({ rowKey, over: rowKeys.indexOf(rowKey), by: 'pointer' });
  };

  /** Keys on a handle; true when the key was the drag's (the grid then ignores it). */
  const onKeyDown = (rowKey: string) => (event: KeyboardEvent<HTMLElement>): boolean => {
    if (disabled) return false;
    const index = rowKeys.indexOf(rowKey);
    const held = drag?.by === 'keyboard' && drag.rowKey === rowKey ? drag : null;
    const stop = () => { event.preventDefault(); event.stopPropagation(); return true; };
    if (!held) {
      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        const target = rowKeys[keyboardTarget(index, event.key === 'ArrowUp' ? -1 : 1, rowKeys.length)];
        if (target !== undefined && target !== rowKey) onMove(rowKey, target);
        return stop();
      }
      if (event.key === ' ' || event.key === 'Enter') {
        setDrag({ rowKey, over: index, by: 'keyboard' });
        announce({ kind: 'picked', row: index + 1 });
        return stop();
      }
      return false;
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      setDrag(null);
      announce({ kind: 'cancelled' });
      return event.key === 'Escape' ? stop() : false;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      setDrag(null);
      const target = rowKeys[held.over];
      if (target !== undefined && target !== rowKey) onMove(rowKey, target);
      return stop();
    }
    const over = pickedMove(event.key, held.over, rowKeys.length);
    if (over !== null) {
      setDrag({ ...held, over });
      return stop();
    }
    return stop();
  };

  return { drag, onPointerDown, onKeyDown, cancel: () => { setDrag(null); } };
}
