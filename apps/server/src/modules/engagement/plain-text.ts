/**
 * Text a reader typed, as we store it: the ends trimmed, line breaks kept,
 * and control characters other than tab and line breaks removed (PostgreSQL
 * cannot hold U+0000; the others only hide text). Markup is kept as typed:
 * it is text, and every page shows it as text.
 */
export function plainText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/** Length in characters as a reader counts them (a character outside the BMP is one). */
export const charLength = (value: string): number => Array.from(value).length;
