// A lesson video as HLS (issue 18): ffprobe reads the source, one ffmpeg run
// writes every rendition the source allows (spec §2 video qualities FD / LD /
// SD / HD), and the segments come back as buffers for the content-addressed
// store. The playlists themselves are not kept: the server writes them per
// request, each address carrying the reader's grant (video-package.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** spec §2 video qualities, lowest first: 流畅 FD 360p, 标清 LD 480p, 高清 SD 720p, 超清 HD 1080p. */
export const VIDEO_RENDITIONS = [
  { name: 'FD', height: 360, kbps: 600 },
  { name: 'LD', height: 480, kbps: 1000 },
  { name: 'SD', height: 720, kbps: 2000 },
  { name: 'HD', height: 1080, kbps: 4000 },
] as const;
export type RenditionName = (typeof VIDEO_RENDITIONS)[number]['name'];

/** Seconds a segment lasts: short, so a quality switch or a seek starts soon. */
const SEGMENT_SECONDS = 2;

export interface PackagedSegment {
  bytes: Buffer;
  seconds: number;
}

export interface PackagedRendition {
  name: RenditionName;
  width: number;
  height: number;
  segments: PackagedSegment[];
}

export interface PackagedVideo {
  durationSeconds: number;
  renditions: PackagedRendition[];
}

/** What ffprobe says of a file: its first video stream's frame, whether it has sound, its length. */
export interface ProbedMedia {
  width: number;
  height: number;
  hasAudio: boolean;
  durationSeconds: number;
}

/** Why a file could not be made into a lesson video: the importer reports it by name. */
export class VideoFormatError extends Error {}

/** The ffprobe beside an ffmpeg (Debian installs both in /usr/bin). */
export const ffprobeBeside = (ffmpeg: string): string =>
  path.join(path.dirname(ffmpeg), path.basename(ffmpeg).replace(/ffmpeg/, 'ffprobe'));

/** The source's frame, sound and length; a VideoFormatError when it is no playable video. */
export async function probeVideo(ffprobe: string, file: string): Promise<ProbedMedia> {
  let output: string;
  try {
    ({ stdout: output } = await run(
      ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
    ));
  } catch {
    throw new VideoFormatError('不是可识别的视频文件');
  }
  const info = JSON.parse(output) as {
    streams?: { codec_type?: string; width?: number; height?: number }[];
    format?: { duration?: string };
  };
  const video = info.streams?.find((stream) => stream.codec_type === 'video');
  const durationSeconds = Number(info.format?.duration ?? 0);
  if (!video?.width || !video.height) throw new VideoFormatError('没有视频画面');
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new VideoFormatError('时长为零或无法读取');
  return {
    width: video.width,
    height: video.height,
    hasAudio: info.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
    durationSeconds,
  };
}

/** The renditions a source of this height allows (never enlarged); at least the lowest. */
export function renditionsFor(sourceHeight: number) {
  const allowed = VIDEO_RENDITIONS.filter((rendition) => rendition.height <= sourceHeight);
  if (allowed.length > 0) return allowed;
  const [lowest] = VIDEO_RENDITIONS;
  // A source below 360p keeps its own height (even, as H.264 wants).
  return [{ ...lowest, height: Math.max(2, sourceHeight - (sourceHeight % 2)) }];
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The segments of a media playlist ffmpeg wrote, in order. */
export function parseMediaPlaylist(text: string): { file: string; seconds: number }[] {
  const segments: { file: string; seconds: number }[] = [];
  let seconds: number | null = null;
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds !== null) {
      segments.push({ file: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/**
 * Packages one video file as HLS in every rendition its source allows
 * (H.264 + AAC when it has sound, MPEG-TS segments of ~2 s with a key frame
 * at each start, so the qualities switch cleanly).
 */
export async function packageVideoHls(
  ffmpeg: string,
  source: string,
  /** x264 preset: the seed's still title cards take 'ultrafast'; real lectures 'veryfast' */
  preset = 'veryfast',
): Promise<PackagedVideo> {
  const probed = await probeVideo(ffprobeBeside(ffmpeg), source);
  const renditions = renditionsFor(probed.height);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-hls-'));
  try {
    const split = `[0:v]split=${renditions.length}${renditions.map((_, i) => `[s${i}]`).join('')}`;
    const scales = renditions.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
    const outputs = renditions.flatMap((r, i) => [
      ...['-map', `[v${i}]`],
      ...(probed.hasAudio ? ['-map', '0:a:0'] : []),
      ...[`-c:v:${i}`, 'libx264', `-b:v:${i}`, `${r.kbps}k`, `-maxrate:v:${i}`, `${r.kbps * 1.5}k`],
      ...[`-bufsize:v:${i}`, `${r.kbps * 2}k`],
    ]);
    const streamMap = renditions
      .map((r, i) => `v:${i}${probed.hasAudio ? `,a:${i}` : ''},name:${r.name}`)
      .join(' ');
    await run(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-i', source],
        ...['-filter_complex', [split, ...scales].join(';')],
        ...outputs,
        ...['-preset', preset, '-pix_fmt', 'yuv420p', '-sc_threshold', '0'],
        ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
        ...(probed.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2'] : []),
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', path.join(dir, '%v', '%d.ts')],
        ...['-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap],
        path.join(dir, '%v', 'index.m3u8'),
      ],
      { timeout: 30 * 60_000, maxBuffer: 8 * 1024 * 1024 },
    ).catch(() => {
      throw new VideoFormatError('视频无法转码（文件可能已损坏或被截断）');
    });
    const packaged: PackagedRendition[] = [];
    for (const rendition of renditions) {
      const folder = path.join(dir, rendition.name);
      const listed = parseMediaPlaylist(await fs.readFile(path.join(folder, 'index.m3u8'), 'utf8'));
      if (listed.length === 0) throw new VideoFormatError('视频没有可播放的片段');
      packaged.push({
        name: rendition.name,
        width: even((probed.width * rendition.height) / probed.height),
        height: rendition.height,
        segments: await Promise.all(
          listed.map(async (segment) => ({
            bytes: await fs.readFile(path.join(folder, segment.file)),
            seconds: segment.seconds,
          })),
        ),
      });
    }
    return { durationSeconds: probed.durationSeconds, renditions: packaged };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
