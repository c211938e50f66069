/** spec §3: the placeholder ISBN that is never shown. */
export const PLACEHOLDER_ISBN = '666-6-6666-6666-6';
const PLACEHOLDER_DIGITS = PLACEHOLDER_ISBN.replace(/-/g, '');

/** The digits of an ISBN as typed (with or without dashes/spaces); X kept as a check character. */
export const isbnDigits = (isbn: string): string => isbn.replace(/[^0-9Xx]/g, '').toUpperCase();

/**
 * spec §9: ISBN shown as 3-10-up to 5 digits (978-7101003048, 978-7101003048-12345).
 * The placeholder and anything too short to be an ISBN give '' (hidden).
 */
export function formatIsbn(isbn: string | null | undefined): string {
  const digits = isbnDigits(isbn ?? '');
  if (digits === PLACEHOLDER_DIGITS || digits.length < 10 || digits.length > 18) return '';
  if (digits.length <= 13)
    return digits.length === 13 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
  return `${digits.slice(0, 3)}-${digits.slice(3, 13)}-${digits.slice(13)}`;
}
