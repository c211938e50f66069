import { describe, expect, it } from 'vitest';
import { nonEmbeddedCjkPdf } from './hostile-book-fixtures.ts';
import { openPdf } from './pdf-reader.ts';

describe('pdf.js loading (issue 16)', () => {
  it('reads a PDF and leaves the native JSON and Array built-ins in place', async () => {
    const builtIns = (): unknown[] =>
      [
        [JSON, 'stringify'],
        [JSON, 'parse'],
        [Array.prototype, 'push'],
        [Function.prototype, 'toString'],
      ].map(
        ([owner, key]) => Object.getOwnPropertyDescriptor(owner, key as string)?.value as unknown,
      );
    const natives = builtIns();
    const pdf = await openPdf(nonEmbeddedCjkPdf('明月几时有'));
    try {
      expect(pdf.pageCount).toBe(1);
      expect(await pdf.pageText(1)).toContain('明月几时有');
    } finally {
      await pdf.close();
    }
    const after = builtIns();
    natives.forEach((native, index) => expect(after[index]).toBe(native));
    // The functions pdf.js only adds stay for it.
    expect('withResolvers' in Promise).toBe(true);
  });
});
