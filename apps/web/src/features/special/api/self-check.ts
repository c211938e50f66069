import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpecialPaths, type SelfCheckData } from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** The server's answer and this browser's clock around the call. */
export interface SelfCheckResult {
  data: SelfCheckData;
  sentAt: number;
  receivedAt: number;
}

/** GET self-check: the server's view of this browser's signed call, timed by the local clock. */
export async function getSelfCheck(): Promise<SelfCheckResult> {
  const sentAt = Date.now();
  const data = await apiClient.get<SelfCheckData>(SpecialPaths.SelfCheck);
  return { data, sentAt, receivedAt: Date.now() };
}

export const selfCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['special', 'self-check'],
    queryFn: getSelfCheck,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export const useSelfCheck = () => useQuery(selfCheckQueryOptions());

/**
 * The local clock's difference from the server's, in seconds (positive: the
 * browser is ahead), taking the server's time as the middle of the call.
 */
export const clockSkewSeconds = (result: SelfCheckResult): number =>
  Math.round(((result.sentAt + result.receivedAt) / 2 - result.data.ServerTimestamp) / 1000);
