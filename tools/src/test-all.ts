// `npm test`: every check of the repository, each step's output prefixed with its
// name and a summary of the times at the end.
//
// typecheck, lint and the web build start together. The unit and API tests (`vitest run`:
// two files at a time, then the API files that time answers against each other alone,
// apps/server/vitest.timing.config.ts) start once typecheck has passed, beside the rest of
// lint: lint alone kept one of the two cores idle for ~1.5 min. After the unit tests, the
// cluster behind nginx whose processes are killed and restarted (e2e/vitest.cluster.config.ts)
// runs beside the seed of the e2e run's demo world (e2e-world); each keeps about one core
// busy. Then the end-to-end tests in Chromium (two files at a time, each server copied from
// that world; E2E_WORKERS overrides). Unit and e2e side by side were no quicker, and an e2e
// test then failed on the busy machine (1 of 3 runs).
//
// A step whose `needs` failed is skipped; `after` only orders (the unit tests' failure does
// not stop the e2e tests, so each says what failed).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** steps that must have passed first (else this one is skipped) */
  needs?: string[];
  /** steps that must have ended first, passed or not */
  after?: string[];
}

const CHECKS = ['typecheck', 'lint', 'build'];

/** The e2e run's seeded demo world (step e2e-world; removed when npm test ends). */
const E2E_WORLD = path.join(os.tmpdir(), `moyue-e2e-world-${process.pid}`);

const STEPS: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'build', command: ['npm', 'run', 'build', '-w', '@moyue/web'] },
  // Every vitest project; the timing files (server-timing) run alone after the rest.
  { name: 'unit', command: ['npx', 'vitest', 'run'], needs: ['typecheck'] },
  // The e2e run's demo world, seeded once (e2e/support/seed-world.ts) beside the cluster test:
  // each keeps about one core busy, so side by side they take the time of one.
  {
    name: 'e2e-world',
    command: ['npx', 'tsx', 'e2e/support/seed-world.ts'],
    env: { E2E_SEEDED_DIR: E2E_WORLD },
    needs: ['build'],
    after: ['unit'],
  },
  {
    // Kills and restarts processes against deadlines: beside nothing but the seed.
    name: 'cluster',
    command: ['npx', 'vitest', 'run', '--config', 'e2e/vitest.cluster.config.ts'],
    needs: CHECKS,
    after: ['unit'],
  },
  // Two files at a time (e2e/support/workers.ts): 12 min 25 s in a clean-clone CI run; one at
  // a time took over 14 min in the next (2026-11-27). e2e polls wait 15 s (e2e/vitest.config.ts).
  {
    name: 'e2e',
    command: ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'],
    env: { E2E_SEEDED_DIR: E2E_WORLD },
    needs: CHECKS,
    after: ['unit', 'e2e-world', 'cluster'],
  },
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  /** vitest's report of what failed, repeated at the end so a log's tail names it */
  failures: string[];
}

/** Lines kept per step from vitest's 'Failed Tests' / 'Unhandled Errors' report. */
const FAILURE_LINES = 150;
const FAILURE_START = /⎯{3,}.*(Failed Tests?|Unhandled (Errors?|Rejection)|Failed Suites?)/;
const FAILURE_END = /^\s*Test Files\s/;
// vitest colours its report; the end's summary is read without the escapes
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function run(step: Step, width: number): Promise<Outcome> {
  const started = Date.now();
  const prefix = `[${step.name}]`.padEnd(width + 2);
  const [program, ...args] = step.command;
  const child = spawn(program!, args, {
    cwd: repoRoot,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const failures: string[] = [];
  let inFailureReport = false;
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix} ${line}\n`);
      const plain = line.replace(ANSI, '');
      if (FAILURE_START.test(plain)) inFailureReport = true;
      else if (FAILURE_END.test(plain)) inFailureReport = false;
      if (inFailureReport && failures.length < FAILURE_LINES) failures.push(plain);
    });
  return new Promise((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(`${prefix} could not start: ${error.message}\n`);
      resolve({ name: step.name, code: 1, seconds: 0, failures: [error.message] });
    });
    child.once('close', (code, signal) =>
      resolve({
        name: step.name,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        failures,
      }),
    );
  });
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

const width = Math.max(...STEPS.map((step) => step.name.length));
const runStarted = Date.now();
const ended = new Map<string, Promise<Outcome>>();
const outcomeOf = (name: string): Promise<Outcome> => {
  const outcome = ended.get(name);
  if (!outcome) throw new Error(`npm test has no step ${name}`);
  return outcome;
};
for (const step of STEPS)
  ended.set(
    step.name,
    (async (): Promise<Outcome> => {
      const needed = await Promise.all((step.needs ?? []).map(outcomeOf));
      await Promise.all((step.after ?? []).map(outcomeOf));
      const failed = needed.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
      if (failed.length > 0) {
        process.stdout.write(`[${step.name}] skipped: ${failed.join(', ')} failed\n`);
        return { name: step.name, code: -1, seconds: 0, failures: [] };
      }
      return run(step, width);
    })(),
  );
const outcomes = await Promise.all(STEPS.map((step) => outcomeOf(step.name)));
await fs.rm(E2E_WORLD, { recursive: true, force: true });
for (const outcome of outcomes)
  if (outcome.code > 0 && outcome.failures.length > 0)
    process.stdout.write(
      `\nwhat failed in ${outcome.name} (vitest's report, first ${FAILURE_LINES} lines):\n${outcome.failures.map((line) => `  ${line}\n`).join('')}`,
    );
const verdict = (code: number) =>
  code === 0 ? 'passed' : code < 0 ? 'skipped' : `FAILED (exit ${code})`;
process.stdout.write('\nnpm test:\n');
for (const outcome of outcomes)
  process.stdout.write(
    `  ${outcome.name.padEnd(width)}  ${verdict(outcome.code)}  ${minutes(outcome.seconds)}\n`,
  );
process.stdout.write(`  ${'total'.padEnd(width)}  ${minutes((Date.now() - runStarted) / 1000)}\n`);
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
