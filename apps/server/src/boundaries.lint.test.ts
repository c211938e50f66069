import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of `npm run lint` (dependency-cruiser.config.js, docs/architecture.md
// "Boundaries"), run on small made-up trees: each rule must refuse the import it names and let
// the allowed ones pass. The tree mirrors the repository's layout, since the rules match paths.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A clean tree: every import in it is one the rules allow. */
const BASE: Record<string, string> = {
  'apps/web/src/components/Button.tsx': 'export const Button = () => null;\n',
  'apps/web/src/stores/login-request.ts': 'export const requestLogin = () => undefined;\n',
  'apps/web/src/app/providers.tsx':
    "import { Button } from '../components/Button';\nexport const Providers = Button;\n",
  'apps/web/src/app/header/Header.tsx':
    "import { logout } from '../../features/accounts/api/logout';\nexport const Header = logout;\n",
  'apps/web/src/features/accounts/api/logout.ts':
    "import { requestLogin } from '../../../stores/login-request';\nexport const logout = requestLogin;\n",
  'apps/web/src/features/search/SearchPage.tsx':
    "import { Button } from '../../components/Button';\nexport const SearchPage = Button;\n",
  // a feature's test renders inside the shell's providers
  'apps/web/src/features/search/SearchPage.test.tsx':
    "import { Providers } from '../../app/providers';\nexport const wrap = Providers;\n",
  'apps/server/src/modules/media/file.repository.ts': 'export class FileRepository {}\n',
  'apps/server/src/modules/media/file.service.ts':
    "import { FileRepository } from './file.repository.ts';\nexport class FileService { repository = new FileRepository(); }\n",
  'apps/server/src/modules/media/index.ts': "export { FileService } from './file.service.ts';\n",
  'apps/server/src/modules/reading/reading.service.ts':
    "import { FileService } from '../media/index.ts';\nexport const files = new FileService();\n",
  'apps/server/src/seed/seed.ts':
    "import { demo } from '@moyue/corpus';\nexport const seeded = demo;\n",
  'packages/corpus/package.json': JSON.stringify({
    name: '@moyue/corpus',
    type: 'module',
    exports: { '.': './src/index.ts' },
  }),
  'packages/corpus/src/index.ts': 'export const demo = 1;\n',
};

let options: ICruiseOptions;
const trees: string[] = [];

beforeAll(async () => {
  options = await extractDepcruiseOptions(path.join(repoRoot, 'dependency-cruiser.config.js'));
});

afterAll(async () => {
  await Promise.all(trees.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** Cruises the base tree with `changes` written over it; answers 'rule: from → to' per violation. */
async function violations(changes: Record<string, string> = {}): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-boundaries-'));
  trees.push(dir);
  for (const [file, text] of Object.entries({ ...BASE, ...changes })) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
  // what npm's workspaces do: @moyue/corpus is a link to packages/corpus
  await fs.mkdir(path.join(dir, 'node_modules/@moyue'), { recursive: true });
  await fs.symlink('../../packages/corpus', path.join(dir, 'node_modules/@moyue/corpus'), 'dir');
  const result = await cruise(['apps', 'packages'], { ...options, baseDir: dir });
  const output = result.output as ICruiseResult;
  expect(output.summary.totalCruised).toBeGreaterThanOrEqual(Object.keys(BASE).length - 1);
  return output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe('import boundaries (npm run lint)', () => {
  it('lets a tree that keeps every boundary pass', async () => {
    expect(await violations()).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const found = await violations({
      'apps/web/src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'apps/web/src/lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    // one violation per cycle, named from either end
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^no-cycle: apps\/web\/src\/lib\/[ab]\.ts → apps\/web\/src\/lib\/[ab]\.ts$/,
    );
  });

  it('refuses a cycle of type-only imports too', async () => {
    const found = await violations({
      'apps/server/src/modules/reading/toc.service.ts':
        "import type { Files } from './toc-file.service.ts';\nexport interface Toc { files: Files }\n",
      'apps/server/src/modules/reading/toc-file.service.ts':
        "import type { Toc } from './toc.service.ts';\nexport interface Files { toc: Toc }\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^no-cycle: apps\/server\/src\/modules\/reading\/toc(-file)?\.service\.ts → /,
    );
  });

  it('refuses a shared component that imports a feature', async () => {
    const found = await violations({
      'apps/web/src/components/Header.tsx':
        "import { logout } from '../features/accounts/api/logout';\nexport const Header = logout;\n",
    });
    expect(found).toEqual([
      'web-shared-to-feature: apps/web/src/components/Header.tsx → apps/web/src/features/accounts/api/logout.ts',
    ]);
  });

  it('refuses a feature that imports another feature', async () => {
    const found = await violations({
      'apps/web/src/features/search/SearchPage.tsx':
        "import { logout } from '../accounts/api/logout';\nexport const SearchPage = logout;\n",
    });
    expect(found).toEqual([
      'web-feature-to-feature: apps/web/src/features/search/SearchPage.tsx → apps/web/src/features/accounts/api/logout.ts',
    ]);
  });

  it('refuses shared code or a feature that imports the app shell', async () => {
    const found = await violations({
      'apps/web/src/lib/shell.ts':
        "import { Providers } from '../app/providers';\nexport const p = Providers;\n",
      'apps/web/src/features/search/SearchPage.tsx':
        "import { Providers } from '../../app/providers';\nexport const SearchPage = Providers;\n",
    });
    expect(found.sort()).toEqual([
      'web-feature-to-app: apps/web/src/features/search/SearchPage.tsx → apps/web/src/app/providers.tsx',
      'web-shared-to-app: apps/web/src/lib/shell.ts → apps/web/src/app/providers.tsx',
    ]);
  });

  it("refuses a server module that reaches past another module's index", async () => {
    const found = await violations({
      'apps/server/src/modules/reading/reading.service.ts':
        "import { FileRepository } from '../media/file.repository.ts';\nexport const files = new FileRepository();\n",
    });
    expect(found).toEqual([
      'server-module-internals: apps/server/src/modules/reading/reading.service.ts → apps/server/src/modules/media/file.repository.ts',
    ]);
  });

  it('refuses the demo corpus in production code, not in the seed', async () => {
    const found = await violations({
      'apps/server/src/modules/reading/import/book-importer.ts':
        "import { demo } from '@moyue/corpus';\nexport const cover = demo;\n",
    });
    expect(found).toEqual([
      'corpus-outside-seed: apps/server/src/modules/reading/import/book-importer.ts → packages/corpus/src/index.ts',
    ]);
  });

  it('refuses the seed in a module (the importer), not in a test', async () => {
    const found = await violations({
      'apps/server/src/modules/reading/import/import-cli.ts':
        "import { seeded } from '../../../seed/seed.ts';\nexport const progress = seeded;\n",
      'apps/server/src/modules/reading/import/import-cli.test.ts':
        "import { seeded } from '../../../seed/seed.ts';\nexport const scene = seeded;\n",
    });
    expect(found).toEqual([
      'server-production-to-seed: apps/server/src/modules/reading/import/import-cli.ts → apps/server/src/seed/seed.ts',
    ]);
  });

  it('is what `npm run lint` runs, over the apps and the packages', async () => {
    const { scripts } = JSON.parse(
      await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    expect(scripts.lint).toContain('npm run lint:boundaries');
    expect(scripts['lint:boundaries']).toMatch(
      /^depcruise --config dependency-cruiser\.config\.js apps packages\b/,
    );
  });
});

describe("workspaces' package.json", () => {
  const KNOWN_UNDECLARED: Record<string, string[]> = {};
  const SPECIFIER = /(?:from\s+|import\(\s*|resolve\(\s*)['"](@moyue\/[a-z-]+)/g;

  async function sourcesOf(dir: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !/[/\\](node_modules|dist|data)[/\\]/.test(path.relative(dir, file)));
  }

  it('declare every @moyue/* package their code imports', async () => {
    const { workspaces } = JSON.parse(
      await fs.readFile(path.join(repoRoot, 'package.json'), 'utf8'),
    ) as { workspaces: string[] };
    const undeclared: Record<string, string[]> = {};
    for (const workspace of workspaces) {
      const dir = path.join(repoRoot, workspace);
      const manifest = JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const declared = new Set([
        manifest.name,
        ...Object.keys(manifest.dependencies ?? {}),
        ...Object.keys(manifest.devDependencies ?? {}),
      ]);
      const used = new Set<string>();
      for (const file of await sourcesOf(dir))
        for (const match of (await fs.readFile(file, 'utf8')).matchAll(SPECIFIER))
          used.add(match[1]!);
      const missing = [...used].filter((name) => !declared.has(name)).sort();
      if (missing.length > 0) undeclared[manifest.name] = missing;
    }
    expect(undeclared).toEqual(KNOWN_UNDECLARED);
  });
});
