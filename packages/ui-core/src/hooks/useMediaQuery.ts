import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes (a rotated handheld, a resized
 * window). Pass one of the theme's `MEDIA` queries, e.g. `useMediaQuery(MEDIA.narrow)`. Without
 * `window.matchMedia` (a server render, an old test DOM) it is `false`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => { list.removeEventListener('change', changed); };
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
