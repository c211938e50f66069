// Import throughput (issue 6): pages per second for EPUB and PDF, through `npm run import`'s own process.
// READER's `npm run bench -- reader` calls benchImport() and records it beside the reader timings.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoCatalogue } from '@moyue/corpus';
import {
  catalogueEpub,
  cataloguePageCount,
  cataloguePdf,
} from '@moyue/corpus/editions/catalogue-editions';
import { repoRoot } from './server-process.ts';

/** Demo books imported as EPUB (the largest ones) and as PDF. */
const EPUB_SLUGS = [
  'guwen-guanzhi',
  'mengzi',
  'shijing',
  'songci-300',
  'huajianji',
  'chuci',
  'tangshi-300',
  'lunyu',
];
const PDF_SLUGS = ['guwen-guanzhi', 'tangshi-300', 'lunyu'];

export interface ImportBenchResult {
  epub: { books: number; pages: number; seconds: number; pagesPerSecond: number };
  pdf: { books: number; pages: number; seconds: number; pagesPerSecond: number };
}

interface CliSummary {
  errors: string[];
  pages: Record<'epub' | 'pdf', { pages: number; ms: number }>;
}

function runImportCli(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/modules/reading/import/import-cli.ts', ...args],
      { cwd: path.join(repoRoot, 'apps/server'), env: { ...process.env, ...env } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`import exited ${code}: ${err}${out}`)),
    );
  });
}

/**
 * Writes real EPUB and PDF files of demo books to a folder and imports them
 * with the importer's process into a fresh embedded database (or DATABASE_URL
 * when given); time is the importer's own per-file time (parse, index, encrypt, commit).
 */
export async function benchImport(env: { DATABASE_URL?: string } = {}): Promise<ImportBenchResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-import-bench-'));
  try {
    await fs.mkdir(path.join(dir, 'books'));
    const wanted = new Set([...EPUB_SLUGS, ...PDF_SLUGS]);
    for (const book of demoCatalogue()) {
      if (!wanted.has(book.slug)) continue;
      if (EPUB_SLUGS.includes(book.slug))
        await fs.writeFile(path.join(dir, 'books', `${book.slug}.epub`), catalogueEpub(book));
      if (PDF_SLUGS.includes(book.slug))
        await fs.writeFile(path.join(dir, 'books', `${book.slug}.pdf`), await cataloguePdf(book));
      console.info(`bench import: wrote ${book.slug} (${cataloguePageCount(book)} pages)`);
      wanted.delete(book.slug);
      if (wanted.size === 0) break;
    }
    const output = await runImportCli([path.join(dir, 'books'), '--json'], {
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: env.DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    });
    const summary = JSON.parse(output.trim().split('\n').pop() ?? '{}') as CliSummary;
    if (summary.errors.length) throw new Error(summary.errors.join('\n'));
    const figure = (kind: 'epub' | 'pdf', books: number) => {
      const { pages, ms } = summary.pages[kind];
      return {
        books,
        pages,
        seconds: Math.round(ms) / 1000,
        pagesPerSecond: ms > 0 ? Math.round((pages / ms) * 10_000) / 10 : 0,
      };
    };
    return { epub: figure('epub', EPUB_SLUGS.length), pdf: figure('pdf', PDF_SLUGS.length) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
