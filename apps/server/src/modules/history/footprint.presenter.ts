import type { HistoryItem, HistoryProcessData } from '@moyue/contracts/api/history';
import { coverUrlOf } from '../engagement/index.ts';
import type { FootprintRow, ProgressRow } from './footprint.repository.ts';

/** A footprint → spec §3 history item with its Content and Process. */
export const presentFootprint = (row: FootprintRow): HistoryItem => ({
  Id: Number(row.historyId),
  Title: row.historyTitle || row.title,
  CreateTime: row.createTime,
  Content: {
    Id: Number(row.id),
    ObjectType: Number(row.objectType),
    Title: row.title,
    CoverUrl: coverUrlOf(row),
    IsOnShelf: row.isOnShelf,
  },
  Process: roundProcess(row.process),
  FileId: Number(row.fileId),
});

/** Progress as stored in a real column, without float noise (0.3 not 0.30000001192092896). */
export const roundProcess = (value: number): number => Math.round(Number(value) * 1e6) / 1e6;

export const presentProgress = (row: ProgressRow | null): HistoryProcessData => ({
  Process: row ? roundProcess(row.process) : 0,
  FileId: row ? Number(row.fileId) : 0,
  UpdateTime: row?.updateTime ?? '',
});
