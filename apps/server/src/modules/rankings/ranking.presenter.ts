import type { HomeCard, OrganizationRankingItem, RankingItem } from '@moyue/contracts/api/rankings';
import { publicFileUrl } from '../media/index.ts';
import type { OrganizationRankingRow, RankingRow } from './ranking.repository.ts';

export interface CardRow {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  coverSha256: string | null;
  coverMimeType: string | null;
}

const coverUrlOf = (row: CardRow): string =>
  row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '';

export const presentCard = (row: CardRow): HomeCard => ({
  Id: Number(row.id),
  ExternalId: row.externalId,
  ObjectType: Number(row.objectType),
  Title: row.title,
  Author: row.author,
  CoverUrl: coverUrlOf(row),
});

export const presentRankingItem = (row: RankingRow, rank: number): RankingItem => ({
  Rank: rank,
  ...presentCard(row),
  Reads: Number(row.reads),
  Shelves: Number(row.shelves),
  Orders: Number(row.orders),
  Score: Number(row.score),
});

export const presentOrganizationRanking = (
  row: OrganizationRankingRow,
  rank: number,
): OrganizationRankingItem => ({
  Rank: rank,
  Id: Number(row.id),
  ExternalId: row.externalId,
  Title: row.title,
  Reads: Number(row.reads),
  Readers: Number(row.readers),
  Books: Number(row.books),
});
