// @ts-check
// Import boundaries that `npm run lint` keeps (docs/architecture.md, "Boundaries"). The rules
// work on resolved file paths, so `../../x`, `@moyue/contracts/x` and dynamic `import()` are
// judged alike. ESLint's import/no-cycle did the same job in ~10 minutes here; this takes seconds.

const web = '^apps/web/src/';
const server = '^apps/server/src/';
/** Folders of the web app that several features and the shell share. */
const webShared = `${web}(api|components|config|hooks|lib|pages|stores|utils)/`;
/** Test files, test kits and fixtures: they set a scene, and may use what the scene needs. */
const testFiles = '(\\.test\\.tsx?|[.-]test-kit\\.ts|[.-]fixtures\\.ts|/test-utils\\.tsx?)$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle makes load order matter and the parts impossible to take apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-to-feature',
      comment: 'A feature never imports another feature; what both need moves to shared code.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'Shared web code (components, lib, api, stores, config …) never imports a feature.',
      severity: 'error',
      from: { path: webShared },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-shared-to-app',
      comment: 'Shared web code never imports the app shell (app/): the shell composes it.',
      severity: 'error',
      // Tests render inside the real shell's providers (app/providers.tsx).
      from: { path: webShared, pathNot: testFiles },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-feature-to-app',
      comment: 'A feature never imports the app shell: the shell imports features, not back.',
      severity: 'error',
      from: { path: `${web}features/`, pathNot: testFiles },
      to: { path: `${web}app/` },
    },
    {
      name: 'server-module-internals',
      comment:
        "A server module reaches another module only through that module's index.ts, " +
        'never its repositories, services or presenters directly.',
      severity: 'error',
      // Tests and their kits may set a scene through another module's internals.
      from: { path: `${server}modules/([^/]+)/`, pathNot: testFiles },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-platform-to-module',
      comment: 'platform/ is cross-cutting and knows no module.',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'packages-to-apps',
      comment: 'Packages are shared by the apps and never import one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-production-to-seed',
      comment:
        'The seed is the demo data: modules and platform never import it (the importer once took ' +
        'its progress bar from there); tests may, to set a scene.',
      severity: 'error',
      from: { path: `${server}(modules|platform)/`, pathNot: testFiles },
      to: { path: `${server}seed/` },
    },
    {
      name: 'corpus-outside-seed',
      comment:
        '@moyue/corpus builds the demo catalogue: only the seed and tests use it (tools/, bench/ ' +
        'and e2e/ are outside the rule), never production code.',
      severity: 'error',
      from: {
        path: '^(apps|packages)/',
        pathNot: ['^packages/corpus/', `${server}seed/`, `${server}testing/`, testFiles],
      },
      to: { path: '^packages/corpus/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    // Type-only imports count: a cycle of types still ties the two files together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
