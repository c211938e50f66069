import type { Bookmark, BookmarkBook } from '@moyue/contracts/api/bookmarks';
import { publicFileUrl } from '../media/index.ts';
import type { BookmarkRow, BookmarkedContentRow } from './bookmark.repository.ts';

export const presentBookmark = (row: BookmarkRow): Bookmark => ({
  Id: Number(row.id),
  ObjectId: Number(row.contentId),
  MediaType: row.mediaType,
  Location: row.location,
  Process: Number(row.process),
  ChapterTitle: row.chapterTitle,
  Excerpt: row.excerpt,
  CreateTime: row.createTime,
});

export const presentBookmarkedContent = (row: BookmarkedContentRow): BookmarkBook => ({
  ObjectId: Number(row.contentId),
  ExternalId: row.externalId,
  ObjectType: row.objectType,
  Title: row.title,
  Author: row.author,
  CoverUrl:
    row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '',
  Count: row.count,
  LastTime: row.lastTime,
});
