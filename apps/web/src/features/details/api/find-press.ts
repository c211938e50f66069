import { queryOptions, useQuery } from '@tanstack/react-query';
import { PressPaths, type PressListData } from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/press/list by exact name: the shop of a book's Publisher (none when it has no shop). */
export const findPress = (name: string) =>
  apiClient.get<PressListData>(PressPaths.List, { name, ps: 1 });

export const findPressQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['details', 'press', name],
    queryFn: () => findPress(name),
    enabled: name !== '',
    staleTime: 5 * 60_000,
  });

export const useFindPress = (name: string) => useQuery(findPressQueryOptions(name));
