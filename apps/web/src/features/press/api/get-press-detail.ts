import { queryOptions, useQuery } from '@tanstack/react-query';
import { PressPaths, type PressDetail } from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/press/detail (ours): one press's storefront with the reader's IsFollow. */
export const getPressDetail = (id: string) => apiClient.get<PressDetail>(PressPaths.Detail, { id });

export const pressDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['press', 'detail', id],
    queryFn: () => getPressDetail(id),
    enabled: id !== '',
  });

export const usePressDetail = (id: string) => useQuery(pressDetailQueryOptions(id));
