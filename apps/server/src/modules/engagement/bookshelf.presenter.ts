import type { BookshelfEntry } from '@moyue/contracts/api/engagement';
import type { BookshelfRow } from './bookshelf.repository.ts';

export const presentBookshelfEntry = (row: BookshelfRow): BookshelfEntry => ({
  Id: Number(row.id),
  ObjectId: Number(row.contentId),
  ObjectType: Number(row.objectType),
  CreateTime: row.createTime,
});
