import type { ContentDetail, MediaType, RelationContent } from '@moyue/contracts/api/catalog';
import { PLAYBACK_AUTHORIZE_URL } from '@moyue/contracts/api/playback';
import { AUTHORIZE_URL } from '@moyue/contracts/api/reading';
import { ObjectType } from '@moyue/contracts/object-types';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { CHINA_UTC_OFFSET_MINUTES } from '@moyue/contracts/format-time';
import { shownIsbn } from '@moyue/contracts/format-isbn';
import { publicFileUrl } from '../media/index.ts';
import type { ContentDetailRecord, ContentSummaryRecord } from './catalog.repository.ts';

/** 'YYYY-MM-DD HH:mm:ss' in China time (the wire's date-time, spec §7). */
export function formatWireDateTime(epochMs: number): string {
  const shifted = new Date(epochMs + CHINA_UTC_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

const coverUrl = (row: ContentSummaryRecord): string =>
  row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '';

/**
 * A content row → the wire's ContentSummary: the one presenter of it, for the
 * catalogue's similar resources, search results and the order list.
 */
export function presentContentSummary(row: ContentSummaryRecord): ContentSummary {
  return {
    Id: Number(row.id),
    ExternalId: row.externalId,
    ObjectType: row.objectType,
    Title: row.title,
    Author: row.author,
    Publisher: row.publisher ?? '',
    IssueDate: row.issueDate ?? '',
    Isbn: shownIsbn(row.isbn),
    Abstracts: row.abstracts,
    CoverUrl: coverUrl(row),
    MediaType: row.mediaType,
    Keywords: row.keywords,
    ReadCount: row.readCount,
    UpdateTime: formatWireDateTime(Number(row.updatedAtMs)),
    ContentSource: row.contentSource,
  };
}

/** What the request and the reader add to a stored content item. */
export interface DetailContext {
  /** The ExternalId as asked (with its -Pdf / -Epub suffix), or null when asked by id. */
  askedExternalId: string | null;
  /** The edition named by the suffix, or null for the stored one. */
  mediaType: string | null;
  shareUrl: string;
  isOrdered: boolean;
  isPartner: boolean;
  isRecommend: boolean;
  isInxiaoyou: boolean;
  /** free for this reader (a free item, or held by the reader's institution) */
  isFree: boolean;
  /** FileExternalId of each stored edition */
  editions: Partial<Record<MediaType, string>>;
  /** the playing time of the item's media files, seconds */
  totalSeconds: number;
}

/** The suffix an ExternalId carries for an edition (spec §3: -Pdf / -Epub). */
const EDITION_SUFFIX: Record<MediaType, string> = { epub: '-Epub', pdf: '-Pdf' };

/** The other stored editions of the item (spec §3 RelationContents). */
function relationContents(
  row: ContentDetailRecord,
  shown: string,
  editions: Partial<Record<MediaType, string>>,
): RelationContent[] {
  return (Object.keys(editions) as MediaType[])
    .filter((mediaType) => mediaType !== shown)
    .map((mediaType) => ({
      Id: Number(row.id),
      ExternalId: `${row.externalId}${EDITION_SUFFIX[mediaType]}`,
      MediaType: mediaType,
      MarketPrice: Number(row.marketPrice),
    }));
}

/** A content row → spec §3 Content detail. */
export function presentContentDetail(
  row: ContentDetailRecord,
  context: DetailContext,
): ContentDetail {
  const mediaType = context.mediaType ?? row.mediaType;
  // The asked edition, else the stored primary one, else whichever exists (issue 6).
  const fileExternalId =
    context.editions[mediaType as MediaType] ?? context.editions.epub ?? context.editions.pdf ?? '';
  return {
    Id: Number(row.id),
    ExternalId: context.askedExternalId ?? row.externalId,
    FileExternalId: fileExternalId,
    GroupId: Number(row.groupId),
    ObjectType: row.objectType,
    Title: row.title,
    Author: row.author,
    Publisher: row.publisher ?? '',
    IssueDate: row.issueDate ?? '',
    Abstracts: row.abstracts,
    Remark: '',
    CoverUrl: coverUrl(row),
    MediaType: mediaType,
    // Books are authorised at the licence address (issue 6); fileless items have none yet.
    // Audio books (156) are authorised file by file at the playback address (issue 18).
    AuthorizeUrl:
      row.objectType === ObjectType.AudioBook
        ? PLAYBACK_AUTHORIZE_URL
        : fileExternalId
          ? AUTHORIZE_URL
          : '',
    RelationContents: relationContents(row, mediaType, context.editions),
    MarketPrice: Number(row.marketPrice),
    UpdateTime: formatWireDateTime(Number(row.updatedAtMs)),
    IsInxiaoyou: context.isInxiaoyou,
    IsRecommend: context.isRecommend,
    ExtendData: {
      Keywords: row.keywords,
      Isbn: shownIsbn(row.isbn),
      Duration: row.wordCount,
      ProductTitle: '',
      ShareUrl: context.shareUrl,
      TotalSeconds: context.totalSeconds,
      IsOrdered: context.isOrdered,
      IsFree: row.isFree || context.isFree,
      IsPartner: context.isPartner,
      LessonPeriod: Number(row.lessonCount),
    },
  };
}
