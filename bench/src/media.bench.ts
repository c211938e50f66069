// npm run bench -- media (issue 18): in Chromium, press play → first audible
// sample, and seek to an unbuffered position → playing again, on an audio
// book of three 10-minute files imported with `npm run import -- --type 156`
// (whose packaging throughput — minutes of audio per minute — is measured
// too), against a seeded server.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { repoRoot, startServer } from './server-process.ts';
import { bindDevice, signedCall } from './signed-client.ts';
import { summarise, type LatencySummary } from './stats.ts';

/** Issue 18 targets (warm, p95). */
export const PLAY_TARGET_MS = 1_000;
export const SEEK_TARGET_MS = 500;
const FILES = 3;
const FILE_MINUTES = 10;
const PLAY_RUNS = 20;
const SEEK_RUNS = 20;
const BOOK_TITLE = '媒体基准有声书（生成音）';

export interface MediaBenchResult {
  import: {
    files: number;
    audioMinutes: number;
    wallSeconds: number;
    audioMinutesPerMinute: number;
  };
  coldPlayMs: number;
  play: LatencySummary;
  seek: LatencySummary;
  playMet: boolean;
  seekMet: boolean;
}

const run = promisify(execFile);

/** Three 10-minute WAV files of a tone whose pitch moves (so every moment is audible). */
async function makeFolder(dir: string): Promise<string> {
  const folder = path.join(dir, 'bench-audio');
  await fs.mkdir(folder, { recursive: true });
  const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';
  for (let i = 1; i <= FILES; i++)
    await run(ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `sine=frequency=${220 * i}:duration=${FILE_MINUTES * 60}:sample_rate=22050`],
      ...['-af', 'volume=0.5', path.join(folder, `第${i}集.wav`)],
    ]);
  await fs.writeFile(
    path.join(folder, 'book.json'),
    JSON.stringify({
      title: BOOK_TITLE,
      author: '墨阅基准',
      abstract: '基准测试用的生成音，非真实内容。',
    }),
  );
  return folder;
}

function importAudio(dataDir: string, folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/modules/reading/import/import-cli.ts',
        folder,
        '--type',
        '156',
        '--free',
      ],
      {
        cwd: path.join(repoRoot, 'apps/server'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`import exited ${code}`)),
    );
  });
}

async function bookId(baseUrl: string): Promise<number> {
  const device = await bindDevice(baseUrl);
  const answer = (await signedCall(baseUrl, device, 'POST', '/Content/Search', {
    keyword: BOOK_TITLE,
    searchType: '1',
    objectTypes: '156',
  })) as { Data: { ItemList: { Id: number; Title: string }[] } };
  const hit = answer.Data.ItemList.find((item) => item.Title === BOOK_TITLE);
  if (!hit) throw new Error(`${BOOK_TITLE} not found after the import`);
  return hit.Id;
}

/** Hooks an analyser to the player's audio element: window.__audible(since) resolves at the first sample above silence. */
async function watchSound(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const audio = document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement;
    const context = new AudioContext();
    await context.resume();
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    context.createMediaElementSource(audio).connect(analyser);
    analyser.connect(context.destination);
    const samples = new Float32Array(analyser.fftSize);
    (window as unknown as { __audible: (since: number) => Promise<number> }).__audible = (since) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + 20_000;
        const tick = () => {
          analyser.getFloatTimeDomainData(samples);
          if (samples.some((value) => Math.abs(value) > 0.02)) resolve(performance.now() - since);
          else if (performance.now() > deadline) reject(new Error('no sound within 20 s'));
          else setTimeout(tick, 2);
        };
        tick();
      });
  });
}

/** Clicks in the page (its own clock) and answers the ms to the first audible sample. */
const clickToSound = (page: Page, selector: string) =>
  page.evaluate(async (target) => {
    const audio = document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement;
    audio.pause();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the analyser drains to silence
    const since = performance.now();
    (document.querySelector(target) as HTMLElement).click();
    return (window as unknown as { __audible: (since: number) => Promise<number> }).__audible(
      since,
    );
  }, selector);

/** Seeks to a position outside what is buffered; ms until playback moves on from it. */
const seekToUnbuffered = (page: Page, fraction: number) =>
  page.evaluate(async (share) => {
    const audio = document.querySelector('[data-testid="player-audio"]') as HTMLAudioElement;
    const buffered = (time: number) =>
      Array.from({ length: audio.buffered.length }, (_, i) => i).some(
        (i) => audio.buffered.start(i) <= time && time <= audio.buffered.end(i),
      );
    let target = share * (audio.duration - 30);
    for (let step = 0; buffered(target) && step < 50; step++)
      target = (target + 37) % (audio.duration - 30);
    if (buffered(target)) throw new Error('everything is buffered');
    const since = performance.now();
    audio.currentTime = target;
    await new Promise<void>((resolve, reject) => {
      const deadline = since + 20_000;
      const tick = () => {
        if (!audio.paused && audio.currentTime > target + 0.05) resolve();
        else if (performance.now() > deadline) reject(new Error('did not play within 20 s'));
        else setTimeout(tick, 2);
      };
      tick();
    });
    return performance.now() - since;
  }, fraction);

export async function benchMedia(): Promise<MediaBenchResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-media-bench-'));
  try {
    const env = { DATABASE_URL: undefined };
    await (await startServer(env, { dataDir })).stop(); // first start: migrations + demo seed
    const folder = await makeFolder(dataDir);
    const importStarted = performance.now();
    await importAudio(dataDir, folder);
    const wallSeconds = (performance.now() - importStarted) / 1000;
    const audioMinutes = FILES * FILE_MINUTES;
    const server = await startServer(env, { dataDir });
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        ...['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    try {
      const id = await bookId(server.baseUrl);
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      // tsx keeps function names with an __name helper the page does not have
      await page.addInitScript('window.__name = (fn) => fn');
      await page.goto(`${server.baseUrl}/login`);
      await page.getByPlaceholder('手机号/邮箱').fill('13800000001');
      await page.getByPlaceholder('密码').fill('Moyue2026');
      await page
        .getByTestId('password-login-form')
        .getByRole('button', { name: /登\s*录/ })
        .click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`${server.baseUrl}/wrap/details/book?id=${id}`);
      await page.getByTestId('play-button').waitFor();
      await watchSound(page);
      const coldPlayMs = await clickToSound(page, '[data-testid="play-button"]');
      await page.getByTestId('player-list-toggle').click();
      const plays: number[] = [];
      for (let i = 0; i < PLAY_RUNS; i++)
        plays.push(
          await clickToSound(
            page,
            `[data-testid="player-list"] li:nth-child(${((i + 1) % FILES) + 1}) button`,
          ),
        );
      const seeks: number[] = [];
      for (let i = 0; i < SEEK_RUNS; i++) {
        seeks.push(await seekToUnbuffered(page, (i * 0.37) % 1));
        await page.waitForTimeout(200);
      }
      const play = summarise(plays);
      const seek = summarise(seeks);
      console.info(`media bench: play p95 ${play.p95} ms, seek p95 ${seek.p95} ms`);
      return {
        import: {
          files: FILES,
          audioMinutes,
          wallSeconds: Math.round(wallSeconds * 10) / 10,
          audioMinutesPerMinute: Math.round((audioMinutes / (wallSeconds / 60)) * 10) / 10,
        },
        coldPlayMs: Math.round(coldPlayMs),
        play,
        seek,
        playMet: play.p95 <= PLAY_TARGET_MS,
        seekMet: seek.p95 <= SEEK_TARGET_MS,
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
