import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** Runs a tool as `npm run <tool> -- …` does (tools/src/<tool>.ts, which starts the server's script). */
function runTool(
  tool: 'import' | 'admin' | 'backup',
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('tools/src', `${tool}.ts`), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: dataDir },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run import / admin / backup -- --help (issue 12 item 13)', () => {
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
    ['admin', ['-h'], 'npm run admin -- revoke-order'],
    ['backup', ['--help'], 'usage: npm run backup -- --out DIR'],
  ] as const)(
    '%s %s prints its usage to stdout and exits 0 without opening the database',
    async (tool, args, usage) => {
      const dataDir = path.join(dir, `${tool}${args[0]}`);
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
    ['backup', [], 'usage: npm run backup -- --out DIR'],
    ['backup', ['restore'], 'usage: npm run restore -- --from DIR'],
    ['backup', ['--outt', 'x'], "Unknown option '--outt'"],
  ] as const)(
    '%s %s (a mistake) says why on stderr, nothing on stdout, and exits 2',
    async (tool, args, message) => {
      const dataDir = path.join(dir, `${tool}-wrong-${args.length}`);
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
