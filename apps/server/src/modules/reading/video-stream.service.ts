import { ReadingMessages } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { BlobBody, FileStore } from '../../platform/file-store.ts';
import type { LessonPlayRepository } from './lesson-play.repository.ts';
import type { TocFileRow } from './toc-file.repository.ts';
import type { TocFileService } from './toc-file.service.ts';
import type { TocFileGrant } from './toc-file-url.ts';
import {
  VIDEO_HLS_EXTENSION,
  masterPlaylist,
  mediaPlaylist,
  parseVideoManifest,
  type VideoManifest,
} from './video-package.ts';

/** A day in Asia/Shanghai (spec §9 time zone), YYYY-MM-DD. */
const shanghaiDay = (at: Date): string =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const notFound = () => new AppError(Code.NotFound, ReadingMessages.FileNotFound, 404);

/**
 * A lesson video packaged as HLS, served through the grant of its lesson
 * file (issue 18): the master playlist at the granted Url, the renditions'
 * playlists and segments below it. Every request decides the grant and the
 * lesson's lock again (TocFileService.authorize); the master playlist counts
 * a play once per reader, lesson and day.
 */
export class VideoStreamService {
  constructor(
    private readonly files: TocFileService,
    private readonly store: FileStore,
    private readonly plays: LessonPlayRepository,
    private readonly now: () => Date = () => new Date(),
    /** told when a play is counted: the course's ReadCount changed (the catalogue's cache) */
    private readonly onCounted: (contentId: number) => void = () => {},
  ) {}

  /** Whether a lesson file is an HLS package (its Url answers a master playlist). */
  static isPackage(file: TocFileRow): boolean {
    return file.extension.toLowerCase() === VIDEO_HLS_EXTENSION;
  }

  /** The master playlist of a granted package; the reader's first play of the day is counted. */
  async master(token: string, base: string, ip: string): Promise<string> {
    const { file, grant, manifest } = await this.open(token, ip);
    const counted = await this.plays.record({
      readerKey: grant.userId === null ? `ip:${ip}` : `u:${grant.userId}`,
      contentId: file.contentId,
      tocNodeId: file.tocNodeId,
      day: shanghaiDay(this.now()),
    });
    if (counted) this.onCounted(file.contentId);
    return masterPlaylist(manifest, base);
  }

  /** One rendition's media playlist. */
  async rendition(token: string, name: string, base: string, ip: string): Promise<string> {
    const { manifest } = await this.open(token, ip);
    const rendition = manifest.renditions.find((r) => r.name === name);
    if (!rendition) throw notFound();
    return mediaPlaylist(rendition, base);
  }

  /** One segment, to stream. */
  async segment(token: string, name: string, index: number, ip: string): Promise<BlobBody> {
    const { manifest } = await this.open(token, ip);
    const segment = manifest.renditions.find((r) => r.name === name)?.segments[index];
    if (!segment) throw notFound();
    return this.files.blob(segment.sha256);
  }

  private async open(
    token: string,
    ip: string,
  ): Promise<{ file: TocFileRow; grant: TocFileGrant; manifest: VideoManifest }> {
    const { file, grant } = await this.files.authorize(token, ip);
    if (!VideoStreamService.isPackage(file)) throw notFound();
    const bytes = await this.store.read(file.sha256);
    const manifest = bytes ? parseVideoManifest(bytes) : null;
    if (!manifest) throw notFound();
    return { file, grant, manifest };
  }
}
