import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '@moyue/corpus';
import { BookFileStore } from '../modules/reading/book-file.store.ts';
import { parseEpub } from '../modules/reading/import/epub-parser.ts';
import { openPdf } from '../modules/reading/import/pdf-reader.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { writeDemoEditions } from './book-editions.ts';
import { SAMPLE_BOOKS } from './seed.ts';
import { createProgress } from '../platform/progress.ts';

describe.each(TEST_DATABASES)('demo editions (%s)', (kind) => {
  let t: TestApp;
  let books: BookFileStore;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample', editions: true });
    books = await BookFileStore.open(t.database.db, t.config);
  }, 180_000);
  afterAll(() => t.close());

  const contentOf = async (slug: string) =>
    Number(
      (await t.database.query<{ id: string }>(`SELECT id FROM contents WHERE slug = $1`, [slug]))[0]
        ?.id,
    );

  it('gives every seeded book an EPUB whose spine documents are its TOC nodes, in order', async () => {
    const rows = await t.database.query<{
      units: number;
      nodes: string;
      unset: string;
      misplaced: string;
    }>(
      `SELECT f.unit_count AS units, count(n.id) AS nodes,
              count(*) FILTER (WHERE n.spine_index IS NULL) AS unset,
              count(*) FILTER (WHERE n.spine_index <> n.sort_order) AS misplaced
         FROM content_files f JOIN toc_nodes n ON n.content_id = f.content_id
        WHERE f.media_type = 'epub' GROUP BY f.id`,
    );
    expect(rows).toHaveLength(SAMPLE_BOOKS);
    for (const row of rows) {
      expect(Number(row.units)).toBe(Number(row.nodes));
      expect(Number(row.unset)).toBe(0);
      expect(Number(row.misplaced)).toBe(0);
    }
  });

  it('writes real EPUB text: the importer reads the same TOC and text back', async () => {
    const contentId = await contentOf('lunyu');
    const record = await books.findEdition(contentId, 'epub');
    const parsed = await parseEpub(await books.readPlaintext(record!));
    const toc = await t.database.query<{ title: string }>(
      `SELECT title FROM toc_nodes WHERE content_id = $1 ORDER BY sort_order`,
      [contentId],
    );
    expect(parsed.toc.map((node) => node.title)).toEqual(toc.map((node) => node.title));
    expect(parsed.toc.map((node) => node.spineIndex)).toEqual(toc.map((_, i) => i + 1));
    expect(parsed.metadata).toMatchObject({ title: '论语', language: 'zh-CN' });
    const [first] = await t.database.query<{ body: string }>(
      `SELECT body FROM passages WHERE content_id = $1 ORDER BY sort_order LIMIT 1`,
      [contentId],
    );
    expect(parsed.passages.map((passage) => passage.text).join('\n')).toContain(
      first!.body.split('\n')[0],
    );
  });

  it('gives 论语 a PDF whose page n holds the passages of page n', async () => {
    const contentId = await contentOf('lunyu');
    const record = await books.findEdition(contentId, 'pdf');
    const [pages] = await t.database.query<{ max: number }>(
      `SELECT max(page) AS max FROM passages WHERE content_id = $1`,
      [contentId],
    );
    expect(record?.unitCount).toBe(Number(pages!.max));
    const pdf = await openPdf(await books.readPlaintext(record!));
    try {
      expect(pdf.pageCount).toBe(record!.unitCount);
      for (const page of [2, Math.floor(pdf.pageCount / 2), pdf.pageCount]) {
        const [passage] = await t.database.query<{ body: string }>(
          `SELECT body FROM passages WHERE content_id = $1 AND page = $2 ORDER BY sort_order LIMIT 1`,
          [contentId, page],
        );
        const text = (await pdf.pageText(page)).replace(/\s+/g, '');
        expect(text).toContain(passage!.body.replace(/\s+/g, '').slice(0, 12));
      }
      expect(pdf.outline.length).toBeGreaterThan(0);
    } finally {
      await pdf.close();
    }
  });

  it('writes nothing the second time', async () => {
    const files = (await fs.readdir(t.config.booksDir)).length;
    const sample = [];
    for (const book of demoCatalogue()) {
      if (sample.length === SAMPLE_BOOKS) break;
      sample.push(book);
    }
    const progress = createProgress({ info: () => undefined }, false);
    const context = { database: t.database, books, cache: t.app.moyue.readCache };
    expect(await writeDemoEditions(context, sample, progress)).toBe(0);
    expect((await fs.readdir(t.config.booksDir)).length).toBe(files);
  });
});
