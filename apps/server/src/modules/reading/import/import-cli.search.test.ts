import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FullTextSearchData } from '@moyue/contracts/api/search';
import { FIXTURE_MARKERS, sampleEpub, samplePdf } from '@moyue/corpus/testing/book-fixtures';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase, type Database } from '../../../platform/db.ts';
import {
  TEST_DATABASES,
  bindDevice,
  signedCall,
  type DatabaseKind,
  type TestDevice,
} from '../../../testing/test-app.ts';
import { FOREIGN_MARKERS, foreignEpub, foreignPdf } from './foreign-book-fixtures.ts';

// issue 6 'Done when': a reader imports a real EPUB and a real PDF from disk with
// the CLI and finds them by full-text search. The books go in through
// `npm run import`'s entry (tools/src/import.ts → import-cli.ts) into a fresh
// database; the app then opens that database and searches their body text.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

function runImportTool(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tools/src/import.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`import exited ${code}:\n${out}`)),
    );
  });
}

/** A fresh database: PGlite files in the data directory, or a new PostgreSQL database. */
async function freshDatabaseUrl(
  kind: DatabaseKind,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'pglite') return { url: '', drop: () => Promise.resolve() };
  const base = new URL(process.env.DATABASE_URL ?? '');
  const name = `moyue_cli_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

describe.each(TEST_DATABASES)('npm run import, then full-text search (%s)', (kind) => {
  let dir: string;
  let output: string;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let device: TestDevice;
  let fresh: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-import-search-'));
    await fs.mkdir(path.join(dir, 'incoming', 'others'), { recursive: true });
    await fs.writeFile(path.join(dir, 'incoming', 'zhuangzi.epub'), sampleEpub(3));
    await fs.writeFile(path.join(dir, 'incoming', 'chunjiang.pdf'), await samplePdf());
    await fs.writeFile(path.join(dir, 'incoming', 'others', 'wangwei.epub'), foreignEpub());
    await fs.writeFile(path.join(dir, 'incoming', 'others', 'wangchuan.pdf'), await foreignPdf());
    fresh = await freshDatabaseUrl(kind);
    const dataDir = path.join(dir, 'data');
    output = await runImportTool(['incoming', '--free'], {
      DATA_DIR: dataDir,
      INIT_CWD: dir,
      ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    });
    // The app on the same data directory (book key) and the database the tool wrote.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dir, 'no-web-build'),
    });
    database = await openDatabase(
      fresh.url ? { url: fresh.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, 'pg') },
    );
    app = await buildApp({ ...config, databaseUrl: undefined }, { logger: false, database });
    device = await bindDevice(app);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fresh?.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const fullText = async (keyword: string) => {
    const answer = (
      await signedCall(app, device, 'POST', '/Content/Search', { searchType: '0', keyword })
    ).json<{ Success: boolean; Data: FullTextSearchData }>();
    expect(answer.Success).toBe(true);
    return answer.Data.ItemList;
  };

  it('imports the four books of the folder', () => {
    expect(output).toContain('4 imported, 0 already imported, 0 failed');
    expect(output).toContain('wangwei.epub → 《王维山水诗钞》');
    expect(output).toContain('wangchuan.pdf → 《辋川集选》');
  });

  it.each([
    ['EPUB of our writer', FIXTURE_MARKERS.epub3[1], '庄子选读', { TocTitle: '第一章 逍遥' }],
    ['PDF of pdfkit', FIXTURE_MARKERS.pdf[1], '春江花月夜', { Page: 2, TocTitle: '江月' }],
    ['hand-written EPUB 3', FOREIGN_MARKERS.epubFirst, '王维山水诗钞', { TocTitle: '辋川闲居' }],
    [
      'hand-written EPUB 3, a fragment of the second document',
      FOREIGN_MARKERS.epubSecond,
      '王维山水诗钞',
      { TocTitle: '终南别业' },
    ],
    ['PDF of pdf-lib', FOREIGN_MARKERS.pdfPage2, '辋川集选', { Page: 2, TocTitle: '第 2 页' }],
    ['PDF of pdf-lib, last page', FOREIGN_MARKERS.pdfPage3, '辋川集选', { Page: 3 }],
  ] as const)('finds a phrase of the body text: %s', async (_, phrase, title, where) => {
    const books = await fullText(phrase);
    const book = books.find((item) => item.Content.Title === title);
    expect(book, `${phrase} → ${books.map((b) => b.Content.Title).join(', ')}`).toBeDefined();
    expect(book?.Hits[0]).toMatchObject({ IsLock: false, ...where });
    const text = book?.Hits[0]?.Fragments.map((fragment) => fragment.Text).join('') ?? '';
    expect(text.replace(/\s/g, '')).toContain(phrase);
  });

  it('kept the metadata of the hand-written books (TOC of the nav in its subfolder, language, ISBN, covers)', async () => {
    const [epub] = await database.query<Record<string, unknown>>(
      `SELECT c.author, p.name AS publisher, c.isbn, c.language, c.issue_date::text AS issue_date, c.keywords
         FROM contents c LEFT JOIN publishers p ON p.id = c.publisher_id WHERE c.title = '王维山水诗钞'`,
    );
    expect(epub).toEqual({
      author: '王维',
      publisher: '辋川书社',
      isbn: '9787532549603',
      language: 'zh-Hans',
      issue_date: '2018-09-01',
      keywords: '唐诗，山水田园',
    });
    const toc = await database.query<{ title: string; parent: string | null }>(
      `SELECT n.title, p.title AS parent FROM toc_nodes n
         JOIN contents c ON c.id = n.content_id LEFT JOIN toc_nodes p ON p.id = n.parent_id
        WHERE c.title = '王维山水诗钞' ORDER BY n.sort_order`,
    );
    // The nav (not the NCX, whose labels start with 'NCX'), nested under its untargeted part.
    expect(toc.map((node) => node.title)).toEqual(['辋川闲居', '终南别业']);
    const [pdf] = await database.query<Record<string, unknown>>(
      `SELECT author, language, abstracts, keywords FROM contents WHERE title = '辋川集选'`,
    );
    expect(pdf).toEqual({
      author: '王维',
      language: 'zh-CN',
      abstracts: '王维辋川诗选的测试 PDF',
      keywords: '唐诗，王维',
    });
    // Covers: the EPUB's cover-image, and the PDF's first page drawn by pdf.js (a PNG 600 px wide).
    const covers = await database.query<{ title: string; mime_type: string }>(
      `SELECT c.title, f.mime_type FROM contents c JOIN stored_files f ON f.sha256 = c.cover_sha256
        WHERE c.title IN ('王维山水诗钞', '辋川集选', '春江花月夜')`,
    );
    const byTitle = (a: string[], b: string[]) => (a[0]! < b[0]! ? -1 : 1);
    expect(covers.map(({ title, mime_type }) => [title, mime_type]).sort(byTitle)).toEqual(
      [
        ['春江花月夜', 'image/png'],
        ['王维山水诗钞', 'image/png'],
        ['辋川集选', 'image/png'],
      ].sort(byTitle),
    );
  });
});
