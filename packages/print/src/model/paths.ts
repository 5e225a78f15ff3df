/**
 * The ways out of a print job (issue 48, DESIGN.md 'Print from any device'): the plug-in on a
 * Windows PC, ZPL II to a thermal printer (through the local agent, or downloaded), and the
 * browser itself (print CSS at the label's size, or the report service's PDF). Which of them this
 * device offers, which is chosen, and the user's choice remembered per printer. Pure, but for
 * the Storage it is handed.
 */
import type { ConnectionState } from '../client/PrintClient';

/** One way a job can be printed. */
export type PrintPath = 'plugin' | 'browser' | 'zpl';

/** Every path, in the order the dialog offers them. */
export const PRINT_PATHS: readonly PrintPath[] = ['plugin', 'zpl', 'browser'];

/** What a job prints: labels (one a page, the printer's label size) or documents (the report service's PDF). */
export type PrintKind = 'label' | 'document';

/** The printer a job goes to, as the printer configuration (/app/reportprinter) describes it. */
export interface PrinterProfile {
  printerkey: string;
  name: string;
  /** Whether the printer takes ZPL II (its print language). */
  zpl: boolean;
}

/** What decides the paths offered. */
export interface PathContext {
  kind: PrintKind;
  /** The plug-in's connection: it is offered only while it answers. */
  plugin: ConnectionState;
  /** The configured printer; none configured leaves the browser alone. */
  printer?: PrinterProfile;
}

/**
 * The paths that work here: the plug-in while it is connected, ZPL for labels to a printer that
 * takes it, and always the browser, which every device has.
 *
 * @example offeredPaths({ kind: 'label', plugin: 'closed', printer: { printerkey: 'P1', name: 'Zebra', zpl: true } }) // ['zpl', 'browser']
 */
export function offeredPaths(context: PathContext): PrintPath[] {
  return PRINT_PATHS.filter((path) => {
    if (path === 'plugin') return context.plugin === 'open';
    if (path === 'zpl') return context.kind === 'label' && context.printer?.zpl === true;
    return true;
  });
}

/**
 * The path chosen: the user's remembered one when it is offered, else the plug-in where it is
 * connected, else the browser (where nothing else is, the browser is what there is).
 */
export function choosePath(offered: readonly PrintPath[], remembered?: PrintPath): PrintPath {
  if (remembered && offered.includes(remembered)) return remembered;
  return offered.includes('plugin') ? 'plugin' : 'browser';
}

/** The storage key of a printer's remembered path. */
export const pathStorageKey = (printerkey: string): string => `wms.print.path.${printerkey || '-'}`;

const isPath = (value: unknown): value is PrintPath => typeof value === 'string' && (PRINT_PATHS as readonly string[]).includes(value);

/** What a store of choices needs of `localStorage`. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The path the user last chose for a printer, if any (a storage that throws remembers nothing). */
export function rememberedPath(storage: ChoiceStorage | undefined, printerkey: string): PrintPath | undefined {
  try {
    const value = storage?.getItem(pathStorageKey(printerkey));
    return isPath(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the user's path for a printer (quietly nothing where storage is refused, e.g. private mode). */
export function rememberPath(storage: ChoiceStorage | undefined, printerkey: string, path: PrintPath): void {
  try {
    storage?.setItem(pathStorageKey(printerkey), path);
  } catch {
    // Nothing to remember with: the next print chooses again.
  }
}

/** The browser's localStorage, where there is one. */
export function browserStorage(): ChoiceStorage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The storage key that says the plug-in once answered on this device. */
export const PLUGIN_SEEN_KEY = 'wms.print.pluginSeen';

/**
 * Whether the plug-in has ever answered on this device: only then is its absence worth saying
 * (and a reconnect offered). An iPad that never had one is never asked to reconnect.
 */
export function pluginSeen(storage: ChoiceStorage | undefined): boolean {
  try {
    return storage?.getItem(PLUGIN_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records that the plug-in answered on this device. */
export function markPluginSeen(storage: ChoiceStorage | undefined): void {
  try {
    storage?.setItem(PLUGIN_SEEN_KEY, '1');
  } catch {
    // Not remembered: the status shows only while the plug-in is connected.
  }
}
