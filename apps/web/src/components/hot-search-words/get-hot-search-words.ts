import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotSearchWord } from '@moyue/contracts/api/platform';
import { HOT_WORDS_SHOWN } from '@moyue/contracts/limits';
import { apiClient } from '../../api/api-client';

/** spec §7 POST /v1/api/history/hot-search-words: a page of hot words. */
export const getHotSearchWords = (page: number) =>
  apiClient.post<HotSearchWord[]>('/v1/api/history/hot-search-words', {
    cp: page,
    ps: HOT_WORDS_SHOWN,
  });

export const hotSearchWordsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['search', 'hot-words', page], queryFn: () => getHotSearchWords(page) });

export const useHotSearchWords = (page: number) => useQuery(hotSearchWordsQueryOptions(page));
