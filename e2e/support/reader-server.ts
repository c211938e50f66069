import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildEpub, type EpubChapter } from '@moyue/corpus/editions/epub-writer';
import {
  FIXTURE_MARKERS,
  samplePdf,
  sampleEpub,
  scriptedEpub,
} from '@moyue/corpus/testing/book-fixtures';
import { seededDataDirCopy } from './seeded-data.ts';
import { freePort, repoRoot } from '../../bench/src/server-process.ts';

// The readers' e2e tests need real books in the library: a server of their
// own on a copy of the run's seeded world, whose embedded database the importer
// CLI (npm run import) fills with the fixture books before the server starts.

/** Each book with a phrase of its body text that the tests find it by (full-text search). */
export const READER_FIXTURES = {
  /** held by 墨阅示范图书馆 (whose network is 127.0.0.0/8): read whole */
  held: { title: '长河十章', chapters: 10, phrase: '长河晓渡千帆过' },
  heldPdf: { title: '春江花月夜', phrase: FIXTURE_MARKERS.pdf[0] },
  /** held by nobody: anonymous readers get the trial (the phrase is in its first chapter) */
  trial: { title: '庄子选读', phrase: FIXTURE_MARKERS.epub3[0] },
  /** held: its <script>, on* handlers and <iframe srcdoc> are all shown */
  scripted: { title: '带脚本的书', phrase: '本段带有事件处理器' },
} as const;

/** A ten-chapter EPUB with enough text per chapter to fill a few pages. */
export function longEpub(): Uint8Array {
  const chapters: EpubChapter[] = Array.from({ length: READER_FIXTURES.held.chapters }, (_, i) => ({
    id: `c${i + 1}`,
    title: `第${i + 1}章 长河之${'一二三四五六七八九十'[i]}`,
    parentId: null,
    paragraphs: [
      ...(i === 0 ? [`${READER_FIXTURES.held.phrase}，一篙春水到江城。`] : []),
      ...Array.from(
        { length: 6 },
        (_, p) =>
          `第${i + 1}章第${p + 1}段。大江东去，浪淘尽，千古风流人物。故垒西边，人道是，三国周郎赤壁。乱石穿空，惊涛拍岸，卷起千堆雪。江山如画，一时多少豪杰。`,
      ),
    ],
  }));
  return buildEpub({
    version: 3,
    identifier: 'urn:uuid:moyue-e2e-long',
    title: READER_FIXTURES.held.title,
    author: '测试作者',
    language: 'zh-CN',
    chapters,
  });
}

export interface ReaderServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function startServer(
  dataDir: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every browser context of the run binds its device from 127.0.0.1: not a flood.
    DEVICE_BIND_LIMIT_PER_MINUTE: '100000',
    DEVICE_BIND_LIMIT_PER_DAY: '1000000',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('reader server did not start within 7 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const stopServer = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

function importBooks(dataDir: string, files: string[], flags: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/reading/import/import-cli.ts', ...files, ...flags],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`import failed (${result.status}): ${result.stderr}\n${result.stdout}`);
  return result.stdout;
}

/** A seeded server whose library also holds the readers' fixture books. */
export async function startReaderServer(): Promise<ReaderServer> {
  // The run's seeded demo world (organisations, accounts), copied: no seed of its own.
  const dataDir = await seededDataDirCopy('moyue-reader-e2e-');
  const books = path.join(dataDir, 'fixtures');
  await fsp.mkdir(books);
  const write = async (name: string, bytes: Uint8Array) => {
    const file = path.join(books, name);
    await fsp.writeFile(file, bytes);
    return file;
  };
  const held = [
    await write('long.epub', longEpub()),
    await write('sample.pdf', await samplePdf({ pages: 12 })),
    // read whole, so that every scripted chapter is delivered and shown
    await write('scripted.epub', scriptedEpub()),
  ];
  const trial = [await write('trial.epub', sampleEpub(3))];
  const port = await freePort();
  importBooks(dataDir, held, ['--org', 'org-demo-library']);
  importBooks(dataDir, trial, []);
  const child = await startServer(dataDir, port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      await stopServer(child);
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server whose library holds only `books` (file name → bytes), read on
 * trial: no demo seed, so that it starts in seconds on a busy machine.
 */
export async function startBareReaderServer(
  books: Record<string, Uint8Array>,
): Promise<ReaderServer & { contentIds: Map<string, string> }> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'moyue-reader-e2e-'));
  const folder = path.join(dataDir, 'fixtures');
  await fsp.mkdir(folder);
  const files: string[] = [];
  for (const [name, bytes] of Object.entries(books)) {
    const file = path.join(folder, name);
    await fsp.writeFile(file, bytes);
    files.push(file);
  }
  const port = await freePort();
  // First start: migrations only.
  await stopServer(await startServer(dataDir, port, { SEED: 'off' }));
  const { outcomes } = JSON.parse(importBooks(dataDir, files, ['--json'])) as {
    outcomes: { file: string; contentId: number }[];
  };
  const child = await startServer(dataDir, port, { SEED: 'off' });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    /** each book's content id by its file name */
    contentIds: new Map(outcomes.map((o) => [path.basename(o.file), String(o.contentId)])),
    async stop() {
      await stopServer(child);
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}
