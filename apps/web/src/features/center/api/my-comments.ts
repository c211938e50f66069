import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CenterPaths, type MyCommentListData } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/comment/my-list (ours): the reader's comments, newest first, with their items. */
export const listMyComments = (params: { cp: number; ps: number }) =>
  apiClient.get<MyCommentListData>(CenterPaths.MyComments, { ...params });

export const myCommentsQueryOptions = (params: { cp: number; ps: number }) =>
  queryOptions({
    queryKey: ['center', 'my-comments', params],
    queryFn: () => listMyComments(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyComments = (params: { cp: number; ps: number }) =>
  useQuery(myCommentsQueryOptions(params));
