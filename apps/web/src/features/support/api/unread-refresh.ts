import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * An answer seen here came with a message: the header's unread badge (spec §2,
 * 99+) is asked again whenever the page's data changes.
 */
export function useRefreshUnreadOn(data: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (data !== undefined)
      void queryClient.invalidateQueries({ queryKey: ['accounts', 'message-statistic'] });
  }, [data, queryClient]);
}
