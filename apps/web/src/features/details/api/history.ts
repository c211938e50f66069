import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HistoryAction,
  HistoryPaths,
  type HistoryCreateData,
  type HistoryProcessData,
} from '@moyue/contracts/api/history';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/history/process (objectId) → Data.Process; only for a signed-in reader. */
export const getReadingProcess = (objectId: number) =>
  apiClient.get<HistoryProcessData>(HistoryPaths.Process, { objectId });

export const readingProcessQueryOptions = (objectId: number, viewer: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['details', 'process', objectId, viewer],
    queryFn: () => getReadingProcess(objectId),
    enabled: signedIn,
  });

export const useReadingProcess = (objectId: number, viewer: string, signedIn: boolean) =>
  useQuery(readingProcessQueryOptions(objectId, viewer, signedIn));

interface HistoryTarget {
  objectId: number;
  objectType: number;
  title: string;
}

/** spec §7 POST /v1/api/history/create actionType 4: the reader shared the item. */
export const recordShare = (target: HistoryTarget) =>
  apiClient.post<HistoryCreateData>(HistoryPaths.Create, {
    actionType: HistoryAction.Share,
    ...target,
  });

/** spec §7 POST /v1/api/history/create actionType 1: the reader's footprint of the item. */
export const recordFootprint = (target: HistoryTarget) =>
  apiClient.post<HistoryCreateData>(HistoryPaths.Create, {
    actionType: HistoryAction.Footprint,
    ...target,
  });
