import { z } from 'zod';
import type { HlsPackage } from './audio-hls.ts';

// How a packaged audio file is stored (issue 18): each segment a private,
// content-addressed blob (stored_files, never public), and a manifest — also
// private — naming them in order with their seconds. The TOC file row of the
// audio file points at the manifest (extension m3u8); the playlist a reader
// gets is written from it per grant, so no stored address is ever served.

export const HLS_SEGMENT_MIME = 'video/mp2t';
export const HLS_MANIFEST_MIME = 'application/vnd.moyue.hls+json';

const ManifestSchema = z.object({
  v: z.literal(1),
  targetDuration: z.number().int().positive(),
  segments: z
    .array(
      z.object({
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        seconds: z.number().positive(),
        bytes: z.number().int().nonnegative(),
      }),
    )
    .min(1),
});
export type HlsManifest = z.infer<typeof ManifestSchema>;

/** Where packaged blobs go: FileService (storePrivate / discard). */
export interface PrivateBlobs {
  storePrivate(bytes: Buffer | string, mimeType: string): Promise<string>;
}

/** Stores the segments and the manifest; answers the manifest's sha256 and every sha256 written. */
export async function storeHlsPackage(
  blobs: PrivateBlobs,
  hls: HlsPackage,
): Promise<{ manifestSha256: string; written: string[] }> {
  const written: string[] = [];
  const segments: HlsManifest['segments'] = [];
  for (const segment of hls.segments) {
    const sha256 = await blobs.storePrivate(segment.bytes, HLS_SEGMENT_MIME);
    written.push(sha256);
    segments.push({
      sha256,
      seconds: Math.round(segment.seconds * 1e6) / 1e6,
      bytes: segment.bytes.length,
    });
  }
  const manifest: HlsManifest = { v: 1, targetDuration: hls.targetDuration, segments };
  const manifestSha256 = await blobs.storePrivate(JSON.stringify(manifest), HLS_MANIFEST_MIME);
  written.push(manifestSha256);
  return { manifestSha256, written };
}

/** A stored manifest, or null when the bytes are not one. */
export function parseHlsManifest(bytes: Buffer | null): HlsManifest | null {
  if (!bytes) return null;
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The media playlist of a manifest, each segment at `segmentUrl(index)` (spec §7: its lines are the sources). */
export function renderPlaylist(
  manifest: HlsManifest,
  segmentUrl: (index: number) => string,
): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${manifest.targetDuration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  manifest.segments.forEach((segment, index) => {
    lines.push(`#EXTINF:${segment.seconds.toFixed(6)},`, segmentUrl(index));
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}
