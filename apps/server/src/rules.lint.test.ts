import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The code rules of `npm run lint` (.oxlintrc.json, oxlint with its type-aware rules), run on
// small made-up trees: each rule this repository relies on must refuse what it names, and
// allow what its overrides allow. The tree mirrors the repository's layout, since the
// overrides match paths. (The import boundaries are dependency-cruiser's:
// boundaries.lint.test.ts.)

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const oxlint = path.join(repoRoot, 'node_modules/.bin/oxlint');

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    allowImportingTsExtensions: true,
    noEmit: true,
    types: [],
  },
  include: ['apps', 'e2e'],
});

const trees: string[] = [];

afterAll(async () => {
  await Promise.all(trees.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

interface Diagnostic {
  code: string;
  severity: string;
  filename: string;
}

/** Lints a tree of `files` with the repository's config; answers 'file: code (severity)'. */
async function lint(files: Record<string, string>): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-rules-'));
  trees.push(dir);
  const tree = { 'tsconfig.json': TSCONFIG, ...files };
  for (const [file, text] of Object.entries(tree)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
  await fs.copyFile(path.join(repoRoot, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
  // React's types, as the web's files see them
  await fs.symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // oxlint exits 1 when it finds errors: its JSON report is the answer either way.
  const { stdout } = await promisify(execFile)(oxlint, ['--type-aware', '-f', 'json', '.'], {
    cwd: dir,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .map((found) => `${found.filename}: ${found.code} (${found.severity})`)
    .sort();
}

describe('code rules (npm run lint)', () => {
  it('lets clean code pass', async () => {
    expect(
      await lint({
        'apps/server/src/clean.ts': [
          "import type { Answer } from './answer.ts';",
          'export async function work(): Promise<number> { return 1; }',
          'export async function run(): Promise<Answer> { return { value: await work() }; }',
          'export function later(): void { void work(); }',
          'export function unusedArgument(_first: number, second: number): number { return second; }',
        ].join('\n'),
        'apps/server/src/answer.ts': 'export interface Answer { value: number }\n',
        'e2e/routes.e2e.ts':
          "import { ROUTES } from '../apps/web/src/config/routes.ts';\nexport const all = ROUTES;\n",
        'apps/web/src/config/routes.ts': 'export const ROUTES = [];\n',
      }),
    ).toEqual([]);
  }, 60_000);

  it('refuses a floating promise, an unused variable and a value import used as a type', async () => {
    expect(
      await lint({
        'apps/server/src/a.ts': [
          "import { Answer } from './answer.ts';",
          'async function work(): Promise<number> { return 1; }',
          'export function run(): Answer { work(); return { value: 1 }; }',
          'const forgotten = 1;',
        ].join('\n'),
        'apps/server/src/answer.ts': 'export interface Answer { value: number }\n',
      }),
    ).toEqual([
      'apps/server/src/a.ts: eslint(no-unused-vars) (error)',
      'apps/server/src/a.ts: typescript(consistent-type-imports) (error)',
      'apps/server/src/a.ts: typescript(no-floating-promises) (error)',
    ]);
  }, 60_000);

  it('refuses a switch that misses a case of its union, and any reaching out of a parse', async () => {
    const source = [
      "type Kind = 'book' | 'audio';",
      'export function label(kind: Kind): string {',
      "  switch (kind) { case 'book': return '图书'; }",
      "  return '';",
      '}',
      'export function field(text: string): number {',
      '  const parsed = JSON.parse(text);',
      '  return parsed.value as number;',
      '}',
    ].join('\n');
    expect(
      await lint({ 'apps/server/src/kind.ts': source, 'apps/server/src/kind.test.ts': source }),
    ).toEqual([
      // a test may read any's members (the tests' override); the switch stays refused there
      'apps/server/src/kind.test.ts: typescript(switch-exhaustiveness-check) (error)',
      'apps/server/src/kind.ts: typescript(no-unsafe-assignment) (error)',
      'apps/server/src/kind.ts: typescript(no-unsafe-member-access) (error)',
      'apps/server/src/kind.ts: typescript(switch-exhaustiveness-check) (error)',
    ]);
  }, 60_000);

  it("refuses the web's hooks out of order or missing a dependency, and Node in the web", async () => {
    expect(
      await lint({
        'apps/web/src/Panel.tsx': [
          "import { useEffect, useState } from 'react';",
          "import fs from 'node:fs';",
          'export function Panel({ open, id }: { open: boolean; id: number }) {',
          '  if (open) { const [shown] = useState(0); void shown; }',
          '  useEffect(() => { void fs; console.info(id); }, []);',
          '  return null;',
          '}',
        ].join('\n'),
      }),
    ).toEqual([
      'apps/web/src/Panel.tsx: eslint(no-restricted-imports) (error)',
      'apps/web/src/Panel.tsx: react-hooks(exhaustive-deps) (warning)',
      'apps/web/src/Panel.tsx: react-hooks(rules-of-hooks) (error)',
    ]);
  }, 60_000);

  it('refuses an app importing another app; e2e only its route table', async () => {
    expect(
      await lint({
        // spelt in two parts: the workspace check (boundaries.lint.test.ts) reads this file's
        // text for the packages it imports
        'apps/server/src/uses-web.ts': `export { App } from '${'@moyue/'}web';\n`,
        'e2e/reaches-in.e2e.ts':
          "import { secret } from '../apps/server/src/secret.ts';\nexport const s = secret;\n",
        'apps/server/src/secret.ts': 'export const secret = 1;\n',
      }),
    ).toEqual([
      'apps/server/src/uses-web.ts: eslint(no-restricted-imports) (error)',
      'e2e/reaches-in.e2e.ts: eslint(no-restricted-imports) (error)',
    ]);
  }, 60_000);
});
