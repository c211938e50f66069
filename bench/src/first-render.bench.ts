// First render on a phone (issue 16): for the home page, search results and a
// book's detail page, the JS + CSS bytes (as sent, gzip/br) requested before the
// first contentful paint, FCP and LCP in Chromium with a 390×844 viewport, 4×
// CPU throttling and Slow 4G — median of 3 — beside a minimal Vite + React 19 +
// antd 6 page built in the same run (bench/first-render-anchor); then the same
// three pages at 1440×900 (the desktop header; issue 15's budget, same throttling).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { repoRoot, startServer, type RunningServer } from './server-process.ts';

export const FIRST_RENDER_RUNS = 3;
/** spec target: JS + CSS needed for the first render ≤ 200 KB gzip. */
export const FIRST_RENDER_BUDGET_KB = 200;
// Chrome DevTools' Slow 4G preset (what Lighthouse's mobile run simulates).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface PageRender {
  /** JS + CSS bytes as transferred before the first contentful paint */
  jsCssKb: number;
  files: number;
  fcpMs: number;
  lcpMs: number;
}

export interface FirstRenderRun {
  page: string;
  /** the screen it was loaded on (absent in results before 2026-11-27: the phone) */
  screen?: Screen;
  path: string;
  runs: PageRender[];
  median: PageRender;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The pages both page benchmarks measure (first render, Lighthouse): the anchor first. */
export function benchPages(baseUrl: string, anchorUrl: string, bookId: string): [string, string][] {
  return [
    ['minimal Vite + React 19 + antd 6 page', anchorUrl],
    ['home /wrap/index', `${baseUrl}/wrap/index`],
    // As the search bar sends a keyword (getHref.resourceSearch): spec §2's inSearch JSON.
    [
      'search results',
      `${baseUrl}/wrap/resuResSearch?${new URLSearchParams({ inSearch: JSON.stringify({ keyword: '论语' }), searchType: '1' }).toString()}`,
    ],
    ['book detail', `${baseUrl}/wrap/details/book?id=${bookId}`],
  ];
}

/** The screens a page is loaded on: a phone (the budget's screen), and a desktop at 1440 px. */
const SCREENS = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  desktop: {
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  },
} as const;
export type Screen = keyof typeof SCREENS;

/**
 * One cold load of `url`, throttled like a mid-range phone (CPU 4×, Slow 4G) on
 * either screen, measured in the page.
 */
