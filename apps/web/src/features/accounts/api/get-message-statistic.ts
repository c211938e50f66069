import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageStatistic } from '@moyue/contracts/api/messages';
import { apiClient } from '../../../api/api-client';

/** The header badge refreshes this often while a reader is signed in. */
const STATISTIC_REFRESH_MS = 120_000;

/** spec §7 GET /v1/api/message/statistic: Data.Total, the unread total of the header (newsNumber). */
export const getMessageStatistic = () =>
  apiClient.get<MessageStatistic>('/v1/api/message/statistic');

export const messageStatisticQueryOptions = (userId: string | number | null) =>
  queryOptions({
    queryKey: ['accounts', 'message-statistic', userId],
    queryFn: getMessageStatistic,
    enabled: userId !== null,
    refetchInterval: STATISTIC_REFRESH_MS,
  });

export const useMessageStatistic = (userId: string | number | null) =>
  useQuery(messageStatisticQueryOptions(userId));
