// Lighthouse on a phone and a desktop (issue 16): the performance score of the
// home page, search results and a book's detail page, median of 3 runs each,
// beside the minimal Vite + React 19 + antd 6 page built in the same run (the
// floor of this stack). Lighthouse 12 drives the system Chromium over its
// DevTools port; its mobile run simulates a mid-range phone on Slow 4G. Each page
// first gets one run that is not counted (WARM_UP_RUNS).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { benchPages, median, ownServer, serveAnchor } from './first-render.bench.ts';

/** Runs per page and form factor (LIGHTHOUSE_RUNS overrides; the issue asks for 3). */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Runs of each page before its counted ones, not counted: a server just started answers a
 * page's first calls from code the JIT has not compiled and caches it has not filled, and
 * Lighthouse's simulation takes the answers' times as the network's. The detail page scored
 * 0.81 and 0.83 in its first two runs of a five against 0.86–0.89 in the rest (2026-11-28),
 * and 0.87, 0.86, 0.93, 0.91, 0.87 in the next five after this run: within Lighthouse's noise
 * here, but a user meets a warm server. The anchor (a static page) gets the same run.
 */
export const WARM_UP_RUNS = 1;
/** issue 16: mobile ≥ 90 % of the anchor's score in the same run, desktop ≥ 0.9. */
export const MOBILE_SHARE_TARGET = 0.9;
export const DESKTOP_SCORE_TARGET = 0.9;

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseScore {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

export interface LighthousePage {
  page: string;
  path: string;
  mobile: LighthouseScore[];
  desktop: LighthouseScore[];
  median: Record<FormFactor, LighthouseScore>;
}

/** A headless Chromium with its DevTools port open, in a fresh profile. */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = path.join(profile, 'DevToolsActivePort');
  for (let waited = 0; ; waited += 100) {
    const text = await fs.readFile(portFile, 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0)
      return {
        port,
        async stop() {
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
          await fs.rm(profile, { recursive: true, force: true });
        },
      };
    if (waited > 30_000) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Lighthouse's own failures to record a load ('Please run Lighthouse again'): tried again. */
const RUN_ATTEMPTS = 3;

/** One Lighthouse performance run of url; a run whose trace Lighthouse could not record is made again. */
async function runOnce(port: number, url: string, form: FormFactor): Promise<LighthouseScore> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await recordOnce(port, url, form);
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS || !(error instanceof LighthouseRuntimeError)) throw error;
      console.warn(`lighthouse: ${error.message}; running it again`);
    }
  }
}

class LighthouseRuntimeError extends Error {}

async function recordOnce(port: number, url: string, form: FormFactor): Promise<LighthouseScore> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    form === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}

const middle = (runs: LighthouseScore[]): LighthouseScore => ({
  score: median(runs.map((run) => run.score)),
  fcpMs: median(runs.map((run) => run.fcpMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
});

/** The three pages of baseUrl and the anchor, LIGHTHOUSE_RUNS mobile and desktop runs each. */
export async function benchLighthouse(baseUrl: string, bookId: string): Promise<LighthousePage[]> {
  const anchor = await serveAnchor();
  const chromium = await launchChromium();
  const pages = benchPages(baseUrl, anchor.url, bookId);
  try {
    const results: LighthousePage[] = [];
    for (const [page, url] of pages) {
      const runs: Record<FormFactor, LighthouseScore[]> = { mobile: [], desktop: [] };
      for (let i = 0; i < WARM_UP_RUNS; i += 1) {
        const run = await runOnce(chromium.port, url, 'mobile');
        console.info(`lighthouse: ${page}, warm-up run (not counted): ${run.score.toFixed(2)}`);
      }
      for (const form of ['mobile', 'desktop'] as const)
        for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
          const run = await runOnce(chromium.port, url, form);
          console.info(`lighthouse: ${page}, ${form} run ${i + 1}: ${run.score.toFixed(2)}`);
          runs[form].push(run);
        }
      results.push({
        page,
        path: url.replace(baseUrl, '').replace(anchor.url, '(anchor)'),
        ...runs,
        median: { mobile: middle(runs.mobile), desktop: middle(runs.desktop) },
      });
    }
    return results;
  } finally {
    await chromium.stop();
    await anchor.close();
  }
}

export const LIGHTHOUSE_HEADER =
  '| page | mobile score (of anchor) | mobile FCP / LCP / TBT | desktop score | target |';

/** README rows: each page's medians against the anchor's mobile score and the desktop 0.9. */
export function lighthouseRows(results: LighthousePage[]): string[] {
  const anchor = results[0]!.median.mobile.score;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return results.map(({ page, median: { mobile, desktop } }, index) => {
    const share = anchor > 0 ? mobile.score / anchor : 0;
    const verdict = (met: boolean) => (met ? 'met' : 'missed');
    const target =
      index === 0
        ? 'the floor'
        : `mobile ≥ 90 % of anchor: ${verdict(share >= MOBILE_SHARE_TARGET)}; desktop ≥ 0.9: ${verdict(desktop.score >= DESKTOP_SCORE_TARGET)}`;
    return `| ${page} | ${mobile.score.toFixed(2)} (${Math.round(share * 100)} %) | ${seconds(mobile.fcpMs)} / ${seconds(mobile.lcpMs)} / ${mobile.tbtMs} ms | ${desktop.score.toFixed(2)} | ${target} |`;
  });
}

/** `npm run bench -- lighthouse`: against BASE_URL when given (BOOK_ID: the detail page's book), else a server of its own. */
export async function runLighthouse(): Promise<LighthousePage[]> {
  const given = process.env.BASE_URL;
  const server = given ? null : await ownServer();
  try {
    return await benchLighthouse(given ?? server!.baseUrl, process.env.BOOK_ID ?? '1');
  } finally {
    await server?.stop();
  }
}
