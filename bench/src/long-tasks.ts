// What fills a page's long tasks (issue 16), as a developer asks while working on a page:
//   npx tsx bench/src/long-tasks.ts URL [runs]      (env: WEB_DIST, RATE, DESKTOP, MIN_MS, BY_FUNCTION)
// Loads URL in Chromium (412×823 phone at 4× CPU, or 1350×940 at RATE with DESKTOP=1), records a
// trace with V8's sampling profiler, and prints every main-thread task over MIN_MS (50) with
// the trace events inside it and the source files its samples fall in, mapped through the
// build's source maps (build with `vite build --sourcemap --outDir DIR` and serve DIR as
// WEB_DIST). A native call (appendChild, fetch, the cookie getter) is named with its caller.
// Totals after the first contentful paint follow: what Lighthouse's blocking time counts.
// Not a benchmark: its figures vary run to run; compare builds in turns.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
}

/** Trace events whose time inside a task is shown. */
const KINDS = new Set([
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'MinorGC',
  'MajorGC',
]);

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: npx tsx bench/src/long-tasks.ts URL [runs]');
const runs = Number(runsArg ?? 1);
const dist = process.env.WEB_DIST ?? 'apps/web/dist';
const desktop = process.env.DESKTOP === '1';
const rate = Number(process.env.RATE ?? (desktop ? 1 : 4));
const minMs = Number(process.env.MIN_MS ?? 50);
const byFunction = process.env.BY_FUNCTION === '1';

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(scriptUrl: string): SourceMapConsumer | null {
  if (!maps.has(scriptUrl)) {
    const file = `${path.join(dist, new URL(scriptUrl).pathname)}.map`;
    maps.set(
      scriptUrl,
      fs.existsSync(file)
        ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as never)
        : null,
    );
  }
  return maps.get(scriptUrl) ?? null;
}

/** The frame's original source: a package name, or the file under apps/web/src or packages. */
function sourceOf(frame: CallFrame): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const shortUrl = frame.url.replace(/^https?:\/\/[^/]+/, '');
  const map = frame.url.startsWith('http') ? sourceMapOf(frame.url) : null;
  const position = map?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  let source = position?.source
    ? position.source
        .replace(/^.*node_modules\//, 'npm:')
        .replace(/^.*apps\/web\/src\//, 'web/')
        .replace(/^.*packages\//, '')
    : shortUrl;
  if (source.startsWith('npm:'))
    source = source
      .split('/')
      .slice(0, source.startsWith('npm:@') ? 2 : 1)
      .join('/');
  return byFunction ? `${source}:${frame.functionName || '?'}` : source;
}

const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);
const top = (totals: Map<string, number>, count: number, per = 1) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => `${key} ${Math.round(value / per)}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const afterPaint = new Map<string, number>();
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext(
      desktop
        ? { viewport: { width: 1350, height: 940 } }
        : {
            viewport: { width: 412, height: 823 },
            deviceScaleFactor: 1.75,
            isMobile: true,
            hasTouch: true,
          },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const traceFile = path.join(os.tmpdir(), `moyue-long-tasks-${process.pid}.json`);
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(5_000);
    await browser.stopTracing();
    await context.close();
    const { traceEvents: events } = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as {
      traceEvents: TraceEvent[];
    };
    fs.rmSync(traceFile, { force: true });

    // The page's main thread: the one that painted last; the navigation is its latest before that.
    const paint = events
      .filter((event) => event.name === 'firstContentfulPaint')
      .sort((a, b) => b.ts - a.ts)[0];
    if (!paint) throw new Error('the page never painted');
    const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid;
    const start =
      events
        .filter((event) => event.name === 'navigationStart' && onMain(event) && event.ts < paint.ts)
        .sort((a, b) => b.ts - a.ts)[0]?.ts ?? paint.ts;
    const ms = (ts: number) => Math.round((ts - start) / 1000);

    // The profiler's samples, on the trace's clock.
    const nodes = new Map<string, ProfileNode>();
    const chunks = events
      .filter((event) => event.name === 'ProfileChunk' && event.pid === paint.pid)
      .sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks)
      for (const node of chunk.args?.data?.cpuProfile?.nodes ?? [])
        nodes.set(`${chunk.id}:${node.id}`, node);
    const labelOf = (key: string): string => {
      const node = nodes.get(key)!;
      let label = sourceOf(node.callFrame);
      if (!node.callFrame.url) {
        let parent =
          node.parent === undefined ? undefined : nodes.get(`${key.split(':')[0]}:${node.parent}`);
        while (parent && !parent.callFrame.url)
          parent =
            parent.parent === undefined
              ? undefined
              : nodes.get(`${key.split(':')[0]}:${parent.parent}`);
        if (parent) label += ` ← ${sourceOf(parent.callFrame)}`;
      }
      return label;
    };
    const samples: { ts: number; label: string }[] = [];
    let clock =
      events.find((event) => event.name === 'Profile' && event.pid === paint.pid)?.args?.data
        ?.startTime ?? 0;
    for (const chunk of chunks) {
      const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      ids.forEach((id, index) => {
        clock += deltas[index] ?? 0;
        if (nodes.has(`${chunk.id}:${id}`))
          samples.push({ ts: clock, label: labelOf(`${chunk.id}:${id}`) });
      });
    }

    const tasks = events
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          onMain(event) &&
          event.ts > start &&
          (event.dur ?? 0) > minMs * 1000,
      )
      .sort((a, b) => a.ts - b.ts);
    const blocking = tasks
      .filter((task) => task.ts >= paint.ts)
      .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
    console.info(
      `run ${run + 1}: first paint ${ms(paint.ts)} ms, ${tasks.length} tasks over ${minMs} ms, blocking after it ~${Math.round(blocking)} ms (${rate}× CPU)`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const kinds = new Map<string, number>();
      for (const event of events)
        if (
          KINDS.has(event.name) &&
          event.ph === 'X' &&
          onMain(event) &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end
        )
          add(kinds, event.name, (event.dur ?? 0) / 1000);
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
      const sources = new Map<string, number>();
      const msPerSample = inside.length ? (task.dur ?? 0) / 1000 / inside.length : 0;
      for (const sample of inside) add(sources, sample.label, msPerSample);
      if (task.ts >= paint.ts) for (const [key, value] of sources) add(afterPaint, key, value);
      console.info(
        `  @${ms(task.ts)} ${Math.round((task.dur ?? 0) / 1000)} ms [${top(kinds, 6).join(', ')}]\n      ${top(sources, 7).join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
}
console.info(`\nafter the first paint, per run (ms):\n  ${top(afterPaint, 30, runs).join('\n  ')}`);
