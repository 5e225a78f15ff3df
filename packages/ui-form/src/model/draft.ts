import type { FormValues } from './values';

/** Where drafts are kept: sessionStorage in a browser (this tab only, gone with it). */
export interface DraftStore {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

const PREFIX = 'wms.draft:';

function defaultStore(): DraftStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked: drafts are simply not kept
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The unsaved values of a form, kept under `key` (e.g. the drawer's route and record), so that
 * what a user typed survives a session that ended mid-edit: the app goes to login and back, and
 * the form opens with the draft. Only own, plain keys are read back (never `__proto__`).
 */
export function readDraft(key: string, store: DraftStore | undefined = defaultStore()): FormValues | undefined {
  const text = store?.getItem(PREFIX + key);
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return undefined;
    const values: FormValues = {};
    for (const [prop, value] of Object.entries(parsed)) {
      if (prop === '__proto__' || prop === 'constructor' || prop === 'prototype') continue;
      values[prop] = value;
    }
    return values;
  } catch {
    return undefined;
  }
}

/** Keeps the draft (values that JSON cannot hold, such as files, are left out by JSON). */
export function writeDraft(key: string, values: Readonly<FormValues>, store: DraftStore | undefined = defaultStore()): void {
  try {
    store?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // full or blocked storage: the form itself still holds the values
  }
}

/** Forgets the draft (after a save, a reset, or a discard the user chose). */
export function clearDraft(key: string, store: DraftStore | undefined = defaultStore()): void {
  store?.removeItem(PREFIX + key);
}
