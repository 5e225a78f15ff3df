/**
 * Puts a static sheet into the document when the module that holds it is evaluated, as a page
 * loads a library's CSS file before anything mounts, instead of in the commit of the first
 * component that renders it (issue 50: the grid's sheet, parsed in the mount's task, was about a
 * millisecond of a list's first mount; react-data-grid's CSS file is parsed with the page).
 *
 * The element is the one React 19 makes for `<style href={href} precedence={precedence}>`
 * (`data-href`, `data-precedence`), in the place React would put it (after the last sheet of the
 * same precedence, else after the last hoisted sheet, else first in the head): when a component
 * renders that `<style>`, React finds this element by its `data-href` and adopts it instead of
 * making another, so the component keeps rendering it (and still inserts it where this did not
 * run: no document at evaluation, a document of its own). Nothing happens without a document or
 * when the sheet is already there.
 */
export function preinsertStyle(href: string, precedence: string, css: string): void {
  if (typeof document === 'undefined') return;
  if (document.querySelector(`style[data-href~="${href}"]`)) return;
  const style = document.createElement('style');
  style.dataset.href = href;
  style.dataset.precedence = precedence;
  style.textContent = css;
  // React's insertStylesheet: after the last of the same precedence, else after the last one.
  const hoisted = document.querySelectorAll<HTMLElement>('link[rel="stylesheet"][data-precedence],style[data-precedence]');
  const last = hoisted.length ? hoisted[hoisted.length - 1] : undefined;
  let prior = last;
  for (const node of hoisted) {
    if (node.dataset.precedence === precedence) prior = node;
    else if (prior !== last) break;
  }
  if (prior) prior.after(style);
  else document.head.prepend(style);
}