export async function measureRender(
  browser: Browser,
  url: string,
  screen: Screen = 'phone',
): Promise<PageRender> {
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = new Map<string, { type: string; at: number }>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) =>
    started.set(event.requestId, { type: event.type ?? '', at: event.timestamp }),
  );
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.addInitScript(() => {
    const marks = { fcp: 0, lcp: 0, timeOrigin: performance.timeOrigin };
    (window as unknown as { __firstRender: typeof marks }).__firstRender = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForFunction(
    () => (window as unknown as { __firstRender: { fcp: number } }).__firstRender.fcp > 0,
    undefined,
    { timeout: 120_000 },
  );
  // LCP settles once the page stops drawing larger things; give it a quiet moment.
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const marks = await page.evaluate(
    () =>
      (window as unknown as { __firstRender: { fcp: number; lcp: number; timeOrigin: number } })
        .__firstRender,
  );
  // Requests sent before the first contentful paint, in the page's own clock.
  const navigationStart = Math.min(...[...started.values()].map((entry) => entry.at));
  let bytes = 0;
  let files = 0;
  for (const [id, request] of started) {
    if (request.type !== 'Script' && request.type !== 'Stylesheet') continue;
    if ((request.at - navigationStart) * 1000 > marks.fcp) continue;
    bytes += sizes.get(id) ?? 0;
    files += 1;
  }
  await context.close();
  return {
    jsCssKb: Math.round((bytes / 1024) * 10) / 10,
    files,
    fcpMs: Math.round(marks.fcp),
    lcpMs: Math.round(marks.lcp || marks.fcp),
  };
}

/** The anchor page built into a temp dir and served compressed like the app's assets. */
export async function serveAnchor(): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-anchor-'));
  await build({
    root: path.join(repoRoot, 'bench/src/first-render-anchor'),
    configFile: false,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((request, response) => {
    const name = (request.url ?? '/').split('?')[0] === '/' ? '/index.html' : request.url!;
    const file = path.join(outDir, path.normalize(name.split('?')[0]!));
    void fs.readFile(file).then(
      (body) => {
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'text/html; charset=utf-8';
        response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
        response.end(zlib.gzipSync(body, { level: 9 }));
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await fs.rm(outDir, { recursive: true, force: true });
    },
  };
}

/** The three pages of `baseUrl` and the anchor, each FIRST_RENDER_RUNS cold loads. */
export async function benchFirstRender(baseUrl: string, bookId: string): Promise<FirstRenderRun[]> {
  const anchor = await serveAnchor();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const pages = benchPages(baseUrl, anchor.url, bookId);
  try {
    const results: FirstRenderRun[] = [];
    // Every page on the phone, then the app's pages at 1440 px (the desktop header's first render).
    const loads: [string, string, Screen][] = [
      ...pages.map(([page, url]): [string, string, Screen] => [page, url, 'phone']),
      ...pages.slice(1).map(([page, url]): [string, string, Screen] => [page, url, 'desktop']),
    ];
    for (const [page, url, screen] of loads) {
      const runs: PageRender[] = [];
      for (let i = 0; i < FIRST_RENDER_RUNS; i += 1)
        runs.push(await measureRender(browser, url, screen));
      results.push({
        page,
        screen,
        path: url.replace(baseUrl, '').replace(anchor.url, '(anchor)'),
        runs,
        median: {
          jsCssKb: median(runs.map((run) => run.jsCssKb)),
          files: median(runs.map((run) => run.files)),
          fcpMs: median(runs.map((run) => run.fcpMs)),
          lcpMs: median(runs.map((run) => run.lcpMs)),
        },
      });
    }
    return results;
  } finally {
    await browser.close();
    await anchor.close();
  }
}

export const FIRST_RENDER_HEADER =
  '| page | screen | JS + CSS before FCP (as sent) | files | FCP / LCP | FCP vs anchor |';

/** README rows: each page against the anchor (phone rows) and the 200 KB budget. */
export function firstRenderRows(results: FirstRenderRun[]): string[] {
  const anchor = results[0]!.median;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return results.map(({ page, screen = 'phone', median: m }) => {
    const budget =
      m.jsCssKb <= FIRST_RENDER_BUDGET_KB
        ? 'met'
        : `missed by ${Math.round(m.jsCssKb - FIRST_RENDER_BUDGET_KB)} KB`;
    const versus = screen === 'phone' ? `${(m.fcpMs / anchor.fcpMs).toFixed(2)}×` : '—';
    const size = screen === 'phone' ? '390 px' : '1440 px';
    return `| ${page} | ${size} | ${m.jsCssKb} KB (${budget}) | ${m.files} | ${seconds(m.fcpMs)} / ${seconds(m.lcpMs)} | ${versus} |`;
  });
}

/** The web app built into a temp dir (or WEB_DIST) and served by the real server on the demo seed. */
export async function ownServer(): Promise<RunningServer> {
  const webDist = process.env.WEB_DIST ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-web-')));
  if (!process.env.WEB_DIST)
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    });
  return startServer({ WEB_DIST: webDist });
}

/**
 * `npm run bench -- first-render`: against BASE_URL when given (BOOK_ID picks
 * the detail page's book, default 1), else a server of its own.
 */
export async function runFirstRender(): Promise<FirstRenderRun[]> {
  const given = process.env.BASE_URL;
  const server = given ? null : await ownServer();
  try {
    return await benchFirstRender(given ?? server!.baseUrl, process.env.BOOK_ID ?? '1');
  } finally {
    await server?.stop();
  }
}
