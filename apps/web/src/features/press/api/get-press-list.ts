import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PressPaths, type PressListData } from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

export interface PressListInput {
  keyword: string;
  cp: number;
  ps: number;
}

/** GET /v1/api/press/list (ours): the presses, most books first. */
export const getPressList = (input: PressListInput) =>
  apiClient.get<PressListData>(PressPaths.List, { ...input });

export const pressListQueryOptions = (input: PressListInput) =>
  queryOptions({
    queryKey: ['press', 'list', input],
    queryFn: () => getPressList(input),
    placeholderData: keepPreviousData,
  });

export const usePressList = (input: PressListInput) => useQuery(pressListQueryOptions(input));
