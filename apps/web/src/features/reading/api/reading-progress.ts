import { HistoryAction, HistoryPaths, type HistoryProcessData } from '@moyue/contracts/api/history';
import { apiClient } from '../../../api/api-client';

export interface ProgressInput {
  objectId: number;
  objectType: number;
  title: string;
  /** 0..1 */
  process: number;
}

/** spec §7 POST /v1/api/history/create with ActionType 1: where the reader is in the book. */
export const saveReadingProgress = (input: ProgressInput) =>
  apiClient.post(HistoryPaths.Create, {
    ActionType: HistoryAction.Footprint,
    ObjectId: input.objectId,
    ObjectType: input.objectType,
    Title: input.title,
    Process: Math.min(1, Math.max(0, Number(input.process.toFixed(4)))),
    FileId: 0,
  });

/** spec §7 GET /v1/api/history/process → Data.Process (0 when never opened). */
export const getReadingProgress = (objectId: string) =>
  apiClient.get<HistoryProcessData>(HistoryPaths.Process, { objectId });
