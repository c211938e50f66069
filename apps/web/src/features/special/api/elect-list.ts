import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SpecialPaths,
  type ElectListData,
  type ElectListInput,
} from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET paper-elect/list: the viewer's institution's selection for acquisition. */
export const getElectList = (params: ElectListInput) =>
  apiClient.get<ElectListData>(SpecialPaths.ElectList, params);

export const electListQueryOptions = (params: ElectListInput) =>
  queryOptions({
    queryKey: ['special', 'elect', 'list', params],
    queryFn: () => getElectList(params),
    placeholderData: keepPreviousData,
  });

export const useElectList = (params: ElectListInput) => useQuery(electListQueryOptions(params));
