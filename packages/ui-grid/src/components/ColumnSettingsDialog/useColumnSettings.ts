import { useCallback, useEffect, useRef, useState } from 'react';
import {
  TAB_CONFIG_TYPE,
  columnsToSave,
  failureMessage,
  listsChanged,
  listsFromConfig,
  stateFromConfig,
  validateShown,
  type ColumnLists,
  type ColumnSettingsError,
  type ColumnSettingsState,
  type ColumnSettingsTab,
  type FailureMessage,
} from '../../model/columnSettings';
import type { ColumnConfigTypeCode, ColumnSettingsSource } from '../../model/types';

const TABS: readonly ColumnSettingsTab[] = ['display', 'export'];

/** What the dialog is doing with the server. */
export type ColumnSettingsStatus =
  | { kind: 'loading' }
  | { kind: 'failed'; reason: FailureMessage }
  | { kind: 'ready' };

/** Success of a save or a reset, for the caller to show (one message a config type). */
export type ColumnSettingsOutcome = { action: 'saved' | 'restored'; type: ColumnConfigTypeCode };

export interface ColumnSettingsController {
  status: ColumnSettingsStatus;
  tab: ColumnSettingsTab;
  setTab: (tab: ColumnSettingsTab) => void;
  lists: ColumnSettingsState | undefined;
  /** Replaces one tab's lists (a move, a reorder, a width edit); clears that tab's messages. */
  update: (tab: ColumnSettingsTab, change: (lists: ColumnLists) => ColumnLists) => void;
  /** Tabs whose lists differ from what the server last gave. */
  changed: Record<ColumnSettingsTab, boolean>;
  /** The validation error of each tab, after an apply refused it. */
  errors: Partial<Record<ColumnSettingsTab, ColumnSettingsError>>;
  /** The last save or reset failure, shown until the next change. */
  failure: { action: 'save' | 'reset' | 'reload'; reason: FailureMessage } | undefined;
  busy: 'apply' | 'reset' | undefined;
  retry: () => void;
  /**
   * Saves the active tab and every other changed tab (display 10002, export 10003). Each tab is
   * validated first and nothing is sent while one is refused. Resolves true when everything saved.
   */
  apply: () => Promise<boolean>;
  /** Restores the active tab's defaults on the server, then shows what the server now returns. */
  reset: () => Promise<boolean>;
}

/**
 * The column settings dialog's behaviour over the pure model: loads the configuration on mount
 * (the dialog mounts it each time it opens), keeps the user's edits per tab, and saves or
 * resets through `source`. A late answer of an earlier load (a retry overtook it) is dropped by
 * the load counter, so it never replaces the newer one.
 */
export function useColumnSettings({ source, onOutcome }: {
  source: ColumnSettingsSource;
  onOutcome: (outcome: ColumnSettingsOutcome) => void;
}): ColumnSettingsController {
  const [status, setStatus] = useState<ColumnSettingsStatus>({ kind: 'loading' });
  const [tab, setTab] = useState<ColumnSettingsTab>('display');
  const [lists, setLists] = useState<ColumnSettingsState>();
  const [loaded, setLoaded] = useState<ColumnSettingsState>();
  const [errors, setErrors] = useState<Partial<Record<ColumnSettingsTab, ColumnSettingsError>>>({});
  const [failure, setFailure] = useState<ColumnSettingsController['failure']>();
  const [busy, setBusy] = useState<ColumnSettingsController['busy']>();
  const loadId = useRef(0);
  const [attempt, setAttempt] = useState(0);
  // The latest source, without reloading when a caller passes a new object on each render.
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });

  useEffect(() => {
    loadId.current += 1;
    const id = loadId.current;
    sourceRef.current.loadColumns().then(
      (config) => {
        if (id !== loadId.current) return;
        const state = stateFromConfig(config);
        setLists(state);
        setLoaded(state);
        setStatus({ kind: 'ready' });
      },
      (error: unknown) => {
        if (id !== loadId.current) return;
        setStatus({ kind: 'failed', reason: failureMessage(error) });
      },
    );
  }, [attempt]);

  const update = useCallback((target: ColumnSettingsTab, change: (current: ColumnLists) => ColumnLists) => {
    setLists((current) => (current ? { ...current, [target]: change(current[target]) } : current));
    setErrors((current) => ({ ...current, [target]: undefined }));
    setFailure(undefined);
  }, []);

  const changed: Record<ColumnSettingsTab, boolean> = {
    display: Boolean(lists && loaded && listsChanged(lists.display, loaded.display)),
    export: Boolean(lists && loaded && listsChanged(lists.export, loaded.export)),
  };

  const apply = async (): Promise<boolean> => {
    if (!lists || busy) return false;
    const toSave = TABS.filter((t) => t === tab || changed[t]);
    const refused = toSave.flatMap((t) => {
      const error = validateShown(lists[t].shown);
      return error ? [[t, error] as const] : [];
    });
    if (refused.length > 0) {
      setErrors(Object.fromEntries(refused));
      const [first] = refused;
      // Show a refused tab: the active one if it is refused, else the first.
      if (first && !refused.some(([t]) => t === tab)) setTab(first[0]);
      return false;
    }
    setBusy('apply');
    setFailure(undefined);
    try {
      for (const t of toSave) {
        const snapshot = lists[t];
        await sourceRef.current.saveColumns(TAB_CONFIG_TYPE[t], columnsToSave(snapshot.shown));
        // What was saved becomes the baseline, so that a later failure of the other tab does
        // not send this one again, and the user's edits stay in the dialog either way.
        setLoaded((current) => (current ? { ...current, [t]: snapshot } : current));
        onOutcome({ action: 'saved', type: TAB_CONFIG_TYPE[t] });
      }
      return true;
    } catch (error: unknown) {
      setFailure({ action: 'save', reason: failureMessage(error) });
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const reset = async (): Promise<boolean> => {
    if (!lists || busy) return false;
    const target = tab;
    setBusy('reset');
    setFailure(undefined);
    let action: 'reset' | 'reload' = 'reset';
    try {
      await sourceRef.current.resetColumns(TAB_CONFIG_TYPE[target]);
      onOutcome({ action: 'restored', type: TAB_CONFIG_TYPE[target] });
      // The defaults are the server's: show what it returns now, not a local guess. The other
      // tab keeps the user's unsaved edits.
      action = 'reload';
      const fresh = listsFromConfig(await sourceRef.current.loadColumns(), target);
      setLists((current) => (current ? { ...current, [target]: fresh } : current));
      setLoaded((current) => (current ? { ...current, [target]: fresh } : current));
      setErrors((current) => ({ ...current, [target]: undefined }));
      return true;
    } catch (error: unknown) {
      setFailure({ action, reason: failureMessage(error) });
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  return {
    status,
    tab,
    setTab,
    lists,
    update,
    changed,
    errors,
    failure,
    busy,
    retry: () => {
      setStatus({ kind: 'loading' });
      setAttempt((n) => n + 1);
    },
    apply,
    reset,
  };
}
