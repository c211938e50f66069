import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageList } from '@moyue/contracts/api/messages';

/** What myNews asks for (spec §7: cp, ps 10; messageType 5 is the head notice). */
export interface MessageListQuery {
  cp: number;
  ps: number;
  messageType?: number;
}
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/message/list (cp, ps 10, messageType, isClient true): Data.ItemList, RecordCount. */
export const listMessages = (params: MessageListQuery) =>
  apiClient.get<MessageList>('/v1/api/message/list', { isClient: true, ...params });

export const messageListQueryOptions = (params: MessageListQuery) =>
  queryOptions({
    queryKey: ['center', 'messages', params],
    queryFn: () => listMessages(params),
    placeholderData: keepPreviousData,
  });

export const useMessageList = (params: MessageListQuery) =>
  useQuery(messageListQueryOptions(params));
