import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Where `npm run <tool> -- …` runs: tools/src/<tool>.ts, which starts the server's script, or
 * the server's own script (apps/server/package.json's seed and db:migrate).
 */
const TOOLS = {
  import: { cwd: repoRoot, script: 'tools/src/import.ts' },
  admin: { cwd: repoRoot, script: 'tools/src/admin.ts' },
  backup: { cwd: repoRoot, script: 'tools/src/backup.ts' },
  seed: { cwd: path.join(repoRoot, 'apps/server'), script: 'src/db/seed-cli.ts' },
  'db:migrate': { cwd: path.join(repoRoot, 'apps/server'), script: 'src/db/migrate-cli.ts' },
};

/** Runs a tool as `npm run <tool> -- …` does. */
function runTool(
  tool: keyof typeof TOOLS,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', TOOLS[tool].script, ...args], {
      cwd: TOOLS[tool].cwd,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run import / admin / backup / seed / db:migrate -- --help (issue 12 item 13)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-cli-help-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const noDatabase = async (dataDir: string) => expect(fs.access(dataDir)).rejects.toThrow();

  it.each([
    ['import', ['--help'], 'usage: npm run import -- PATH…'],
    ['import', ['-h'], 'usage: npm run import -- PATH…'],
    ['admin', ['--help'], 'npm run admin -- grant-order'],
    ['admin', ['--help'], 'npm run admin -- grant-bundle'],
    ['admin', ['--help'], 'npm run admin -- rotate-master-key'],
    ['admin', ['-h'], 'npm run admin -- revoke-order'],
    ['admin', ['grant-order', '--help'], 'npm run admin -- grant-order'],
    ['admin', ['grant-bundle', '--help'], 'npm run admin -- grant-bundle'],
    // It once rotated the key, whatever followed the command: a key file in DATA_DIR says so.
    ['admin', ['rotate-master-key', '--help'], 'npm run admin -- rotate-master-key'],
    ['admin', ['rotate-master-key', '-h'], 'npm run admin -- rotate-master-key'],
    ['backup', ['--help'], 'usage: npm run backup -- --out DIR'],
    // Both once did their work whatever followed them: a seed wrote the demo readers.
    ['seed', ['--help'], 'npm run seed -- --full'],
    ['seed', ['-h'], 'npm run seed -- --full'],
    ['db:migrate', ['--help'], 'npm run db:migrate'],
  ] as const)(
    '%s %s prints its usage to stdout and exits 0 without opening the database',
    async (tool, args, usage) => {
      const dataDir = path.join(dir, `${tool}${args.join('_')}`);
      const answer = await runTool(tool, [...args], dataDir);
      expect(answer.stderr).toBe('');
      expect(answer.stdout).toContain(usage);
      expect(answer.code).toBe(0);
      await noDatabase(dataDir);
    },
    60_000,
  );

  it.each([
    ['import', [], 'usage: npm run import -- PATH…'],
    ['import', ['--bogus'], "Unknown option '--bogus'"],
    ['admin', [], 'npm run admin -- grant-order'],
    ['admin', ['grant-everything'], '未知命令 grant-everything'],
    ['admin', ['rotate-master-key', '--now'], 'rotate-master-key 不接受参数：--now'],
    ['backup', [], 'usage: npm run backup -- --out DIR'],
    ['backup', ['restore'], 'usage: npm run restore -- --from DIR'],
    ['backup', ['--outt', 'x'], "Unknown option '--outt'"],
    ['seed', ['--fulll'], "Unknown option '--fulll'"],
    ['db:migrate', ['now'], 'db:migrate 不接受参数：now'],
  ] as const)(
    '%s %s (a mistake) says why on stderr, nothing on stdout, and exits 2',
    async (tool, args, message) => {
      const dataDir = path.join(dir, `${tool}-wrong${args.join('_')}`);
      const answer = await runTool(tool, [...args], dataDir);
      expect(answer.stdout).toBe('');
      expect(answer.stderr).toContain(message);
      // a sentence, not a stack trace
      expect(answer.stderr).not.toMatch(/\n\s+at /);
      expect(answer.code).toBe(2);
      await noDatabase(dataDir);
    },
    60_000,
  );
});
