/**
 * Resolves once the page has produced a frame: a requestAnimationFrame callback runs before the
 * frame's paint, so the task after it runs after the paint. A hidden page produces no frames
 * (a tab opened in the background): it resolves at once there.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || document.visibilityState === 'hidden' || typeof requestAnimationFrame === 'undefined') {
      resolve();
      return;
    }
    requestAnimationFrame(() => { setTimeout(resolve, 0); });
  });
}
