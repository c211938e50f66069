import { queryOptions, useQuery } from '@tanstack/react-query';
import { EditorialPagesPaths } from '@moyue/contracts/api/editorial-pages';
import {
  NOTICE_MESSAGE_TYPE,
  type MessageItem,
  type MessageList,
} from '@moyue/contracts/api/messages';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/message/list with messageType 5: the notices, newest first. */
export const listNotices = (cp: number) =>
  apiClient.get<MessageList>('/v1/api/message/list', {
    cp: String(cp),
    ps: '10',
    messageType: String(NOTICE_MESSAGE_TYPE),
    isClient: 'true',
  });

export const noticesQueryOptions = (cp: number) =>
  queryOptions({ queryKey: ['editorial', 'notices', cp], queryFn: () => listNotices(cp) });
export const useNotices = (cp: number) => useQuery(noticesQueryOptions(cp));

/** GET /v1/api/message/notice-detail: one notice. */
export const getNotice = (id: number) =>
  apiClient.get<MessageItem>(EditorialPagesPaths.noticeDetail, { id: String(id) });

export const noticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['editorial', 'notice', id],
    queryFn: () => getNotice(id),
    enabled: id > 0,
  });
export const useNotice = (id: number) => useQuery(noticeQueryOptions(id));
