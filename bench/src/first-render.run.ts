// `npx tsx bench/src/first-render.run.ts`: builds the web app into a temp dir,
// starts the server on it (demo seed), runs the first-render benchmark and
// writes bench/results/first-render.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchFirstRender, firstRenderRows } from './first-render.bench.ts';
import { repoRoot, startServer } from './server-process.ts';

const webDist = process.env.WEB_DIST ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-web-')));
if (!process.env.WEB_DIST)
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  });
const server = await startServer({ WEB_DIST: webDist });
try {
  const results = await benchFirstRender(server.baseUrl, process.env.BOOK_ID ?? '1');
  await fs.writeFile(
    path.join(repoRoot, 'bench/results/first-render.json'),
    `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2)}\n`,
  );
  console.log(firstRenderRows(results).join('\n'));
} finally {
  await server.stop();
}
