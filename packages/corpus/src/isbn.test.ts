import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsbnAllocator, isValidIsbn13, isbnCheckDigit } from './isbn.ts';

describe('ISBN-shaped demo ids', () => {
  it('computes the EAN-13 check digit of known ISBNs', () => {
    expect(isbnCheckDigit('978030640615')).toBe(7);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('978-0306406157')).toBe(false);
  });

  it('detects any single changed digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const isbn = body + String(isbnCheckDigit(body));
          const digit = (Number(isbn[position]) + delta) % 10;
          const changed = isbn.slice(0, position) + String(digit) + isbn.slice(position + 1);
          expect(isValidIsbn13(changed)).toBe(false);
        },
      ),
    );
  });

  it('allocates unique, valid, stable ids with the 9797 prefix', () => {
    const first = new IsbnAllocator();
    const second = new IsbnAllocator();
    const ids = Array.from({ length: 5000 }, (_, index) => first.allocate(`book-${index}`));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(isValidIsbn13(id)).toBe(true);
      expect(id.startsWith('9797')).toBe(true);
    }
    expect(second.allocate('book-0')).toBe(ids[0]);
  });
});
