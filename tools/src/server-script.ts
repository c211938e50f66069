// The tools run in the server's own code: a script under apps/server/src, started
// in apps/server so that DATA_DIR, DATABASE_URL and BOOK_MASTER_KEY mean what they
// mean to the server (apps do not import each other; tools start them).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(repoRoot, 'apps/server');

/** Runs apps/server/<entry> with this process's arguments; its exit code becomes ours. */
export function runServerScript(entry: string): void {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, entry), ...process.argv.slice(2)],
    {
      cwd: serverDir,
      stdio: 'inherit',
      // Relative paths are the user's: resolved against the folder npm was run from.
      env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
    },
  );
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
