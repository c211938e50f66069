/**
 * The markup the server drew in the page's root for its first paint (issue 16: home's first
 * banner, a detail page's cover, title and abstract, the search results' first rows;
 * apps/server platform/first-paint-html.ts), read before React takes the root. The shell
 * shows it again while the first route loads, and a page while its own code loads, so the
 * reader sees that content, not a spinner, until the page itself renders.
 */
let markup = '';
/** The address (path and query) the markup was drawn for. */
let drawnFor = '';

/** Reads the root's first paint, if the server drew one (once, before the first render). */
export function keepFirstPaint(root: HTMLElement): void {
  markup = root.querySelector(':scope > .first-paint') ? root.innerHTML : '';
  drawnFor = `${window.location.pathname}${window.location.search}`;
}

/** The server's first-paint markup, or '' when the page came without one. */
export const firstPaintMarkup = (): string => markup;

/** The first paint while the reader is still at the address it was drawn for, else ''. */
export const firstPaintAt = (pathAndQuery: string): string =>
  pathAndQuery === drawnFor ? markup : '';
