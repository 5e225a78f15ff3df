/**
 * The generic catalogue messages (CONTRACT.md §8, CONTRACT.md §B8), by key in the core
 * namespace's `message.*`. Callers pass a key, never a hard-coded text, so both languages hold.
 */
export const CATALOGUE_MESSAGES = [
  'systemError',
  'dataInputError',
  'cannotBeEmpty',
  'noAccess',
  'contractDrift',
  'executionFailure',
  'executedSuccessfully',
  'exportFailed',
  'pluginTimeout',
  'requestTimeout',
  'networkError',
  'displayConfigSaved',
  'exportConfigSaved',
  'displayDefaultsRestored',
  'exportDefaultsRestored',
  'selectAtLeastOne',
  'saveFirst',
  'callFailed',
] as const;

export type CatalogueMessage = (typeof CATALOGUE_MESSAGES)[number];

export function isCatalogueMessage(value: string): value is CatalogueMessage {
  return (CATALOGUE_MESSAGES as readonly string[]).includes(value);
}

export type MessageKind = 'error' | 'warning' | 'success' | 'info';

/** What a toast shows: a text already in the user's language, or a catalogue key (with its values). */
export type MessageContent = string | { key: CatalogueMessage; values?: Readonly<Record<string, string>> };

/** How long each kind stays, in ms: errors stay longest, so they can be read. 0 = until closed. */
export const MESSAGE_DURATIONS: Record<MessageKind, number> = {
  error: 8000,
  warning: 6000,
  success: 3000,
  info: 4000,
};

export interface Toast {
  id: number;
  kind: MessageKind;
  content: MessageContent;
  duration: number;
}

/** The most toasts shown at once; older ones make way. */
export const MAX_TOASTS = 5;

/** Adds a toast to the stack, dropping the oldest past MAX_TOASTS and an identical duplicate. */
export function pushToast(stack: readonly Toast[], toast: Toast): Toast[] {
  const same = (t: Toast) =>
    t.kind === toast.kind && JSON.stringify(t.content) === JSON.stringify(toast.content);
  return [...stack.filter((t) => !same(t)), toast].slice(-MAX_TOASTS);
}
