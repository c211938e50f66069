import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchType, type QuestionSearchData } from '@moyue/contracts/api/search';
import { apiClient } from '../../../api/api-client';

export interface QuestionSearchInput {
  /** the question as the reader typed it (normalised) */
  keyword: string;
  /** Only books of this author, ISBN or publisher (questionResource select + search, spec §2). */
  author?: string;
  isbn?: string;
  publisher?: string;
  cp: number;
  ps: number;
}

/** spec §7 POST /Content/Search with a Q&A search type (spec §2: any value but 0, 1, 2; we send 3). */
export const searchQuestion = (input: QuestionSearchInput) =>
  apiClient.post<QuestionSearchData>('/Content/Search', {
    ...input,
    searchType: SearchType.Question,
  });

export const searchQuestionQueryOptions = (input: QuestionSearchInput) =>
  queryOptions({
    queryKey: ['search', 'question', input],
    queryFn: () => searchQuestion(input),
    enabled: input.keyword.length > 0,
    placeholderData: keepPreviousData,
  });

export const useSearchQuestion = (input: QuestionSearchInput) =>
  useQuery(searchQuestionQueryOptions(input));
