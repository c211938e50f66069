import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFPageLeaf, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildEpub, type EpubChapter } from '@moyue/corpus/editions/epub-writer';
import { readEpubPackage } from './import/epub-package.ts';
import { openPdf } from './import/pdf-reader.ts';
import { TRIAL_END_TITLE, buildTrialEdition } from './trial-edition.ts';

const PNG = Uint8Array.from(
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5c0f0a10000000049454e44ae426082',
    'hex',
  ),
);

// Chapter n carries the marker 第n章标记 and (3 and 5) an image only they use.
function chapters(): EpubChapter[] {
  const list: EpubChapter[] = [];
  for (let n = 1; n <= 6; n += 1) {
    const image =
      n === 1 ? 'images/shared.png' : n === 3 || n === 5 ? `images/only-${n}.png` : null;
    list.push({
      id: `n${n}`,
      title: `第${n}章`,
      parentId: n === 2 || n === 3 ? 'n1' : null,
      bodyXhtml: `<h2>第${n}章</h2><p>第${n}章标记 正文。</p>${
        image ? `<img src="../${image}" alt=""/>` : ''
      }<p><a href="c${String(Math.min(6, n + 2)).padStart(4, '0')}.xhtml">后文</a></p>`,
    });
  }
  return list;
}

function epub(version: 2 | 3): Buffer {
  return Buffer.from(
    buildEpub({
      version,
      identifier: `urn:test:trial-${version}`,
      title: '试读测试',
      author: '测试',
      cover: { mediaType: 'image/png', bytes: PNG },
      chapters: chapters(),
      resources: ['shared', 'only-3', 'only-5'].map((name) => ({
        href: `images/${name}.png`,
        mediaType: 'image/png',
        bytes: PNG,
      })),
    }),
  );
}

describe.each([2, 3] as const)('EPUB %i trial edition', (version) => {
  it('holds spine documents 1..N and a 试读结束 page, nothing of the later ones', async () => {
    const trial = await buildTrialEdition('epub', epub(version), 2);
    const pkg = await readEpubPackage(trial);
    const files = unzipSync(trial);
    expect(pkg.spine.map((item) => item.path)).toEqual([
      'OEBPS/text/c0001.xhtml',
      'OEBPS/text/c0002.xhtml',
      'OEBPS/moyue-trial-end.xhtml',
    ]);
    expect(strFromU8(files['OEBPS/moyue-trial-end.xhtml']!)).toContain(TRIAL_END_TITLE);
    const names = Object.keys(files);
    expect(names.filter((name) => /c000[3-6]/.test(name))).toEqual([]);
    // resources only the removed chapters used are gone; the shared image and the cover stay
    expect(names).not.toContain('OEBPS/images/only-3.png');
    expect(names).not.toContain('OEBPS/images/only-5.png');
    expect(names).toContain('OEBPS/images/shared.png');
    expect(names).toContain('OEBPS/images/cover.png');
    const everything = names.map((name) => strFromU8(files[name]!)).join('\n');
    for (const n of [3, 4, 5, 6]) {
      expect(everything).not.toContain(`第${n}章标记`);
      expect(everything).not.toContain(`第${n}章<`);
      // kept chapters may still link to later ones; the package, NCX and nav name none
      for (const file of ['OEBPS/content.opf', 'OEBPS/toc.ncx', 'OEBPS/nav.xhtml'])
        expect(strFromU8(files[file] ?? new Uint8Array())).not.toContain(`c000${n}`);
    }
    expect(everything).toContain('第1章标记');
    expect(everything).toContain('第2章标记');
    // the NCX (and nav) keep the entries of 1 and 2 nested as before
    const ncx = strFromU8(files['OEBPS/toc.ncx']!);
    expect(ncx.match(/<navPoint/g)).toHaveLength(2);
    if (version === 3) {
      const nav = strFromU8(files['OEBPS/nav.xhtml']!);
      expect(nav).toMatch(
        /<li><a href="text\/c0001.xhtml">第1章<\/a><ol><li><a href="text\/c0002.xhtml">第2章<\/a><\/li><\/ol><\/li>/,
      );
      expect(nav.match(/<li>/g)).toHaveLength(2);
    }
    expect(Object.keys(unzipSync(trial))[0]).toBe('mimetype');
  });

  it('gives the whole book when the trial covers every document', async () => {
    const book = epub(version);
    expect((await buildTrialEdition('epub', book, 6)).equals(book)).toBe(true);
  });
});

