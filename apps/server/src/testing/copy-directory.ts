import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies the folder `from` into `to` (made if missing; files already there are overwritten):
 * its folders first, then every file at once with copyFile, which the kernel copies and which
 * keeps each file's mode. fs.cp walks and stats the tree file by file in JavaScript: ~350 ms
 * for a migrated PGlite data directory (43 MB in 1,411 files) where this takes ~40 ms
 * (2026-11-28), and the API suite copies one for every PGlite test database. Only folders and
 * regular files are expected (PGlite data directories, seeded data directories): anything else
 * is refused rather than copied wrongly.
 */
export async function copyDirectory(from: string, to: string): Promise<void> {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true });
  const unexpected = entries.find((entry) => !entry.isDirectory() && !entry.isFile());
  if (unexpected)
    throw new Error(
      `copyDirectory copies only folders and files: ${path.join(unexpected.parentPath, unexpected.name)}`,
    );
  const target = (entry: { parentPath: string; name: string }) =>
    path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  await fs.mkdir(to, { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => fs.mkdir(target(entry), { recursive: true })),
  );
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => fs.copyFile(path.join(entry.parentPath, entry.name), target(entry))),
  );
}
