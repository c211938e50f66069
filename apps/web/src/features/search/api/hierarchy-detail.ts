import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HierarchyDetailData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/hierarchy/detail: a category tree (classification ClcCode, lists use level 3). */
export const getHierarchyDetail = (name: string, level: number) =>
  apiClient.get<HierarchyDetailData>('/v1/api/hierarchy/detail', {
    name,
    isRecursive: true,
    level,
  });

export const hierarchyDetailQueryOptions = (name = 'ClcCode', level = 3) =>
  queryOptions({
    queryKey: ['search', 'hierarchy', name, level],
    queryFn: () => getHierarchyDetail(name, level),
    staleTime: 10 * 60_000,
  });

export const useHierarchyDetail = (name?: string, level?: number) =>
  useQuery(hierarchyDetailQueryOptions(name, level));
