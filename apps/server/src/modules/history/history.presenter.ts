import type { HistoryItem } from '@moyue/contracts/api/history';
import type { HistoryRow } from './history.repository.ts';

/** A search keyword → a history item of the wire (no Content). */
export const presentSearchHistory = (row: HistoryRow): HistoryItem => ({
  Id: Number(row.id),
  Title: row.title,
  CreateTime: row.createTime,
  Content: null,
});
