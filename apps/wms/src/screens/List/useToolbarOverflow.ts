import { useLayoutEffect, useState, type RefObject } from 'react';

/** A toolbar button that did not fit: what the "more" menu shows of it. */
export interface OverflowItem {
  /** Its place among the toolbar's buttons (stable while the buttons stay the same). */
  index: number;
  label: string;
  disabled: boolean;
  /** Why it is disabled, as its title says. */
  title?: string;
}

/** The attribute that hides a button that did not fit (the toolbar's CSS reads it). */
export const OVERFLOW_ATTRIBUTE = 'data-overflow';
/** The "more" button's own marker: it is never measured as a toolbar button. */
export const MORE_ATTRIBUTE = 'data-toolbar-more';

function toolbarButtons(row: HTMLElement): HTMLButtonElement[] {
  return [...row.querySelectorAll<HTMLButtonElement>('button')].filter((button) => !button.closest(`[${MORE_ATTRIBUTE}]`) && !button.closest('[role="dialog"]'));
}

function itemOf(button: HTMLButtonElement, index: number): OverflowItem {
  const label = (button.getAttribute('aria-label') ?? button.textContent).trim();
  const title = button.getAttribute('title') ?? undefined;
  return { index, label, disabled: button.disabled || button.getAttribute('aria-disabled') === 'true', ...(title ? { title } : {}) };
}

const sameItems = (a: readonly OverflowItem[], b: readonly OverflowItem[]) =>
  a.length === b.length && a.every((item, i) => { const other = b[i]; return other !== undefined && item.index === other.index && item.label === other.label && item.disabled === other.disabled && item.title === other.title; });

/**
 * Puts the buttons of a one-line toolbar row that do not fit into a list for a "more" menu: the
 * buttons stay where they are (so their permissions, enabled states, dialogs and click logging
 * are untouched) but are hidden by `data-overflow`; the menu runs a hidden button by clicking
 * it. Measured before paint (the first ResizeObserver report), again when the row is resized and
 * when a button changes (enabled, label, added or removed). `active` false (a desk) leaves every button shown.
 */
export function useToolbarOverflow(row: RefObject<HTMLElement | null>, more: RefObject<HTMLElement | null>, active: boolean) {
  const [items, setItems] = useState<OverflowItem[]>([]);

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || !active || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const buttons = toolbarButtons(element);
      for (const button of buttons) button.removeAttribute(OVERFLOW_ATTRIBUTE);
      let overflow: HTMLButtonElement[] = [];
      // The row's content box: its padding is room for focus rings, not for buttons.
      const end = element.getBoundingClientRect().right - (Number.parseFloat(getComputedStyle(element).paddingRight) || 0);
      const fits = (button: HTMLButtonElement, right: number) => button.getBoundingClientRect().right <= right + 0.5;
      // All of them fit the row without a "more" button: nothing to hide.
      if (!buttons.every((button) => fits(button, end))) {
        const reserve = (more.current?.getBoundingClientRect().width || 72) + 8;
        const first = buttons.findIndex((button) => !fits(button, end - reserve));
        overflow = first < 0 ? [] : buttons.slice(first);
      }
      for (const button of overflow) button.setAttribute(OVERFLOW_ATTRIBUTE, '');
      const next = overflow.map((button) => itemOf(button, buttons.indexOf(button)));
      setItems((previous) => (sameItems(previous, next) ? previous : next));
    };
    // The first report comes after layout and before the first paint: no frame shows the overflow.
    const resize = new ResizeObserver(() => { measure(); });
    resize.observe(element);
    // A button enabled or disabled by the selection, renamed by a language switch, added or removed.
    const changes = new MutationObserver(() => { measure(); });
    changes.observe(element, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled', 'title', 'aria-label'] });
    return () => {
      resize.disconnect();
      changes.disconnect();
      for (const button of toolbarButtons(element)) button.removeAttribute(OVERFLOW_ATTRIBUTE);
    };
  }, [row, more, active]);

  /** Runs a hidden button (the menu's choice), as a click on it would. */
  const run = (index: number) => {
    const element = row.current;
    const button = element ? toolbarButtons(element)[index] : undefined;
    if (button && !button.disabled) button.click();
  };

  return { items, run };
}
