import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestData } from '@moyue/contracts/api/search';
import { SUGGESTION_PAGE_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../api/api-client';

/** spec §7 GET /v1/api/suggest/get-suggest (keyword, ps 8). */
export const getSuggest = (keyword: string) =>
  apiClient.get<SuggestData>('/v1/api/suggest/get-suggest', { keyword, ps: SUGGESTION_PAGE_SIZE });

export const suggestQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', keyword],
    queryFn: () => getSuggest(keyword),
    // spec §5: suggestions only when the input is not blank.
    enabled: keyword.trim().length > 0,
    staleTime: 5 * 60_000,
  });

export const useSuggest = (keyword: string) => useQuery(suggestQueryOptions(keyword));
