import type { ReadingListItem } from '@moyue/contracts/api/engagement';
import type { ReadingListDetail } from '@moyue/contracts/api/reading-lists';
import type { ContentCardRow } from './engagement.sql.ts';
import { coverUrlOf, presentContentCard } from './engagement.presenter.ts';
import type { ReadingListDetailRow, ReadingListRow } from './reading-list.repository.ts';

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

export const presentReadingListDetail = (
  row: ReadingListDetailRow,
  contents: ContentCardRow[],
  viewerId: number | null,
): ReadingListDetail => ({
  ...presentReadingList(row, contents),
  CreatorName: row.creatorName,
  OrganizationTitle: row.organizationTitle,
  UpdateTime: row.updateTime,
  ViewCount: Number(row.viewCount),
  IsMine: viewerId !== null && row.creatorUserId !== null && Number(row.creatorUserId) === viewerId,
});
