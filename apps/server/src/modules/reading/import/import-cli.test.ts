import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEpub } from '@moyue/corpus/testing/book-fixtures';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/modules/reading/import/import-cli.ts', ...args],
      {
        cwd: serverDir,
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run import (the importer process on an embedded database)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-import-cli-'));
    await fs.mkdir(path.join(dir, 'books'));
    await fs.writeFile(path.join(dir, 'books', 'zhuangzi.epub'), sampleEpub(3));
    await fs.writeFile(path.join(dir, 'books', 'broken.pdf'), '%PDF-1.7 then nothing');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('imports a folder relative to where npm ran, names each failure, and recognises the book the second time', async () => {
    const env = { DATA_DIR: path.join(dir, 'data'), INIT_CWD: dir };
    const first = await runCli(['books'], env);
    expect(first.out).toContain('imported: zhuangzi.epub → 《庄子选读》');
    expect(first.out).toContain(
      `FAILED: ${path.join(dir, 'books', 'broken.pdf')}: corrupt or truncated PDF`,
    );
    expect(first.out).toContain('1 imported, 0 already imported, 1 failed');
    expect(first.code).toBe(1);
    expect(await fs.readdir(path.join(dir, 'data', 'books'))).toHaveLength(1);

    const second = await runCli([path.join(dir, 'books', 'zhuangzi.epub'), '--free'], env);
    expect(second.out).toContain('already imported: zhuangzi.epub → 《庄子选读》');
    // --free is not applied to a known file, and the output says so.
    expect(second.out).toContain(
      'NOT APPLIED to this known file (it keeps its settings): --free (the item stays not free)',
    );
    expect(second.code).toBe(0);
  }, 180_000);

  it('explains its usage without opening the database', async () => {
    const usage = await runCli([], { DATA_DIR: path.join(dir, 'unused'), INIT_CWD: dir });
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('usage: npm run import -- PATH…');
    await expect(fs.access(path.join(dir, 'unused'))).rejects.toThrow();
  }, 180_000);
});
