import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedInto } from './seeded-data.ts';

// `npm test` seeds the e2e run's demo world before the e2e step, beside the cluster test
// (tools/src/test-all.ts): the seed keeps one core busy for a minute and a half, the cluster
// test mostly the other. The e2e global setup then copies E2E_SEEDED_DIR instead of seeding.

const dir = process.env.E2E_SEEDED_DIR;
if (!dir) throw new Error('E2E_SEEDED_DIR names the directory to seed');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
await fs.mkdir(dir, { recursive: true });
const started = Date.now();
await seedInto(dir, webDist);
console.log(`seeded the e2e demo world in ${dir} (${Math.round((Date.now() - started) / 1000)} s)`);
