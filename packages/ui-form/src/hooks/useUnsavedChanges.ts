import { useEffect } from 'react';

/**
 * While `dirty`, leaving the page (reload, closing the tab, typing another address) asks first,
 * through the browser's own prompt. In-app navigation is the router's: the app blocks it with
 * DrawerForm's `onDirtyChange` (e.g. react-router's `useBlocker(dirty)`).
 *
 * @example
 * const [dirty, setDirty] = useState(false);
 * useUnsavedChanges(dirty);
 * <DrawerForm onDirtyChange={setDirty} … />
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => { window.removeEventListener('beforeunload', ask); };
  }, [dirty]);
}
