import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { ContentSummary } from '@moyue/contracts/api/search';
import { CHINA_UTC_OFFSET_MINUTES } from '@moyue/contracts/format-time';
import { PLACEHOLDER_ISBN, isbnDigits } from '@moyue/contracts/format-isbn';
import { publicFileUrl } from '../media/file.service.ts';
import type { ContentDetailRecord, ContentRecord } from './catalog.repository.ts';

const PLACEHOLDER_ISBN_DIGITS = isbnDigits(PLACEHOLDER_ISBN);

/** 'YYYY-MM-DD HH:mm:ss' in China time (the wire's date-time, spec §7). */
export function formatWireDateTime(epochMs: number): string {
  const shifted = new Date(epochMs + CHINA_UTC_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

const coverUrl = (row: ContentRecord): string =>
  row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '';

/** spec §3: the placeholder ISBN 666-6-6666-6666-6 is hidden. */
const shownIsbn = (isbn: string): string =>
  isbnDigits(isbn) === PLACEHOLDER_ISBN_DIGITS ? '' : isbn;

/** A content row → the search result row of the wire (ContentSummary). */
export function presentContentSummary(row: ContentRecord): ContentSummary {
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
}

/** A content row → spec §3 Content detail. */
export function presentContentDetail(
  row: ContentDetailRecord,
  context: DetailContext,
): ContentDetail {
  return {
    Id: Number(row.id),
    ExternalId: context.askedExternalId ?? row.externalId,
    FileExternalId: '',
    GroupId: Number(row.groupId),
    ObjectType: row.objectType,
    Title: row.title,
    Author: row.author,
    Publisher: row.publisher ?? '',
    IssueDate: row.issueDate ?? '',
    Abstracts: row.abstracts,
    Remark: '',
    CoverUrl: coverUrl(row),
    MediaType: context.mediaType ?? row.mediaType,
    AuthorizeUrl: '',
    RelationContents: [],
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
      TotalSeconds: 0,
      IsOrdered: context.isOrdered,
      IsFree: row.isFree,
      IsPartner: context.isPartner,
      LessonPeriod: Number(row.lessonCount),
    },
  };
}
