import {
  BOOKMARKS_PER_BOOK,
  BookmarkMessages,
  type Bookmark,
  type BookmarkBooksData,
  type BookmarkBooksParams,
  type BookmarkCreateParams,
  type BookmarkDeleteData,
  type BookmarkDeleteParams,
  type BookmarkListData,
  type BookmarkListParams,
} from '@moyue/contracts/api/bookmarks';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { presentBookmark, presentBookmarkedContent } from './bookmark.presenter.ts';
import type { BookmarkRepository } from './bookmark.repository.ts';

/** A reader's bookmarks (myBookmark, myBookmarkLists, the readers' 书签 panel). */
export class BookmarkService {
  constructor(private readonly repository: BookmarkRepository) {}

  async create(userId: number, params: BookmarkCreateParams): Promise<Bookmark> {
    if (params.location === '') throw badRequest(BookmarkMessages.NoLocation);
    if (!(await this.repository.findContent(params.objectId)))
      throw notFound(CONTENT_NOT_FOUND_MESSAGE);
    const row = await this.repository.create(userId, params, BOOKMARKS_PER_BOOK);
    if (!row) throw badRequest(BookmarkMessages.TooMany);
    return presentBookmark(row);
  }

  async list(userId: number, params: BookmarkListParams): Promise<BookmarkListData> {
    const content = await this.repository.findContent(params.objectId);
    if (!content) throw notFound(CONTENT_NOT_FOUND_MESSAGE);
    const rows = await this.repository.listInContent(userId, params.objectId);
    return {
      Content: {
        Id: content.contentId,
        ExternalId: content.externalId,
        ObjectType: content.objectType,
        Title: content.title,
        MediaType: content.mediaType,
      },
      ItemList: rows.map(presentBookmark),
      RecordCount: rows.length,
    };
  }

  async books(userId: number, params: BookmarkBooksParams): Promise<BookmarkBooksData> {
    const { total, items } = await this.repository.listContents(
      userId,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: items.map(presentBookmarkedContent), RecordCount: total };
  }

  /** Someone else's id (or one that does not exist) refuses the whole call: nothing is deleted. */
  async delete(userId: number, params: BookmarkDeleteParams): Promise<BookmarkDeleteData> {
    if (params.ids.length === 0) throw badRequest(BookmarkMessages.NothingChosen);
    const deleted = await this.repository.deleteOwn(userId, params.ids);
    if (deleted === null) throw new AppError(Code.Forbidden, BookmarkMessages.NotYours, 403);
    return { Deleted: deleted };
  }
}
