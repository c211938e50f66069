import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EditorialPagesPaths,
  type Topic,
  type TopicList,
} from '@moyue/contracts/api/editorial-pages';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/topic/list: hot topics (108), searchable by keyword. */
export const listTopics = (params: { cp: number; keyword: string }) =>
  apiClient.get<TopicList>(EditorialPagesPaths.topicList, {
    cp: String(params.cp),
    ps: '12',
    ...(params.keyword ? { keyword: params.keyword } : {}),
  });

export const topicsQueryOptions = (params: { cp: number; keyword: string }) =>
  queryOptions({ queryKey: ['editorial', 'topics', params], queryFn: () => listTopics(params) });
export const useTopics = (params: { cp: number; keyword: string }) =>
  useQuery(topicsQueryOptions(params));

/** GET /v1/api/topic/detail. */
export const getTopic = (id: number) =>
  apiClient.get<Topic>(EditorialPagesPaths.topicDetail, { id: String(id) });

export const topicQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['editorial', 'topic', id],
    queryFn: () => getTopic(id),
    enabled: id > 0,
  });
export const useTopic = (id: number) => useQuery(topicQueryOptions(id));
