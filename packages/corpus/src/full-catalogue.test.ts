import { describe, expect, it } from 'vitest';
import { fullCatalogue } from './catalogue.ts';
import { isValidIsbn13 } from './isbn.ts';

describe('fullCatalogue', () => {
  it('yields the whole corpus as at least 20,000 books and 380,000 passages', () => {
    const slugs = new Set<string>();
    const isbns = new Set<string>();
    let books = 0;
    let passages = 0;
    let hanCharacters = 0;
    for (const book of fullCatalogue()) {
      books += 1;
      passages += book.passages.length;
      hanCharacters += book.wordCount;
      slugs.add(book.slug);
      isbns.add(book.isbn);
      if (!isValidIsbn13(book.isbn)) throw new Error(`bad ISBN ${book.isbn} of ${book.slug}`);
    }
    expect(books).toBeGreaterThanOrEqual(20_000);
    expect(passages).toBeGreaterThanOrEqual(380_000);
    expect(hanCharacters).toBeGreaterThanOrEqual(20_000_000);
    expect(slugs.size).toBe(books);
    expect(isbns.size).toBe(books);
  }, 90_000);
});
