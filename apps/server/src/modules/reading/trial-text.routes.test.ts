import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEpub } from '@moyue/corpus/editions/epub-writer';
import type { TocContentData, TocListData, TocNode } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { TRIAL_REAL_TEXT_CHARACTERS, trialUnitCount } from '@moyue/contracts/reading-trial';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { OrganizationRepository } from '../organizations/organization.repository.ts';
import { OrganizationService } from '../organizations/organization.service.ts';
import { BookFileStore } from './book-file.store.ts';
import { BookImporter } from './import/book-importer.ts';
import { readerCall } from './reading.fixtures.ts';

// Issue 13 item 7: the trial was the first N spine documents, so a book that
// opens on a title page showed a trial reader a heading and nothing more. It
// is counted by text now: the leading documents that reach
// AllowReadPercentage of the book's characters, at least through its first
// chapter of real text — and the server still refuses what lies beyond.

const PARAGRAPH = '天下皆知美之为美，斯恶已；皆知善之为善，斯不善已。故有无相生，难易相成。';

/** A title page, a preface line, then ten chapters of about 1,200 characters each. */
function titlePageFirstEpub(): Uint8Array {
  return buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-test-title-page-first',
    title: '扉页在前之书',
    author: '测试作者',
    language: 'zh-CN',
    chapters: [
      { id: 'title', title: '扉页', parentId: null, bodyXhtml: '<h1>扉页在前之书</h1>' },
      { id: 'note', title: '题记', parentId: null, paragraphs: ['谨以此书献给读者。'] },
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `c${i + 1}`,
        title: `第${i + 1}章`,
        parentId: null,
        paragraphs: [
          `第${i + 1}章起：MARK-${i + 1}`,
          ...Array.from({ length: 32 }, () => PARAGRAPH),
        ],
      })),
    ],
  });
}

const flatten = (nodes: TocNode[]): TocNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.Childs)]);

describe.each(TEST_DATABASES)('the trial counted by text (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let bookId: number;

  beforeAll(async () => {
    // the sample catalogue of the demo seed, with its generated EPUB and PDF editions
    t = await createTestApp(kind, { seed: 'sample', editions: true });
    device = await bindDevice(t.app);
    const importer = new BookImporter({
      database: t.database,
      files: t.app.moyue.files,
      books: await BookFileStore.open(t.database.db, t.config),
      organizations: new OrganizationService(
        new OrganizationRepository(t.database),
        t.app.moyue.readCache,
      ),
      cache: t.app.moyue.readCache,
    });
    const outcome = await importer.importBytes(
      'title-page-first.epub',
      Buffer.from(titlePageFirstEpub()),
    );
    bookId = outcome.contentId;
  }, 300_000);
  afterAll(() => t.close());

  const list = (objectId: number) =>
    readerCall<TocListData>(t, device, 'GET', '/v1/api/tableofcontent/list', {
      objectId: String(objectId),
      isRecursive: 'true',
      getFiles: 'true',
    });
  const content = (objectId: number, tocId: number) =>
    readerCall<TocContentData>(t, device, 'GET', '/v1/api/tableofcontent/content', {
      objectId: String(objectId),
      tocId: String(tocId),
    });

  it('reads on past the title page to the first chapter, and says how much of the text that is', async () => {
    const { answer } = await list(bookId);
    expect(answer.Success).toBe(true);
    const { AllowReadPercentage, UnitCount, TrialUnits, TrialTextPercent } = answer.Data;
    expect(answer.Data.IsTrial).toBe(true);
    expect(UnitCount).toBeGreaterThanOrEqual(12);
    // By documents, 10 % of 12 was the title page alone.
    expect(trialUnitCount(UnitCount, AllowReadPercentage)).toBe(1);
    const nodes = flatten(answer.Data.ItemList);
    const open = nodes.filter((node) => !node.IsLock).map((node) => node.Title);
    expect(open).toEqual(['扉页', '题记', '第1章']);
    expect(TrialUnits).toBe(nodes.find((node) => node.Title === '第1章')?.SpineIndex);
    // the first chapter is about a tenth of the book's text
    expect(TrialTextPercent).toBeGreaterThanOrEqual(AllowReadPercentage - 1);
    expect(TrialTextPercent).toBeLessThanOrEqual(15);
  });

  it('serves the first chapter’s text and refuses the second’s', async () => {
    const nodes = flatten((await list(bookId)).answer.Data.ItemList);
    const first = nodes.find((node) => node.Title === '第1章')!;
    const second = nodes.find((node) => node.Title === '第2章')!;
    const opened = await content(bookId, first.Id);
    expect(opened.answer.Success).toBe(true);
    expect(opened.answer.Data.Passages.map((p) => p.Text).join('')).toContain('MARK-1');
    expect(opened.answer.Data.IsNextLocked).toBe(true);
    const refused = await content(bookId, second.Id);
    expect(refused.answer).toMatchObject({ Success: false, Code: Code.Forbidden });
    expect(refused.response.body).not.toContain('MARK-2');
  });

  it('opens at least one chapter of real text of every demo sample book on trial', async () => {
    const books = await t.database.query<{ id: string; title: string }>(
      `SELECT c.id, c.title FROM contents c
        WHERE NOT c.is_free AND EXISTS (SELECT 1 FROM passages p WHERE p.content_id = c.id)
        ORDER BY c.id`,
    );
    expect(books.length).toBeGreaterThan(1);
    for (const book of books) {
      const { answer } = await list(Number(book.id));
      if (!answer.Data.IsTrial) continue;
      const nodes = flatten(answer.Data.ItemList);
      let read = 0;
      for (const node of nodes.filter((n) => !n.IsLock)) {
        const text = await content(Number(book.id), node.Id);
        if (text.answer.Success)
          read += text.answer.Data.Passages.reduce((sum, p) => sum + p.Text.length, 0);
      }
      const whole = nodes.every((node) => !node.IsLock);
      expect({ title: book.title, enough: whole || read >= TRIAL_REAL_TEXT_CHARACTERS }).toEqual({
        title: book.title,
        enough: true,
      });
      if (answer.Data.TrialTextPercent !== undefined && !whole)
        expect(answer.Data.TrialTextPercent).toBeGreaterThanOrEqual(
          answer.Data.AllowReadPercentage,
        );
    }
  }, 120_000);
});
