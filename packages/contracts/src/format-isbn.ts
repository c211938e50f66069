/** spec §3: the placeholder ISBN that is never shown. */
export const PLACEHOLDER_ISBN = '666-6-6666-6666-6';
const PLACEHOLDER_DIGITS = PLACEHOLDER_ISBN.replace(/-/g, '');

/** spec §3: the ISBN as stored, or '' for the placeholder (with or without dashes), which is never shown. */
export const shownIsbn = (isbn: string): string =>
  isbnDigits(isbn) === PLACEHOLDER_DIGITS ? '' : isbn;

/**
 * The characters of an ISBN as typed, with dashes, spaces and an 'ISBN'
 * prefix removed; an ISBN-10 check character X is kept (upper case).
 */
export const isbnDigits = (isbn: string): string =>
  isbn
    .replace(/^\s*ISBN[-:：\s]*/i, '')
    .replace(/[\s\-‐–—]/g, '')
    .toUpperCase();

/**
 * spec §9: an ISBN is shown 3-10-up to 5 digits: the first 3 digits, a dash,
 * the next 10, and when there are more (an add-on) a dash and up to 5 more
 * (978-7101003048, 978-7101003048-12345). An ISBN-10 (9 digits and a check
 * digit or X) is shown as it is. The placeholder 666-6-6666-6666-6, empty
 * values and anything else (letters, 11, 12 or more than 18 digits) give ''
 * so the field is hidden.
 */
export function formatIsbn(isbn: string | null | undefined): string {
  const digits = isbnDigits(isbn ?? '');
  if (/^\d{9}[\dX]$/.test(digits)) return digits;
  if (!/^\d{13,18}$/.test(digits) || digits === PLACEHOLDER_DIGITS) return '';
  const head = `${digits.slice(0, 3)}-${digits.slice(3, 13)}`;
  return digits.length > 13 ? `${head}-${digits.slice(13)}` : head;
}
