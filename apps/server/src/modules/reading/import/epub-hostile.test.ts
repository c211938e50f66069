import { describe, expect, it } from 'vitest';
import { TINY_PNG } from '@moyue/corpus/testing/book-fixtures';
import { parseEpub } from './epub-parser.ts';
import {
  chapterWithCover,
  CHAPTER_TEXT,
  epubEntries,
  fakeJpeg,
  nonEmbeddedCjkPdf,
  rawZip,
  xhtmlPage,
  zeroBomb,
} from './hostile-book-fixtures.ts';
import { openPdf } from './pdf-reader.ts';

// Issue 13: books from the wild, parsed without the database (the import of
// such books into PGlite / PostgreSQL is in book-importer.hostile.test.ts).

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'parsed',
    (error: unknown) => (error as { reason?: string }).reason ?? String(error),
  );

describe('zip entries are checked, not trusted', () => {
  it('refuses an entry that inflates beyond the size its header declares, without inflating it all', async () => {
    const entries = epubEntries(chapterWithCover());
    const cover = entries.find((entry) => entry.name === 'OEBPS/images/cover.png')!;
    cover.data = undefined;
    cover.deflated = zeroBomb(1000); // 1000 MiB of zeros in about 1 MB
    cover.lie = { size: TINY_PNG.length };
    const bytes = rawZip(entries);
    expect(bytes.length).toBeLessThan(1024 * 1024 + 10_000);
    const started = Date.now();
    expect(await reasonOf(parseEpub(bytes))).toBe(
      `corrupt EPUB: zip entry OEBPS/images/cover.png inflates to more than the ${TINY_PNG.length} bytes its header declares`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a cover that truly inflates to 1000 MiB (a zip bomb) and keeps the event loop turning', async () => {
    const entries = epubEntries(chapterWithCover());
    const cover = entries.find((entry) => entry.name === 'OEBPS/images/cover.png')!;
    cover.data = undefined;
    cover.deflated = zeroBomb(1000);
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const reason = await reasonOf(parseEpub(rawZip(entries)));
    clearInterval(timer);
    expect(reason).toBe(
      "the EPUB's zip entry OEBPS/images/cover.png inflates to more than 512 MiB (a zip bomb?)",
    );
    expect(longestGap).toBeLessThan(250);
  });

  it('refuses a document whose bytes fail their CRC-32', async () => {
    const entries = epubEntries(chapterWithCover());
    entries.find((entry) => entry.name === 'OEBPS/text/ch1.xhtml')!.lie = { crc32: 0x12345678 };
    expect(await reasonOf(parseEpub(rawZip(entries)))).toBe(
      'corrupt EPUB: zip entry OEBPS/text/ch1.xhtml fails its CRC-32 check',
    );
  });

  it('reads UTF-8 file names that lack the zip UTF-8 flag', async () => {
    const items = chapterWithCover();
    items[1]!.href = 'text/第一章.xhtml';
    const entries = epubEntries(items).map((entry) => ({ ...entry, flags: 0 }));
    const book = await parseEpub(rawZip(entries));
    expect(book.passages.map((passage) => passage.text).join('')).toContain(CHAPTER_TEXT);
  });

  it('says which spine file is missing instead of "no readable documents"', async () => {
    const entries = epubEntries(chapterWithCover()).filter(
      (entry) => entry.name !== 'OEBPS/text/ch1.xhtml',
    );
    expect(await reasonOf(parseEpub(rawZip(entries)))).toMatch(
      /^the EPUB's spine names files its zip does not hold \(OEBPS\/text\/ch1\.xhtml is not among its 4 entries/,
    );
  });
});

describe('images in the spine', () => {
  it('are pages of their own, not text', async () => {
    const items = [
      {
        id: 'plate',
        href: 'images/plate.jpg',
        mediaType: 'image/jpeg',
        data: fakeJpeg(7),
        spine: true,
      },
      ...chapterWithCover(),
      {
        id: 'plate2',
        href: 'images/plate2.jpg',
        mediaType: 'image/jpeg',
        data: fakeJpeg(8),
        spine: true,
      },
    ];
    const book = await parseEpub(rawZip(epubEntries(items)));
    expect(book.unitCount).toBe(3);
    expect(book.passages.map((passage) => passage.text)).toEqual([`逍遥游\n${CHAPTER_TEXT}`]);
    expect(book.toc.map((node) => [node.title, node.spineIndex, node.page])).toEqual([
      ['逍遥游', 2, 2],
    ]);
    expect(book.pageCount).toBe(3);
  });

  it('make a book of pictures only an image book: one page, one node each', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`;
    const items = [
      { id: 'p1', href: 'p1.png', mediaType: 'image/png', data: TINY_PNG, spine: true },
      { id: 'p2', href: 'p2.svg', mediaType: 'image/svg+xml', data: svg, spine: true },
      {
        id: 'p3',
        href: 'p3.xhtml',
        mediaType: 'application/xhtml+xml',
        data: xhtmlPage('', '<div><img src="p1.png" alt=""/></div>'),
        spine: true,
      },
    ];
    const book = await parseEpub(rawZip(epubEntries(items)));
    expect(book.passages).toEqual([]);
    expect(book.pageCount).toBe(3);
    expect(book.toc.map((node) => [node.title, node.spineIndex, node.page])).toEqual([
      ['第 1 页', 1, 1],
      ['第 2 页', 2, 2],
      ['第 3 页', 3, 3],
    ]);
  });
});

describe('metadata', () => {
  const withIdentifiers = async (identifiers: string) =>
    (
      await parseEpub(
        rawZip(
          epubEntries(
            chapterWithCover(),
            `<dc:title>测试之书</dc:title>${identifiers}<dc:language>zh-CN</dc:language>`,
          ),
        ),
      )
    ).metadata.isbn;

  it.each([
    // epubsplit's id: ten digits, a wrong check digit (issue 13)
    ['<dc:identifier id="epubsplit">1594735148</dc:identifier>', ''],
    ['<dc:identifier opf:scheme="ISBN">1594735148</dc:identifier>', ''],
    ['<dc:identifier>urn:uuid:12345678-9012-3456-7890-123456789012</dc:identifier>', ''],
    ['<dc:identifier opf:scheme="ISBN">978-7-101-00304-9</dc:identifier>', ''],
    ['<dc:identifier opf:scheme="ISBN">7-101-00304-4</dc:identifier>', '7101003044'],
    ['<dc:identifier>urn:isbn:9787101003048</dc:identifier>', '9787101003048'],
    // publishers often write the bare number, without a scheme
    ['<dc:identifier id="bookid">9787020002207</dc:identifier>', '9787020002207'],
    [
      '<dc:identifier>9787020002207</dc:identifier><dc:identifier opf:scheme="ISBN">7101003044</dc:identifier>',
      '7101003044',
    ],
  ])('%s → ISBN "%s"', async (identifiers, isbn) => {
    expect(await withIdentifiers(identifiers)).toBe(isbn);
  });

  it('drops entity references nothing resolved from the title, labels and text', async () => {
    const doctype = '\n<!DOCTYPE package [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    const items = chapterWithCover();
    items[1]!.data = xhtmlPage('逍遥游', `<h1>逍遥游&undefined;</h1><p>${CHAPTER_TEXT}&xxe;</p>`);
    const book = await parseEpub(
      rawZip(
        epubEntries(
          items,
          '<dc:title>庄子&xxe;选读</dc:title><dc:creator>&bogus;庄周</dc:creator>',
          doctype,
        ),
      ),
    );
    expect(book.metadata.title).toBe('庄子选读');
    expect(book.metadata.author).toBe('庄周');
    expect(book.toc.map((node) => node.title)).toEqual(['逍遥游']);
    expect(book.passages.map((passage) => passage.text)).toEqual([`逍遥游\n${CHAPTER_TEXT}`]);
  });
});

describe('the cover of a PDF whose CJK font is not embedded', () => {
  const cover = async (text: string) => {
    const pdf = await openPdf(nonEmbeddedCjkPdf(text));
    try {
      expect(await pdf.pageText(1)).toBe(text);
      return await pdf.firstPagePng(200);
    } finally {
      await pdf.close();
    }
  };

  it('draws the characters, not the same tofu box for each', async () => {
    const one = await cover('一一一');
    const dragon = await cover('龍龍龍');
    expect(one).not.toBeNull();
    expect(dragon).not.toBeNull();
    expect(one!.equals(dragon!)).toBe(false);
  });
});
