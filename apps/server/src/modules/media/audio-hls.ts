import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Audio files → HLS (AAC in MPEG-TS segments) with ffmpeg, and what ffprobe
// says of a file (duration, tags, an embedded picture). Used by the demo seed
// and the importer (issue 18); the bytes are stored by audio-package.ts.

const run = promisify(execFile);

/** Seconds a segment holds: short enough that a seek fetches little, long enough to keep the playlist small. */
export const HLS_SEGMENT_SECONDS = 6;

/** The first of the candidates that runs (`-version`), else null. */
async function findTool(candidates: (string | undefined)[], versionFlag: string) {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      await run(candidate, [versionFlag], { timeout: 10_000 });
      return candidate;
    } catch {
      // not there, or does not run: try the next
    }
  }
  return null;
}

export const findFfprobe = (env: NodeJS.ProcessEnv = process.env) =>
  findTool([env.FFPROBE_PATH, '/usr/bin/ffprobe', '/usr/local/bin/ffprobe'], '-version');
export const findAudioFfmpeg = (env: NodeJS.ProcessEnv = process.env) =>
  findTool([env.FFMPEG_PATH, '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'], '-version');
export const findEspeak = (env: NodeJS.ProcessEnv = process.env) =>
  findTool([env.ESPEAK_PATH, '/usr/bin/espeak-ng', '/usr/local/bin/espeak-ng'], '--version');

/** What ffprobe reads of an audio file. */
export interface AudioProbe {
  durationSeconds: number;
  tags: Record<string, string>;
  /** an attached picture stream (ID3 APIC, MP4 covr, FLAC picture) */
  hasPicture: boolean;
  /** the container ffprobe recognised (format_name split at commas: mp3; mov, mp4, m4a …) */
  formatNames: string[];
}

/** An audio file ffprobe or ffmpeg refuses: not audio, truncated, empty. */
export class AudioFormatError extends Error {}

interface ProbeJson {
  format?: { duration?: string; format_name?: string; tags?: Record<string, string> };
  streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
}

/** Probes a file; AudioFormatError when it holds no decodable audio of positive length. */
export async function probeAudio(ffprobe: string, file: string): Promise<AudioProbe> {
  let json: ProbeJson;
  try {
    const { stdout } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
    );
    json = JSON.parse(stdout) as ProbeJson;
  } catch {
    throw new AudioFormatError('无法识别的音频文件');
  }
  const streams = json.streams ?? [];
  const audio = streams.some((stream) => stream.codec_type === 'audio');
  if (!audio) throw new AudioFormatError('文件中没有音频');
  const duration = Number(json.format?.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new AudioFormatError('音频时长为零');
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(json.format?.tags ?? {}))
    tags[key.toLowerCase()] = String(value);
  return {
    durationSeconds: duration,
    tags,
    hasPicture: streams.some((stream) => stream.disposition?.attached_pic === 1),
    formatNames: (json.format?.format_name ?? '').split(',').filter(Boolean),
  };
}

/** The embedded picture of an audio file as JPEG, or null. */
export async function extractPicture(ffmpeg: string, file: string): Promise<Buffer | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-cover-'));
  try {
    const out = path.join(dir, 'cover.jpg');
    await run(ffmpeg, ['-v', 'error', '-y', '-i', file, '-an', '-frames:v', '1', out], {
      timeout: 60_000,
    });
    return await fs.readFile(out);
  } catch {
    return null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** One HLS segment: its bytes and its length in seconds (EXTINF). */
export interface HlsSegment {
  bytes: Buffer;
  seconds: number;
}

export interface HlsPackage {
  /** total of the segments' seconds */
  durationSeconds: number;
  targetDuration: number;
  segments: HlsSegment[];
}

/** The segments a VOD playlist names, in order, with their EXTINF. */
export function parseMediaPlaylist(text: string): { uri: string; seconds: number }[] {
  const entries: { uri: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds !== null) {
      entries.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return entries;
}

/**
 * Encodes an audio file as HLS: AAC-LC 64 kb/s mono 44.1 kHz (speech and
 * audio books; stereo music would want more) in MPEG-TS segments of
 * HLS_SEGMENT_SECONDS. AudioFormatError when ffmpeg cannot decode it.
 */
export async function packageHls(ffmpeg: string, input: string): Promise<HlsPackage> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-hls-'));
  try {
    const playlist = path.join(dir, 'index.m3u8');
    try {
      await run(
        ffmpeg,
        [
          ...['-v', 'error', '-y', '-i', input, '-vn', '-map', '0:a:0'],
          ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-ar', '44100'],
          ...['-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS)],
          ...['-hls_playlist_type', 'vod', '-hls_segment_type', 'mpegts'],
          ...['-hls_segment_filename', path.join(dir, 'seg%04d.ts'), playlist],
        ],
        { timeout: 30 * 60_000, maxBuffer: 8 * 1024 * 1024 },
      );
    } catch {
      throw new AudioFormatError('音频无法解码（文件损坏或不完整）');
    }
    const entries = parseMediaPlaylist(await fs.readFile(playlist, 'utf8'));
    if (entries.length === 0) throw new AudioFormatError('音频时长为零');
    const segments: HlsSegment[] = [];
    for (const entry of entries)
      segments.push({
        bytes: await fs.readFile(path.join(dir, path.basename(entry.uri))),
        seconds: entry.seconds,
      });
    const durationSeconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
    const targetDuration = Math.ceil(Math.max(...segments.map((segment) => segment.seconds)));
    return { durationSeconds, targetDuration, segments };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Speaks a text in Mandarin with espeak-ng (pinyin voice) into a WAV file. */
export async function speakMandarin(espeak: string, text: string, wavPath: string): Promise<void> {
  await run(espeak, ['-v', 'cmn-latn-pinyin', '-s', '150', '-w', wavPath, text], {
    timeout: 60_000,
  });
}
