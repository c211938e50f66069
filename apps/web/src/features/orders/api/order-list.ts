import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ReadingPaths, type OrderListData } from '@moyue/contracts/api/reading';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/order/list: the signed-in reader's ordered items, newest first (myResources). */
export const getOrderList = (cp: number, ps: number) =>
  apiClient.get<OrderListData>(ReadingPaths.OrderList, { cp, ps });

export const orderListQueryOptions = (cp: number, ps: number) =>
  queryOptions({
    queryKey: ['orders', 'list', cp, ps],
    queryFn: () => getOrderList(cp, ps),
    placeholderData: keepPreviousData,
  });

export const useOrderList = (cp: number, ps: number) => useQuery(orderListQueryOptions(cp, ps));
