import type {
  AdminCuratedRow,
  CopyrightDetail,
  CopyrightSummary,
  CuratedItem,
  CuratedSetSummary,
} from '@moyue/contracts/api/curated';
import { formatCuratedItems } from '@moyue/contracts/api/curated';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { publicFileUrl } from '../media/index.ts';
import type { ItemRow, RightsRow, SetRow } from './curated.repository.ts';

const coverOf = (row: { coverSha256: string | null; coverMimeType: string | null }) =>
  row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '';

/** A content row → the wire item; IsOrdered only where the caller knows it. */
export const presentItem = (row: ItemRow, isOrdered = false): CuratedItem => ({
  Id: row.id,
  ObjectType: row.objectType,
  Title: decodeHtmlEntities(row.title),
  Author: row.author,
  Publisher: row.publisher,
  CoverUrl: coverOf(row),
  Abstracts: decodeHtmlEntities(row.abstracts),
  Note: row.note,
  IsOrdered: isOrdered,
});

export const presentSetSummary = (row: SetRow, preview: CuratedItem[]): CuratedSetSummary => ({
  Id: row.id,
  Kind: row.kind,
  Title: row.title,
  Summary: row.summary,
  IsDemo: row.isDemo,
  Claimable: row.claimable,
  ContentCount: row.contentCount,
  Preview: preview,
  UpdateTime: row.updateTime,
});

export const presentAdminSet = (
  row: SetRow & { grantCount: number },
  items: { contentId: number; note: string }[],
): AdminCuratedRow => ({
  Id: row.id,
  Kind: row.kind,
  Title: row.title,
  Summary: row.summary,
  Body: row.body,
  Claimable: row.claimable,
  IsDemo: row.isDemo,
  Enabled: row.enabled,
  SortOrder: row.sortOrder,
  UpdateTime: row.updateTime,
  Items: formatCuratedItems(items),
  ContentCount: row.contentCount,
  GrantCount: row.grantCount,
});

export const presentRightsSummary = (row: RightsRow): CopyrightSummary => ({
  Id: row.id,
  ObjectType: row.objectType,
  Title: decodeHtmlEntities(row.title),
  Author: row.author,
  Dynasty: row.dynasty,
  CoverUrl: coverOf(row),
  Status: row.status,
  Source: row.source,
});

export const presentRights = (row: RightsRow): CopyrightDetail => ({
  ...presentRightsSummary(row),
  Publisher: row.publisher,
  Abstracts: decodeHtmlEntities(row.abstracts),
  Holder: row.holder,
  Statement: row.statement,
  SourceUrl: row.sourceUrl,
  UpdateTime: row.updateTime,
});
