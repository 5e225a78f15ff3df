/**
 * Starting the shell's download early (while a login is sent) without importing the router: the
 * router registers how, the login screen asks for it. The same pattern as ./retry.
 */
let preload: (() => void) | undefined;

/** The router says how to start loading the shell's chunk and its routes. */
export function onPreloadShell(start: () => void): void {
  preload = start;
}

/** Starts loading what the shell needs (its chunk and its routes), e.g. while a login is sent. */
export function preloadShell(): void {
  preload?.();
}
