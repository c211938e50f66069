import { hashNumber } from '@moyue/book-format/hash';

/** Demo ids are ISBN-shaped but use the unassigned 979-7 prefix, so they never collide with a real book. */
export const DEMO_ISBN_PREFIX = '9797';

/** The EAN-13 check digit of the first 12 digits. */
export function isbnCheckDigit(first12: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    const digit = Number(first12[index]);
    sum += index % 2 === 0 ? digit : digit * 3;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(isbn: string): boolean {
  return /^\d{13}$/.test(isbn) && isbnCheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}

/** Hands out unique demo ISBNs derived from slugs; collisions are resolved by re-hashing, in call order. */
export class IsbnAllocator {
  private readonly used = new Set<string>();

  allocate(slug: string): string {
    for (let attempt = 0; ; attempt += 1) {
      const body = String(hashNumber(slug, `isbn-${attempt}`) % 100_000_000).padStart(8, '0');
      const first12 = DEMO_ISBN_PREFIX + body;
      const isbn = first12 + String(isbnCheckDigit(first12));
      if (!this.used.has(isbn)) {
        this.used.add(isbn);
        return isbn;
      }
    }
  }
}
