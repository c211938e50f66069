import type {
  BookshelfEntry,
  BookshelfListData,
  BookshelfListParams,
} from '@moyue/contracts/api/engagement';
import { BookshelfMessages } from '@moyue/contracts/messages';
import { presentBookshelfEntry, presentBookshelfItem } from './bookshelf.presenter.ts';
import type { BookshelfRepository } from './bookshelf.repository.ts';
import type { ContentRefs } from './content.repository.ts';

/** A reader's bookshelf (spec §4 addable → added, §7 bookshelf/create and history/bookshelf). */
export class BookshelfService {
  constructor(
    private readonly repository: BookshelfRepository,
    private readonly contents: ContentRefs,
  ) {}

  /** Adds an item; adding it again succeeds too (retry-safe) and says it is there already. */
  async add(
    userId: number,
    objectId: number,
  ): Promise<{ entry: BookshelfEntry; description: string }> {
    const content = await this.contents.require(objectId);
    const { row, added } = await this.repository.add(userId, content.id);
    return {
      entry: presentBookshelfEntry(row),
      description: added ? BookshelfMessages.Added : BookshelfMessages.AlreadyAdded,
    };
  }

  /** The user's shelf entry of an item, or null (spec §7: null Data = not on the shelf). */
  async find(userId: number, objectId: number): Promise<BookshelfEntry | null> {
    const row = await this.repository.find(userId, objectId);
    return row ? presentBookshelfEntry(row) : null;
  }

  /** The user's shelf, a page at a time, latest added first (我的书架). */
  async list(userId: number, params: BookshelfListParams): Promise<BookshelfListData> {
    const { total, items } = await this.repository.list(
      userId,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: items.map(presentBookshelfItem), RecordCount: total };
  }

  /** Takes an item off the shelf; one that is not there succeeds too (retry-safe). */
  async remove(userId: number, objectId: number): Promise<string> {
    await this.repository.remove(userId, objectId);
    return BookshelfMessages.Removed;
  }
}
