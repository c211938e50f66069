import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  HistoryAction,
  type HistoryDeleteData,
  type HistoryListData,
} from '@moyue/contracts/api/history';
import { SEARCH_HISTORY_PAGE_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../api/api-client';

const SEARCH_HISTORY_KEY = ['history', 'search'] as const;

/** spec §7 GET /v1/api/history/list (ps 8, cp 1, actionType 2, type 2): the search dropdown. */
export const getSearchHistory = () =>
  apiClient.get<HistoryListData>('/v1/api/history/list', {
    actionType: HistoryAction.Search,
    type: 2,
    cp: 1,
    ps: SEARCH_HISTORY_PAGE_SIZE,
  });

export const searchHistoryQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: SEARCH_HISTORY_KEY,
    queryFn: getSearchHistory,
    // spec §7: search history needs login; nobody else asks for it.
    enabled,
    // Asked anew whenever a bar mounts or turns to it: a bar mounted again after a search (the
    // header's parts load lazily) otherwise showed the list read before it, without the newest
    // keyword, and nothing asked again (an e2e run waited 30 s for it, 2026-11-27).
    staleTime: 0,
  });

export const useSearchHistory = (enabled: boolean) => useQuery(searchHistoryQueryOptions(enabled));

/**
 * Asks for the search history anew. A request still under way is dropped, not
 * waited for: it may have been sent before the results page's search kept the
 * last keyword (TanStack's cancelRefetch keeps such a request while the query
 * has no data yet, so it is cancelled here first).
 */
async function refreshSearchHistory(client: QueryClient): Promise<void> {
  await client.cancelQueries({ queryKey: SEARCH_HISTORY_KEY });
  await client.refetchQueries({ queryKey: SEARCH_HISTORY_KEY, type: 'active' });
}

export function useRefreshSearchHistory() {
  const client = useQueryClient();
  return () => refreshSearchHistory(client);
}

/**
 * The query function of a search whose keyword the server keeps (spec §2: a signed-in
 * reader's first-page searches become their history): once it answers, an open dropdown asks
 * for the history anew, since it may have read the list before the server kept this keyword.
 */
export const keepingSearchHistory =
  <T>(search: () => Promise<T>, input: { keyword: string; cp: number }) =>
  async ({ client }: { client: QueryClient }): Promise<T> => {
    const data = await search();
    if (input.cp === 1 && input.keyword.trim() !== '') void refreshSearchHistory(client);
    return data;
  };

/** spec §7 POST /v1/api/history/delete (actionType 2, isDeleteAll or ids). */
export function useDeleteSearchHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | 'all') =>
      apiClient.post<HistoryDeleteData>('/v1/api/history/delete', {
        actionType: HistoryAction.Search,
        ...(which === 'all' ? { isDeleteAll: 'true' } : { ids: which.ids.join(',') }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY }),
  });
}