describe('EPUB 3 with its nav document in the spine', () => {
  // Many EPUB 3 books read their table of contents as a page: here it is spine document 4.
  function navInSpine(): Buffer {
    const files = unzipSync(epub(3));
    const opf = strFromU8(files['OEBPS/content.opf']!).replace(
      '<itemref idref="c4"/>',
      '<itemref idref="nav"/>\n<itemref idref="c4"/>',
    );
    files['OEBPS/content.opf'] = strToU8(opf);
    const { mimetype, ...rest } = files;
    return Buffer.from(zipSync({ mimetype: [mimetype!, { level: 0 }], ...rest }));
  }

  it('keeps the nav document (pruned) but not as a page, when it lies beyond the trial', async () => {
    const pkg = await readEpubPackage(await buildTrialEdition('epub', navInSpine(), 2));
    expect(pkg.spine.map((item) => item.id)).toEqual(['c1', 'c2', 'moyue-trial-end']);
    expect(pkg.nav?.path).toBe('OEBPS/nav.xhtml');
    const nav = strFromU8(pkg.files['OEBPS/nav.xhtml']!);
    expect(nav).not.toContain('c0003');
    expect(nav).toContain('c0002');
  });

  it('keeps it as a page when it lies within the trial', async () => {
    const pkg = await readEpubPackage(await buildTrialEdition('epub', navInSpine(), 4));
    expect(pkg.spine.map((item) => item.id)).toEqual(['c1', 'c2', 'c3', 'nav', 'moyue-trial-end']);
    expect(strFromU8(pkg.files['OEBPS/nav.xhtml']!)).not.toContain('c0004');
  });
});

async function markedPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    doc.addPage([300, 300]).drawText(`PAGE-MARKER-${n}`, { x: 20, y: 150, size: 14, font });
  }
  // A link on page 1 to the last page: copying it would drag that page along.
  const first = doc.getPage(0);
  const last = doc.getPage(pages - 1);
  first.node.set(
    PDFName.of('Annots'),
    doc.context.obj([
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 50, 50],
        Dest: [last.ref, 'Fit'],
      }),
    ]),
  );
  doc.setTitle('PDF 试读');
  return Buffer.from(await doc.save());
}

describe('PDF trial edition', () => {
  it('holds pages 1..N only', async () => {
    const trial = await buildTrialEdition('pdf', await markedPdf(8), 3);
    const reloaded = await PDFDocument.load(trial);
    expect(reloaded.getPageCount()).toBe(3);
    const pageObjects = reloaded.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFPageLeaf);
    expect(pageObjects).toHaveLength(3);
    const pdf = await openPdf(trial);
    const texts = await Promise.all([1, 2, 3].map((page) => pdf.pageText(page)));
    await pdf.close();
    expect(texts.map((text) => text.trim())).toEqual([
      'PAGE-MARKER-1',
      'PAGE-MARKER-2',
      'PAGE-MARKER-3',
    ]);
    expect(reloaded.getTitle()).toBe('PDF 试读');
  });

  it('refuses a trial of no units', async () => {
    await expect(buildTrialEdition('pdf', await markedPdf(2), 0)).rejects.toThrow();
  });
});

describe('the trial of a book read as bytes', () => {
  it('treats an EPUB that is not a zip as corrupt', async () => {
    await expect(buildTrialEdition('epub', Buffer.from(strToU8('not a zip')), 1)).rejects.toThrow(
      /zip/,
    );
  });
});
