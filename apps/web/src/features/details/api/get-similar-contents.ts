import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendListData } from '@moyue/contracts/api/catalog';
import { SIMILAR_PANEL_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET v1/api/content/recommendlist (cp 1, ps, objectId): the right panel's similar resources. */
export const getSimilarContents = (objectId: number) =>
  apiClient.get<RecommendListData>('v1/api/content/recommendlist', {
    objectId,
    cp: 1,
    ps: SIMILAR_PANEL_SIZE,
  });

export const similarContentsQueryOptions = (objectId: number) =>
  queryOptions({
    queryKey: ['details', 'similar', objectId],
    queryFn: () => getSimilarContents(objectId),
  });

export const useSimilarContents = (objectId: number) =>
  useQuery(similarContentsQueryOptions(objectId));
