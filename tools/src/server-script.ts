// The tools run in the server's own code: a script under apps/server/src, run in apps/server
// so that DATA_DIR, DATABASE_URL and BOOK_MASTER_KEY mean what they mean to the server (apps
// do not import each other; tools start them). It runs in this process, not a second one:
// a second Node process cost as much again as a `--help` answer (cli-help.test.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');

/** Runs apps/server/<entry> with this process's arguments; it sets the exit code. */
export async function runServerScript(entry: string): Promise<void> {
  // Relative paths are the user's: resolved against the folder npm was run from.
  process.env.INIT_CWD ??= process.cwd();
  process.chdir(serverDir);
  await import(pathToFileURL(path.join(serverDir, entry)).href);
}
