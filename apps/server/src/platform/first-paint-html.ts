/**
 * The markup a page's HTML carries in its root before the app renders (issue 16): painted
 * before any script runs, read by crawlers, replaced when the app draws the page. The web
 * keeps it on screen while its first route loads (apps/web/src/app/ShellLoading.tsx), so
 * the reader sees no spinner in between.
 */
import { APP_FONT_FAMILY } from '@moyue/contracts/ui-constants';

/** Escapes text for an HTML attribute value or element content. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's own system fonts: no webfont holds the first paint back, and its text is as wide as the app's. */
export const FIRST_PAINT_FONT = `font-family:${APP_FONT_FAMILY}`;

/** A text's first `max` characters (code points), with '…' when it was longer: the first paints show the start of an abstract. */
export function firstChars(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** index.html with `block` (already escaped markup) in its empty root; any other HTML unchanged. */
export const withRootBlock = (html: string, block: string): string =>
  html.replace(/<div id="root"><\/div>/, () => `<div id="root">${block}</div>`);
