import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDirectory } from './copy-directory.ts';

describe('copyDirectory', () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-copy-directory-'));
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const tree = async (dir: string) =>
    (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
      .map(
        (entry) =>
          `${path.relative(dir, path.join(entry.parentPath, entry.name))}${entry.isDirectory() ? '/' : ''}`,
      )
      .sort();

  it('copies nested folders, empty ones too, with every file’s bytes and mode', async () => {
    const from = path.join(root, 'from');
    await fs.mkdir(path.join(from, 'base', '1'), { recursive: true });
    await fs.mkdir(path.join(from, 'pg_wal', 'archive_status'), { recursive: true });
    await fs.writeFile(path.join(from, 'PG_VERSION'), '17\n');
    await fs.writeFile(path.join(from, 'base', '1', '1259'), Buffer.alloc(8192, 7));
    await fs.writeFile(path.join(from, 'base', '1', '书目.bin'), '墨阅');
    await fs.chmod(path.join(from, 'PG_VERSION'), 0o600);
    const to = path.join(root, 'to');
    await copyDirectory(from, to);
    expect(await tree(to)).toEqual(await tree(from));
    expect(await fs.readFile(path.join(to, 'base', '1', '1259'))).toEqual(Buffer.alloc(8192, 7));
    expect(await fs.readFile(path.join(to, 'base', '1', '书目.bin'), 'utf8')).toBe('墨阅');
    expect((await fs.stat(path.join(to, 'PG_VERSION'))).mode & 0o777).toBe(0o600);
    // a copy, not a link: writing it leaves the source as it was
    await fs.writeFile(path.join(to, 'PG_VERSION'), 'changed');
    expect(await fs.readFile(path.join(from, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('copies into a folder that exists, keeping what else is there', async () => {
    const from = path.join(root, 'from');
    await fs.mkdir(path.join(from, 'files'), { recursive: true });
    await fs.writeFile(path.join(from, 'files', 'cover.png'), 'new');
    const to = path.join(root, 'to');
    await fs.mkdir(path.join(to, 'files'), { recursive: true });
    await fs.writeFile(path.join(to, 'files', 'cover.png'), 'old');
    await fs.writeFile(path.join(to, 'keep.txt'), 'kept');
    await copyDirectory(from, to);
    expect(await fs.readFile(path.join(to, 'files', 'cover.png'), 'utf8')).toBe('new');
    expect(await fs.readFile(path.join(to, 'keep.txt'), 'utf8')).toBe('kept');
  });

  it('refuses a symbolic link instead of copying it wrongly, and copies nothing', async () => {
    const from = path.join(root, 'from');
    await fs.mkdir(from);
    await fs.writeFile(path.join(from, 'a'), 'a');
    await fs.symlink(path.join(from, 'a'), path.join(from, 'link'));
    const to = path.join(root, 'to');
    await expect(copyDirectory(from, to)).rejects.toThrow(/only folders and files: .*link/);
    await expect(fs.stat(to)).rejects.toThrow();
  });
});
