import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchType, type QuestionSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';
import { keepingSearchHistory } from '../../../components/search-bar/search-history';
import type { FullTextSearchInput } from './search-full-text';

/** The question (as the reader typed it, normalised) and the same narrowing as full text (spec §2 questionResource select + search). */
export type QuestionSearchInput = FullTextSearchInput;

/** spec §7 POST /Content/Search with a Q&A search type (spec §2: any value but 0, 1, 2; we send 3). */
export const searchQuestion = (input: QuestionSearchInput) =>
  apiClient.post<QuestionSearchData>('/Content/Search', {
    ...input,
    searchType: SearchType.Question,
  });

export const searchQuestionQueryOptions = (input: QuestionSearchInput) =>
  queryOptions({
    queryKey: ['search', 'question', input],
    queryFn: keepingSearchHistory(() => searchQuestion(input), input),
    enabled: input.keyword.length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearchQuestion = (input: QuestionSearchInput) =>
  useQuery(searchQuestionQueryOptions(input));
