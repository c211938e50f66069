import fs from 'node:fs/promises';
import { builtWebDist, seedInto } from './seeded-data.ts';

// `npm test` seeds the e2e run's demo world before the e2e step, beside the cluster test
// (tools/src/test-all.ts): the seed keeps one core busy for a minute and a half, the cluster
// test mostly the other. The e2e global setup then copies E2E_SEEDED_DIR instead of seeding.

const dir = process.env.E2E_SEEDED_DIR;
if (!dir) throw new Error('E2E_SEEDED_DIR names the directory to seed');
await fs.mkdir(dir, { recursive: true });
const started = Date.now();
await seedInto(dir, builtWebDist());
// The step's one line of output in npm test's log.
console.log(`seeded the e2e demo world in ${dir} (${Math.round((Date.now() - started) / 1000)} s)`);
