import { useCallback, useState } from 'react';

/** The stations' settings kept on this device (never sent): the sound off, station mode on. */
export const MUTED_KEY = 'wms.station.muted';
export const STATION_MODE_KEY = 'wms.station.fullScreen';

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked (a private window's policy): the settings last as long as the page.
    return undefined;
  }
}

/** A setting of this device: on when its key holds '1'. */
export function readFlag(key: string): boolean {
  try {
    return store()?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Remembers a setting on this device ('1', or removed when off). */
export function writeFlag(key: string, on: boolean): void {
  try {
    if (on) store()?.setItem(key, '1');
    else store()?.removeItem(key);
  } catch {
    // Storage full or blocked: the setting holds for this page only.
  }
}

/** A device setting as React state, written through to localStorage on every change. */
export function useDeviceFlag(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readFlag(key));
  const set = useCallback((next: boolean) => {
    writeFlag(key, next);
    setOn(next);
  }, [key]);
  return [on, set];
}
