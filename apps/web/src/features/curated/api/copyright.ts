import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CuratedPaths,
  type CopyrightDetail,
  type CopyrightList,
  type RightsStatus,
} from '@moyue/contracts/api/curated';
import { apiClient } from '../../../api/api-client';

export const COPYRIGHT_PAGE_SIZE = 20;

export interface CopyrightQuery {
  cp: number;
  status?: RightsStatus;
  keyword: string;
}

/** GET /v1/api/copyright/list. */
export const listCopyrights = (query: CopyrightQuery) =>
  apiClient.get<CopyrightList>(CuratedPaths.copyrightList, {
    cp: String(query.cp),
    ps: String(COPYRIGHT_PAGE_SIZE),
    ...(query.status ? { status: query.status } : {}),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  });
export const copyrightsQueryOptions = (query: CopyrightQuery) =>
  queryOptions({
    queryKey: ['curated', 'copyrights', query],
    queryFn: () => listCopyrights(query),
  });
export const useCopyrights = (query: CopyrightQuery) => useQuery(copyrightsQueryOptions(query));

/** GET /v1/api/copyright/detail. */
export const getCopyright = (id: number) =>
  apiClient.get<CopyrightDetail>(CuratedPaths.copyrightDetail, { id: String(id) });
export const copyrightQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['curated', 'copyright', id],
    queryFn: () => getCopyright(id),
    enabled: id > 0,
    retry: false,
  });
export const useCopyright = (id: number) => useQuery(copyrightQueryOptions(id));
