/** What is logged for each click on a button or dropdown item (CONTRACT.md §6). */
export interface ButtonLogEntry {
  /** The button's visible text. */
  buttonName: string;
  /** From the nearest `data-module-name` attribute, or empty. */
  moduleName: string;
  /** From the nearest `data-menu-name` attribute, or empty. */
  menuName: string;
}

/** Receives every logged click; the app sends it to buttonlog/insertLog. */
export type ButtonLogger = (entry: ButtonLogEntry) => void;

function nearestData(element: Element | null, attribute: string): string {
  const holder = element?.closest(`[${attribute}]`);
  return holder?.getAttribute(attribute)?.trim() ?? '';
}

/**
 * The log entry of a click on `element`: its text as the button name, and the module and menu
 * names from the element's own data attributes or those of its nearest ancestor carrying them.
 */
export function buttonLogEntry(element: Element, text?: string): ButtonLogEntry {
  return {
    buttonName: (text ?? element.textContent).replace(/\s+/g, ' ').trim(),
    moduleName: nearestData(element, 'data-module-name'),
    menuName: nearestData(element, 'data-menu-name'),
  };
}
