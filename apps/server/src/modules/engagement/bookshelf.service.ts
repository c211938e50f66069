import type { BookshelfEntry } from '@moyue/contracts/api/engagement';
import { BookshelfMessages } from '@moyue/contracts/messages';
import { presentBookshelfEntry } from './bookshelf.presenter.ts';
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
}
