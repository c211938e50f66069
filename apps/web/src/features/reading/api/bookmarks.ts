import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Bookmark,
  BookmarkBooksData,
  BookmarkDeleteData,
  BookmarkListData,
  BookmarkMediaType,
} from '@moyue/contracts/api/bookmarks';
import { apiClient } from '../../../api/api-client';

// The bookmark calls (packages/contracts/src/api/bookmarks.ts); login required.

/** A place to keep: EPUB CFI or PDF page, with its Process and what the reader sees there. */
export interface BookmarkPlace {
  mediaType: BookmarkMediaType;
  location: string;
  process: number;
  chapterTitle: string;
  excerpt: string;
}

export const createBookmark = (input: BookmarkPlace & { objectId: string }) =>
  apiClient.post<Bookmark>('/v1/api/bookmark/create', { ...input });

export const deleteBookmarks = (ids: number[]) =>
  apiClient.post<BookmarkDeleteData>('/v1/api/bookmark/delete', { ids: ids.join(',') });

export const getBookmarks = (objectId: string) =>
  apiClient.get<BookmarkListData>('/v1/api/bookmark/list', { objectId });

export const bookmarksQueryOptions = (objectId: string, enabled = true) =>
  queryOptions({
    queryKey: ['reading', 'bookmarks', objectId],
    queryFn: () => getBookmarks(objectId),
    enabled: enabled && objectId !== '',
  });

export const useBookmarks = (objectId: string, enabled = true) =>
  useQuery(bookmarksQueryOptions(objectId, enabled));

export const getBookmarkedBooks = (cp: number, ps: number) =>
  apiClient.get<BookmarkBooksData>('/v1/api/bookmark/books', { cp, ps });

export const bookmarkedBooksQueryOptions = (cp: number, ps: number) =>
  queryOptions({
    queryKey: ['reading', 'bookmarked-books', cp, ps],
    queryFn: () => getBookmarkedBooks(cp, ps),
  });

export const useBookmarkedBooks = (cp: number, ps: number) =>
  useQuery(bookmarkedBooksQueryOptions(cp, ps));
