import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type CheckInRecordData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/**
 * spec §7 POST /v1/api/history/check-in-record, for the home's sign-in button:
 * whether the reader signed in today (an Asia/Shanghai day). The key is the
 * points centre's, so its sign-in refreshes this too.
 */
export const checkInStateQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['points', 'check-in-record'],
    queryFn: () => apiClient.post<CheckInRecordData>(PointsPaths.CheckInRecord),
    enabled,
  });

export const useCheckInState = (enabled: boolean) => useQuery(checkInStateQueryOptions(enabled));
