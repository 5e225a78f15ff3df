import { useEffect, useRef, useState } from 'react';
import { recordChange, touchesMenu, type LiveEvent, type LiveFeed, type LiveSignal } from './liveFeed';

/**
 * Calls `run` for signals, at most once every `minIntervalMs` however many arrive: the first at
 * once, the ones within the interval folded into one call at its end.
 */
export function throttled(run: () => void, minIntervalMs: number, now: () => number = Date.now): { hit: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    run();
  };
  return {
    hit: () => {
      if (timer !== undefined) return;
      const wait = last + minIntervalMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * A refresh counter for a list of `menuCode` (or several; `'*'`: any change, e.g. a console's
 * figures) that follows the feed: it goes up when a change touches the menu (or on a reset or
 * poll), at most once every `minIntervalMs` (default a second). Give it to a DataGrid's
 * `refreshKey`. Without a feed (or with `menuCode` undefined) it stays 0.
 *
 * @example
 * const refreshKey = useLiveRefresh(feed, 'asn');
 * <DataGrid refreshKey={refreshKey} … />
 */
export function useLiveRefresh(feed: LiveFeed | undefined, menuCode: string | readonly string[] | undefined, minIntervalMs = 1000): number {
  const [count, setCount] = useState(0);
  const menus = menuCode === undefined ? undefined : typeof menuCode === 'string' ? [menuCode] : menuCode;
  const key = menus?.join(',');
  useEffect(() => {
    if (!feed || key === undefined) return undefined;
    const codes = key.split(',');
    const gate = throttled(() => { setCount((n) => n + 1); }, minIntervalMs);
    const stop = feed.subscribe((signal: LiveSignal) => {
      // An import's progress is no write (its rows come as changes).
      if (signal.type !== 'import' && codes.some((code) => code === '*' || touchesMenu(signal, code))) gate.hit();
    });
    return () => {
      stop();
      gate.cancel();
    };
  }, [feed, key, minIntervalMs]);
  return count;
}

/**
 * Calls `onChange` when a change event names the record `id` of `menuCode` (an open drawer's
 * record): with the event and whether it was deleted.
 */
export function useRecordEvents(feed: LiveFeed | undefined, menuCode: string | undefined, id: string | number | undefined, onChange: (event: LiveEvent, kind: 'changed' | 'deleted') => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!feed || menuCode === undefined || id === undefined) return undefined;
    return feed.subscribe((signal) => {
      if (signal.type !== 'change') return;
      const hit = recordChange(signal.event, menuCode, id);
      if (hit) latest.current(signal.event, hit.kind);
    });
  }, [feed, menuCode, id]);
}
