import type { BookshelfEntry, BookshelfItem } from '@moyue/contracts/api/engagement';
import type { BookshelfCardRow, BookshelfRow } from './bookshelf.repository.ts';
import { presentContentCard } from './engagement.presenter.ts';

export const presentBookshelfEntry = (row: BookshelfRow): BookshelfEntry => ({
  Id: Number(row.id),
  ObjectId: Number(row.contentId),
  ObjectType: Number(row.objectType),
  CreateTime: row.createTime,
});

/** A shelf entry with the content card 我的书架 shows. */
export const presentBookshelfItem = (row: BookshelfCardRow): BookshelfItem => ({
  Id: Number(row.entryId),
  ObjectId: Number(row.id),
  ObjectType: Number(row.objectType),
  CreateTime: row.createTime,
  Content: presentContentCard(row),
});
