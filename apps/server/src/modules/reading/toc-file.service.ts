import { ReadingMessages } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { BlobBody, FileStore } from '../../platform/file-store.ts';
import type { EntitlementService, Viewer } from './entitlement.service.ts';
import type { ReadingRepository } from './reading.repository.ts';
import type { TocFileRepository, TocFileRow } from './toc-file.repository.ts';
import {
  TOC_FILE_URL_TTL_SECONDS,
  readTocFileGrant,
  tocFileUrl,
  type TocFileGrant,
} from './toc-file-url.ts';
import type { NodeFiles } from './toc.presenter.ts';
import { readerAccess } from './reader-access.ts';

const MIME_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  txt: 'text/plain; charset=utf-8',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A lesson file ready to send (streamed from the store: videos may be large). */
export interface ServedTocFile extends BlobBody {
  mimeType: string;
  /** the name with its extension, for Content-Disposition */
  downloadName: string;
  /** media play in place (with ranges); courseware and materials download */
  disposition: 'inline' | 'attachment';
}

const refused = (description: string) => new AppError(Code.Forbidden, description, 403);

/**
 * The files of TOC nodes (spec §3): listed with the TOC, each unlocked one
 * with an expiring Url granted to this reader; served only after the trial
 * lock of its node is decided again for the reader asking (ARCHITECTURE
 * 'Data': locked files are refused by the server, not only greyed out).
 */
export class TocFileService {
  constructor(
    private readonly files: TocFileRepository,
    private readonly store: FileStore,
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
    private readonly secret: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The item's files by node, and the Url an unlocked one gets for this reader. */
  async nodeFiles(contentId: number, viewer: Viewer): Promise<NodeFiles> {
    const rows = await this.files.filesOf(contentId);
    const byNode = new Map<number, TocFileRow[]>();
    for (const row of rows) byNode.set(row.tocNodeId, [...(byNode.get(row.tocNodeId) ?? []), row]);
    const expiresAt = Math.floor(this.now().getTime() / 1000) + TOC_FILE_URL_TTL_SECONDS;
    return {
      byNode,
      urlOf: (file) =>
        tocFileUrl(this.secret, { fileId: file.id, userId: viewer.userId, expiresAt }),
    };
  }

  /**
   * The file a granted Url names, for the reader it was granted to at the
   * address asking now; refused when the Url is not authentic or has
   * expired, and when the file's node is locked for that reader.
   */
  async open(token: string, ip: string): Promise<ServedTocFile> {
    const { file } = await this.authorize(token, ip);
    return this.serve(file);
  }

  /**
   * The file and grant of a granted Url, after the checks of `open`: the
   * Url is authentic and unexpired, the file exists, its node is open to the
   * reader it was granted to at this address. Each segment of a video asks
   * again (ARCHITECTURE 'Data': HLS segments beyond the trial are refused).
   */
  async authorize(token: string, ip: string): Promise<{ file: TocFileRow; grant: TocFileGrant }> {
    const grant = readTocFileGrant(this.secret, token, Math.floor(this.now().getTime() / 1000));
    if (!grant) throw refused(ReadingMessages.FileUrlInvalid);
    const file = await this.files.find(grant.fileId);
    if (!file) throw new AppError(Code.NotFound, ReadingMessages.FileNotFound, 404);
    const { lock } = await readerAccess(this.reading, this.entitlements, file.contentId, {
      userId: grant.userId,
      deviceId: null,
      ip,
    });
    if (lock.isNodeLocked(file.tocNodeId)) throw refused(ReadingMessages.FileLocked);
    return { file, grant };
  }

  /** A stored blob to stream; 404 when it is gone. */
  async blob(sha256: string): Promise<BlobBody> {
    const body = await this.store.body(sha256);
    if (!body) throw new AppError(Code.NotFound, ReadingMessages.FileNotFound, 404);
    return body;
  }

  private async serve(file: TocFileRow): Promise<ServedTocFile> {
    const body = await this.blob(file.sha256);
    const extension = file.extension.toLowerCase();
    return {
      byteSize: body.byteSize,
      open: body.open,
      mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
      downloadName: extension ? `${file.fileName}.${extension}` : file.fileName,
      disposition: file.kind === 'multimedia' ? 'inline' : 'attachment',
    };
  }
}
