import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from '../../testing/test-app.ts';
import { findAudioFfmpeg, packageHls } from '../media/audio-hls.ts';
import { storeHlsPackage } from '../media/audio-package.ts';
import { writeAudioBook, type AudioBookFile } from './import/audio-book.writer.ts';

const run = promisify(execFile);

/** A WAV tone of `seconds` (ffmpeg lavfi), for tests that need real audio quickly. */
export async function toneWav(ffmpeg: string, file: string, seconds: number, hz = 440) {
  await run(ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`],
    file,
  ]);
}

export interface FixtureAudioBook {
  id: number;
  externalId: string;
  /** FileExternalId of each file (its TOC node's ExternalId) */
  fileExternalIds: string[];
}

/** An audio book of `count` packaged tone files (8 s each: two segments), half on trial. */
export async function insertAudioBook(
  t: TestApp,
  count = 4,
  options: { isFree?: boolean } = {},
): Promise<FixtureAudioBook> {
  const ffmpeg = await findAudioFfmpeg();
  if (!ffmpeg) throw new Error('the playback tests need ffmpeg');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-tone-'));
  try {
    const files: AudioBookFile[] = [];
    for (let i = 0; i < count; i++) {
      const wav = path.join(dir, `${i}.wav`);
      await toneWav(ffmpeg, wav, 8, 330 + 110 * i);
      const hls = await packageHls(ffmpeg, wav);
      const { manifestSha256 } = await storeHlsPackage(t.app.moyue.files, hls);
      files.push({ title: `第${i + 1}集`, manifestSha256, durationSeconds: hls.durationSeconds });
    }
    const suffix = randomBytes(4).toString('hex');
    const externalId = `ys-test-${suffix}`;
    const id = await writeAudioBook(t.database.db, {
      externalId,
      slug: `audio-test-${suffix}`,
      title: '测试有声书',
      author: '佚名',
      publisher: '墨阅有声（测试）',
      issueDate: '2024-01-01',
      abstract: '演示',
      keywords: ['有声书'],
      coverSha256: null,
      isFree: options.isFree ?? false,
      allowReadPercentage: 50,
      readCount: 0,
      categoryIds: [],
      files,
    });
    return {
      id,
      externalId,
      fileExternalIds: files.map((_, index) => `${externalId}-a${index + 1}`),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
