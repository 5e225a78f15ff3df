import { useEffect, useRef, useState } from 'react';

/**
 * `on`, once it has stayed on past the task it came on in: a load answered at once (a page from
 * memory or the search cache, or a server as quick as a task) never draws the spinner it would
 * have removed before the next paint, and screen readers do not hear "loading" for it. A slow
 * load shows it one task later, before anyone could see the difference (issue 50: the DataGrid's
 * loading overlay was rendered, committed and removed in every quick mount).
 */
export function useAfterATask(on: boolean): boolean {
  const [shown, setShown] = useState(false);
  const shownRef = useRef(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setTimeout(() => {
      shownRef.current = true;
      setShown(true);
    }, 0);
    return () => {
      clearTimeout(timer);
      // Only a real change: a same-value update re-renders a component that has just rendered.
      if (shownRef.current) {
        shownRef.current = false;
        setShown(false);
      }
    };
  }, [on]);
  return on && shown;
}
