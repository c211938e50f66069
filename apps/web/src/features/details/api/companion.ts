import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CompanionPaths,
  type CompanionEditionData,
  type CompanionPositionData,
} from '@moyue/contracts/api/companion';
import { apiClient } from '../../../api/api-client';

// Issue 18: a work's e-book and audio edition, and a position mapped between them.

/** GET /v1/api/companion/edition → the other edition, or null. */
export const getCompanionEdition = (objectId: number) =>
  apiClient.get<CompanionEditionData>(CompanionPaths.Edition, { objectId });

export const companionEditionQueryOptions = (objectId: number) =>
  queryOptions({
    queryKey: ['details', 'companion', objectId],
    queryFn: () => getCompanionEdition(objectId),
    staleTime: 10 * 60_000,
  });

export const useCompanionEdition = (objectId: number) =>
  useQuery(companionEditionQueryOptions(objectId));

/** GET /v1/api/companion/position: where `process` (and `fileId`, for audio) of objectId lies in the other edition. */
export const getCompanionPosition = (objectId: number, process: number, fileId = 0) =>
  apiClient.get<CompanionPositionData>(CompanionPaths.Position, {
    objectId,
    process: Math.min(1, Math.max(0, process)).toFixed(6),
    ...(fileId > 0 ? { fileId } : {}),
  });
