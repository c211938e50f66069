// Import throughput (issue 6): pages per second for EPUB and PDF, through `npm run import`'s own process.
// READER's `npm run bench -- reader` calls benchImport() and records it beside the reader timings.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
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

/** Documents of the large EPUB (issue 13: pages/s for a 2,000-document EPUB). */
export const LARGE_EPUB_DOCUMENTS = 2000;

const VERSE =
  '北冥有鱼，其名为鲲。鲲之大，不知其几千里也。化而为鸟，其名为鹏。鹏之背，不知其几千里也；怒而飞，其翼若垂天之云。';

/** An EPUB 2 of `documents` chapters (about 1,500 characters each) with an NCX entry per chapter. */
export function largeEpub(documents: number): Uint8Array {
  const ids = Array.from({ length: documents }, (_, i) => `c${String(i + 1).padStart(4, '0')}`);
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/content.opf': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:bench-large</dc:identifier><dc:title>两千章基准书</dc:title><dc:language>zh-CN</dc:language></metadata>
<manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
${ids.map((id) => `<item id="${id}" href="${id}.xhtml" media-type="application/xhtml+xml"/>`).join('\n')}</manifest>
<spine toc="ncx">${ids.map((id) => `<itemref idref="${id}"/>`).join('')}</spine></package>`),
    'OEBPS/toc.ncx': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap>
${ids.map((id, i) => `<navPoint id="n${id}" playOrder="${i + 1}"><navLabel><text>第${i + 1}章</text></navLabel><content src="${id}.xhtml"/></navPoint>`).join('\n')}
</navMap></ncx>`),
  };
  ids.forEach((id, i) => {
    const paragraphs = Array.from(
      { length: 28 },
      (_, p) => `<p>第${i + 1}章第${p + 1}段：${VERSE}</p>`,
    ).join('');
    files[`OEBPS/${id}.xhtml`] = strToU8(
      `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>第${i + 1}章</title></head><body><h1>第${i + 1}章</h1>${paragraphs}</body></html>`,
    );
  });
  return zipSync(files, { level: 6 });
}

export interface LargeImportResult {
  documents: number;
  bytes: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
}

/** Imports one EPUB of LARGE_EPUB_DOCUMENTS documents with the importer's process; pages per second. */
export async function benchImportLarge(
  env: { DATABASE_URL?: string } = {},
): Promise<LargeImportResult> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-import-large-'));
  try {
    await fs.mkdir(path.join(dir, 'books'));
    const bytes = largeEpub(LARGE_EPUB_DOCUMENTS);
    await fs.writeFile(path.join(dir, 'books', 'large.epub'), bytes);
    const output = await runImportCli([path.join(dir, 'books'), '--json'], {
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: env.DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    });
    const summary = JSON.parse(output.trim().split('\n').pop() ?? '{}') as CliSummary;
    if (summary.errors.length) throw new Error(summary.errors.join('\n'));
    const { pages, ms } = summary.pages.epub;
    return {
      documents: LARGE_EPUB_DOCUMENTS,
      bytes: bytes.length,
      pages,
      seconds: Math.round(ms) / 1000,
      pagesPerSecond: ms > 0 ? Math.round((pages / ms) * 10_000) / 10 : 0,
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
