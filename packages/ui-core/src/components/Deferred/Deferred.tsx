import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Where the user went in a control's light stand-in, and what to do there once the real control
 * is in: `part` names the element ('popup' the button that opens a list or calendar, 'clear' the
 * clear button, 'field' the `index`-th editable date segment), `action` what happened to it.
 */
export interface Wake {
  part: 'popup' | 'clear' | 'field';
  index?: number;
  action: 'focus' | 'click' | { key: string };
  /** Set when the code is in: whether the stand-in still had the focus. */
  held?: boolean;
}

export type WakeHandler = (wake: Wake) => void;

const WakeContext = createContext<WakeHandler>(() => undefined);

/** In a stand-in drawn by Deferred: what wakes the real control. */
export function useWake(): WakeHandler {
  return useContext(WakeContext);
}

/** A focus only moves; a click or a key asks something: it is not overridden by the focus that follows it. */
const rank = (wake: Wake) => (wake.action === 'focus' ? 0 : 1);

function partOf(root: HTMLElement, wake: Wake): HTMLElement | undefined {
  switch (wake.part) {
    case 'popup':
      return root.querySelector<HTMLElement>('button[aria-haspopup]') ?? undefined;
    case 'clear':
      return [...root.querySelectorAll<HTMLElement>('button:not([aria-haspopup])')].at(-1);
    case 'field':
      return root.querySelectorAll<HTMLElement>('[role="spinbutton"]:not([aria-disabled="true"])')[wake.index ?? 0];
  }
}

/**
 * Gives the real control what the user did to its stand-in: focus on the same part, then the
 * click or key (react-aria handles a synthetic click as a screen reader's press, and keys through
 * React's listeners, so Enter, Space and the arrows open it as they would have). A focus is not
 * carried over when the user has gone elsewhere while the code was loading.
 */
function Replay({ box, wake, children }: { box: RefObject<HTMLDivElement | null>; wake: RefObject<Wake | undefined>; children: ReactNode }) {
  useEffect(() => {
    const root = box.current;
    const what = wake.current;
    if (!root || !what) return;
    // A focus only carries over if the user is still there: the stand-in had the focus when the
    // code came in (it is gone now, so the focus is on the body). A press or key always does.
    if (what.action === 'focus' && !(what.held && document.activeElement === document.body)) return;
    const target = partOf(root, what);
    if (!target) return;
    target.focus();
    const { action } = what;
    if (action === 'focus') return;
    // A task later: react-aria's select fills its collection in a commit after its first (a
    // select with no items yet refuses to open).
    const timer = setTimeout(() => {
      if (!target.isConnected) return;
      if (action === 'click') target.click();
      else {
        const init = { key: action.key, bubbles: true, cancelable: true };
        target.dispatchEvent(new KeyboardEvent('keydown', init));
        target.dispatchEvent(new KeyboardEvent('keyup', init));
      }
    }, 0);
    return () => { clearTimeout(timer); };
  }, [box, wake]);
  return children;
}

const CONTENTS = { display: 'contents' } as const;

/**
 * A heavy control behind a light stand-in (issue 20): `preview` draws the closed control as it
 * looks (same box, value and placeholder) with no controls library; the first focus, press or
 * key on it fetches the control's code (`load`; pointer enter already starts it) and, once it
 * is in, `render` replaces the stand-in and takes over what the user did. The stand-in stays
 * mounted, and focused, until then, so nothing moves on screen and no focus is lost. `eager`
 * (a state the stand-in does not draw) loads it at once.
 */
export function Deferred<Loaded>({ load, preview, render, eager = false }: {
  load: () => Promise<Loaded>;
  /** The stand-in; its parts wake the control through `useWake()` and `wakeHandlers`. */
  preview: ReactNode;
  render: (loaded: Loaded) => ReactNode;
  eager?: boolean;
}) {
  const [loaded, setLoaded] = useState<{ value: Loaded } | undefined>(undefined);
  const wake = useRef<Wake | undefined>(undefined);
  const loading = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (value) => {
        const current = wake.current;
        if (current) current.held = box.current?.contains(document.activeElement) ?? false;
        setLoaded({ value });
      },
      () => { loading.current = false; /* The stand-in stays; the next use tries again. */ },
    );
  }, [load]);
  const onWake = useCallback<WakeHandler>((next) => {
    const current = wake.current;
    if (!current || rank(next) > rank(current)) wake.current = next;
    start();
  }, [start]);
  useEffect(() => { if (eager) start(); }, [eager, start]);
  return (
    <div ref={box} style={CONTENTS}>
      <WakeContext value={onWake}>
        {loaded ? <Replay box={box} wake={wake}>{render(loaded.value)}</Replay> : preview}
      </WakeContext>
    </div>
  );
}

/**
 * The handlers a stand-in's part needs. A press wakes the control on its click, after the
 * pointer is up (pressing down only fetches the code, and keeps focus where it is): a control
 * swapped in under a pointer that is still down would take the rest of that click as its own.
 */
export function wakeHandlers(onWake: WakeHandler, preload: () => void, part: Wake['part'], index?: number) {
  return {
    onFocus: () => { onWake({ part, index, action: 'focus' }); },
    onPointerEnter: preload,
    onPointerDown: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      preload();
    },
    onClick: () => { onWake({ part, index, action: 'click' }); },
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
        event.preventDefault();
        onWake({ part, index, action: { key: event.key } });
      }
    },
  };
}
