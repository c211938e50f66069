import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReadParams } from '@moyue/contracts/api/messages';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/message/read: ids or isAll; only the reader's own messages. */
export const markMessagesRead = (params: MessageReadParams) =>
  apiClient.post<null>('/v1/api/message/read', { ...params });

/** Marks read, then reloads the list and the header's unread total. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['center', 'messages', 'read'],
    mutationFn: markMessagesRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['center', 'messages'] }),
        queryClient.invalidateQueries({ queryKey: ['accounts', 'message-statistic'] }),
      ]),
  });
}
