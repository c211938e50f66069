import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import {
  PlaybackMessages,
  type PlaybackAuthorizeData,
  type PlaybackAuthorizeParams,
} from '@moyue/contracts/api/playback';
import { ObjectType } from '@moyue/contracts/object-types';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { BlobBody, FileStore } from '../../platform/file-store.ts';
import { tokenInvalid } from '../../platform/session.ts';
import { formatWireDateTime } from '../catalog/index.ts';
import { parseHlsManifest, renderPlaylist, type HlsManifest } from '../media/index.ts';
import type { EntitlementService, Viewer } from './entitlement.service.ts';
import {
  PLAYBACK_GRANT_BASE_SECONDS,
  encodePlaybackGrant,
  playlistUrl,
  readPlaybackGrant,
  segmentUrl,
  type PlaybackGrant,
} from './playback-grant.ts';
import type { AudioFileRow, PlaybackRepository } from './playback.repository.ts';
import type { ReadingRepository } from './reading.repository.ts';
import { readerAccess } from './reader-access.ts';

/** Who fetches a playlist or segment: the session and device cookies of the unsigned request. */
export type PlaybackRequester = Viewer;

/** A segment ready to send. */
export interface ServedSegment extends BlobBody {
  sha256: string;
  /** seconds the grant still holds (the longest a cache may keep it) */
  grantSeconds: number;
}

const forbidden = (description: string) => new AppError(Code.Forbidden, description, 403);

/**
 * spec §7 playback authorisation of audio books (issue 18): a signed call
 * answers a short-lived playlist address bound to the reader and device; the
 * playlist and every segment are served only under that grant, to that
 * session and device, and only while the file is within the reader's rights
 * (its TOC node not locked: spec §4 IsLock, decided again on every request).
 */
export class PlaybackService {
  constructor(
    private readonly files: PlaybackRepository,
    private readonly store: FileStore,
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
    private readonly secret: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** POST {AuthorizeUrl}: login required (code 34), the file within the reader's rights. */
  async authorize(params: PlaybackAuthorizeParams, viewer: Viewer): Promise<PlaybackAuthorizeData> {
    if (viewer.userId === null || viewer.deviceId === null) throw tokenInvalid();
    const file = await this.files.findByExternalIds(params.ExternalId, params.FileExternalId);
    if (!file) {
      const objectType = await this.files.contentObjectType(params.ExternalId);
      if (objectType === null) throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE, 404);
      if (objectType !== ObjectType.AudioBook)
        throw new AppError(Code.BadRequest, PlaybackMessages.NotAudioBook, 400);
      throw new AppError(Code.NotFound, PlaybackMessages.FileNotFound, 404);
    }
    await this.requireUnlocked(file, viewer);
    const expiresAt =
      this.nowSeconds() + PLAYBACK_GRANT_BASE_SECONDS + Math.ceil(file.durationSeconds);
    const token = encodePlaybackGrant(this.secret, {
      fileId: file.id,
      userId: viewer.userId,
      deviceId: viewer.deviceId,
      expiresAt,
    });
    return {
      Url: playlistUrl(token),
      RequireAccessToken: true,
      ExpireTime: formatWireDateTime(expiresAt * 1000),
      Duration: file.durationSeconds,
    };
  }

  /** GET the playlist of a grant: its segments' addresses under the same grant. */
  async playlist(token: string, requester: PlaybackRequester): Promise<string> {
    const { manifest } = await this.open(token, requester);
    return renderPlaylist(manifest, (index) => segmentUrl(token, index));
  }

  /** GET segment `index` of a grant. */
  async segment(
    token: string,
    index: number,
    requester: PlaybackRequester,
  ): Promise<ServedSegment> {
    const { grant, manifest } = await this.open(token, requester);
    const segment = manifest.segments[index];
    if (!segment) throw new AppError(Code.NotFound, PlaybackMessages.FileNotFound, 404);
    const body = await this.store.body(segment.sha256);
    if (!body) throw new AppError(Code.NotFound, PlaybackMessages.FileNotFound, 404);
    return {
      byteSize: body.byteSize,
      open: body.open,
      sha256: segment.sha256,
      grantSeconds: Math.max(grant.expiresAt - this.nowSeconds(), 0),
    };
  }

  /** The grant of a token for this requester, its file still within the reader's rights. */
  private async open(
    token: string,
    requester: PlaybackRequester,
  ): Promise<{ grant: PlaybackGrant; manifest: HlsManifest }> {
    const grant = readPlaybackGrant(this.secret, token, this.nowSeconds());
    if (!grant) throw forbidden(PlaybackMessages.GrantInvalid);
    if (requester.userId !== grant.userId || requester.deviceId !== grant.deviceId)
      throw forbidden(PlaybackMessages.GrantNotYours);
    const file = await this.files.find(grant.fileId);
    if (!file) throw new AppError(Code.NotFound, PlaybackMessages.FileNotFound, 404);
    await this.requireUnlocked(file, {
      userId: grant.userId,
      deviceId: grant.deviceId,
      ip: requester.ip,
    });
    const manifest = parseHlsManifest(await this.store.read(file.manifestSha256));
    if (!manifest) throw new AppError(Code.NotFound, PlaybackMessages.FileNotFound, 404);
    return { grant, manifest };
  }

  private async requireUnlocked(file: AudioFileRow, viewer: Viewer): Promise<void> {
    const { lock } = await readerAccess(this.reading, this.entitlements, file.contentId, viewer);
    if (lock.isNodeLocked(file.tocNodeId)) throw forbidden(PlaybackMessages.FileLocked);
  }
}
