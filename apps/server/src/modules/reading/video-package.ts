// A packaged lesson video at rest and on the wire (issue 18). At rest: each
// segment a private content-addressed blob, and one JSON manifest (the
// toc_files row of the lesson names it, extension 'm3u8'). On the wire: the
// playlists are written per request, every address inside them carrying the
// grant of the playlist, so a segment is reachable only through that grant.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { FileService } from '../media/index.ts';
import { VIDEO_RENDITIONS, packageVideoHls, type PackagedVideo } from './video-hls.ts';

/**
 * The extension of a lesson video packaged as HLS (its blob is the manifest;
 * its Url answers the master playlist). Not 'm3u8': that names an audio
 * book's file, which plays only through the playback authorisation.
 */
export const VIDEO_HLS_EXTENSION = 'hls';
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_MIME_TYPE = 'video/mp2t';

const renditionNames = VIDEO_RENDITIONS.map((rendition) => rendition.name) as [
  'FD',
  'LD',
  'SD',
  'HD',
];

const ManifestSchema = z.object({
  version: z.literal(1),
  durationSeconds: z.number().nonnegative(),
  renditions: z
    .array(
      z.object({
        name: z.enum(renditionNames),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        /** peak bits per second of a segment (the master playlist's BANDWIDTH) */
        bandwidth: z.number().int().positive(),
        segments: z.array(
          z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), seconds: z.number().positive() }),
        ),
      }),
    )
    .min(1),
});
export type VideoManifest = z.infer<typeof ManifestSchema>;
export type ManifestRendition = VideoManifest['renditions'][number];

/**
 * Stores the segments and the manifest; answers the manifest's sha256 and
 * the blobs this call added (only those may be discarded when an import is
 * undone: a segment is shared with any other video holding the same bytes,
 * and nothing but a manifest refers to it).
 */
export async function storeVideoPackage(
  files: FileService,
  video: PackagedVideo,
): Promise<{ manifestSha256: string; blobs: string[] }> {
  const blobs: string[] = [];
  const store = async (bytes: Buffer | string, mimeType: string) => {
    const known = await files.has(createHash('sha256').update(bytes).digest('hex'));
    const sha256 = await files.storePrivate(bytes, mimeType);
    if (!known) blobs.push(sha256);
    return sha256;
  };
  const renditions: ManifestRendition[] = [];
  for (const rendition of video.renditions) {
    const segments: ManifestRendition['segments'] = [];
    let bandwidth = 1;
    for (const segment of rendition.segments) {
      const sha256 = await store(segment.bytes, SEGMENT_MIME_TYPE);
      segments.push({ sha256, seconds: segment.seconds });
      bandwidth = Math.max(bandwidth, Math.ceil((segment.bytes.length * 8) / segment.seconds));
    }
    renditions.push({
      name: rendition.name,
      width: rendition.width,
      height: rendition.height,
      bandwidth,
      segments,
    });
  }
  const manifest: VideoManifest = {
    version: 1,
    durationSeconds: video.durationSeconds,
    renditions,
  };
  const manifestSha256 = await store(JSON.stringify(manifest), 'application/json');
  return { manifestSha256, blobs };
}

/** The manifest of a stored package, or null when the blob is not one. */
export function parseVideoManifest(bytes: Buffer): VideoManifest | null {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The master playlist: one variant a rendition, each at `${base}/${name}.m3u8`. */
export function masterPlaylist(manifest: VideoManifest, base: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const rendition of manifest.renditions)
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},NAME="${rendition.name}"`,
      `${base}/${rendition.name}.m3u8`,
    );
  return `${lines.join('\n')}\n`;
}

/** A rendition's media playlist: its segments at `${base}/${name}/${index}.ts`. */
export function mediaPlaylist(rendition: ManifestRendition, base: string): string {
  const target = Math.ceil(Math.max(...rendition.segments.map((segment) => segment.seconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  rendition.segments.forEach((segment, index) =>
    lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, `${base}/${rendition.name}/${index}.ts`),
  );
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Packages a video file as HLS and stores it; the lesson file row names `manifestSha256`. */
export async function packageAndStoreVideo(
  ffmpeg: string,
  files: FileService,
  source: string,
  preset?: string,
): Promise<{ manifestSha256: string; durationSeconds: number; blobs: string[] }> {
  const video = await packageVideoHls(ffmpeg, source, preset);
  const stored = await storeVideoPackage(files, video);
  return { ...stored, durationSeconds: Math.round(video.durationSeconds) };
}

/** Packages a video held in memory (the seed's still title cards: the quickest preset). */
export async function packageVideoBytes(ffmpeg: string, bytes: Buffer): Promise<PackagedVideo> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-lesson-'));
  try {
    const source = path.join(dir, 'source.mp4');
    await fs.writeFile(source, bytes);
    return await packageVideoHls(ffmpeg, source, 'ultrafast');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
