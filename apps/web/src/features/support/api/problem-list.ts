import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SupportPaths, type ProblemList } from '@moyue/contracts/api/support';
import { apiClient } from '../../../api/api-client';

export const PROBLEM_PAGE_SIZE = 10;

/** GET /v1/api/user-problem/list: my reports with their state and answer. */
export const listProblems = (cp: number) =>
  apiClient.get<ProblemList>(SupportPaths.ProblemList, {
    cp: String(cp),
    ps: String(PROBLEM_PAGE_SIZE),
  });

export const problemListQueryOptions = (cp: number) =>
  queryOptions({
    queryKey: ['support', 'problems', cp],
    queryFn: () => listProblems(cp),
    placeholderData: keepPreviousData,
  });

export const useProblemList = (cp: number) => useQuery(problemListQueryOptions(cp));
