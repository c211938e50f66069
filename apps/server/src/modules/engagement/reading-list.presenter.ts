import type { ReadingListItem } from '@moyue/contracts/api/engagement';
import type { ContentCardRow } from './engagement.sql.ts';
import { coverUrlOf, presentContentCard } from './engagement.presenter.ts';
import type { ReadingListRow } from './reading-list.repository.ts';

export const presentReadingList = (
  row: ReadingListRow,
  contents: ContentCardRow[],
): ReadingListItem => ({
  Id: Number(row.id),
  Title: row.title,
  Description: row.description,
  CoverUrl: row.cover ? coverUrlOf(row.cover) : '',
  ContentCount: Number(row.contentCount),
  Contents: contents.map(presentContentCard),
});
