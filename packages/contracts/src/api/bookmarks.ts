import { z } from 'zod';
import { freeTextSchema, idNumberSchema, ID_MAX, intListSchema } from './form-fields.ts';

// Reader bookmarks (issue 6; the spec names the pages myBookmark and
// myBookmarkLists but not their calls, so these follow the style of
// /v1/api/history/*). Login required; a bookmark is one place in one
// edition (EPUB CFI or PDF page) of one content item.

/** How many bookmarks one reader keeps in one book. */
export const BOOKMARKS_PER_BOOK = 500;
/** Longest location (an EPUB CFI is usually under 100 characters). */
export const BOOKMARK_LOCATION_MAX = 500;
export const BOOKMARK_EXCERPT_MAX = 120;
export const BOOKMARK_CHAPTER_MAX = 100;

export const BookmarkMessages = {
  TooMany: `每本书最多保存${BOOKMARKS_PER_BOOK}个书签`,
  NotYours: '书签不存在或已删除',
  NothingChosen: '请选择要删除的书签',
  NoLocation: '书签位置不能为空',
} as const;

export const BookmarkMediaTypeSchema = z.enum(['epub', 'pdf']);
export type BookmarkMediaType = z.infer<typeof BookmarkMediaTypeSchema>;

/** POST /v1/api/bookmark/create — a repeat of the same place only refreshes it (retry-safe). */
export const BookmarkCreateParamsSchema = z.object({
  objectId: idNumberSchema(),
  mediaType: BookmarkMediaTypeSchema,
  /** EPUB: a CFI; PDF: the page number */
  location: z.string().trim().max(BOOKMARK_LOCATION_MAX),
  /** where in the book, 0..1 (the reader's progress at that place) */
  process: z.coerce.number().min(0).max(1).default(0),
  chapterTitle: freeTextSchema(z.string().trim().max(BOOKMARK_CHAPTER_MAX)).default(''),
  excerpt: freeTextSchema(z.string().trim().max(BOOKMARK_EXCERPT_MAX)).default(''),
});
export type BookmarkCreateParams = z.infer<typeof BookmarkCreateParamsSchema>;
export type BookmarkCreateInput = z.input<typeof BookmarkCreateParamsSchema>;

export const BookmarkSchema = z.object({
  Id: z.number().int(),
  ObjectId: z.number().int(),
  MediaType: BookmarkMediaTypeSchema,
  Location: z.string(),
  Process: z.number(),
  ChapterTitle: z.string(),
  Excerpt: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

/** GET /v1/api/bookmark/list — one book's bookmarks in reading order (myBookmarkLists). */
export const BookmarkListParamsSchema = z.object({
  objectId: idNumberSchema(),
});
export type BookmarkListParams = z.infer<typeof BookmarkListParamsSchema>;

export const BookmarkListDataSchema = z.object({
  Content: z.object({
    Id: z.number().int(),
    ExternalId: z.string(),
    ObjectType: z.number().int(),
    Title: z.string(),
    MediaType: z.string(),
  }),
  ItemList: z.array(BookmarkSchema),
  RecordCount: z.number().int(),
});
export type BookmarkListData = z.infer<typeof BookmarkListDataSchema>;

/** GET /v1/api/bookmark/books — the books a reader has bookmarks in, latest first (myBookmark). */
export const BookmarkBooksParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(12),
});
export type BookmarkBooksParams = z.infer<typeof BookmarkBooksParamsSchema>;

export const BookmarkBookSchema = z.object({
  ObjectId: z.number().int(),
  ExternalId: z.string(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
  Count: z.number().int(),
  /** time of the newest bookmark, 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  LastTime: z.string(),
});
export type BookmarkBook = z.infer<typeof BookmarkBookSchema>;

export const BookmarkBooksDataSchema = z.object({
  ItemList: z.array(BookmarkBookSchema),
  RecordCount: z.number().int(),
});
export type BookmarkBooksData = z.infer<typeof BookmarkBooksDataSchema>;

/** POST /v1/api/bookmark/delete — ids of the caller's own bookmarks; any other id refuses the whole call. */
export const BookmarkDeleteParamsSchema = z.object({
  ids: intListSchema(2000, ID_MAX),
});
export type BookmarkDeleteParams = z.infer<typeof BookmarkDeleteParamsSchema>;

export const BookmarkDeleteDataSchema = z.object({ Deleted: z.number().int() });
export type BookmarkDeleteData = z.infer<typeof BookmarkDeleteDataSchema>;
