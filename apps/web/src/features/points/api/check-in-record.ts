import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type CheckInRecordData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/history/check-in-record: signed today, streak, days of this month. */
export const getCheckInRecord = () => apiClient.post<CheckInRecordData>(PointsPaths.CheckInRecord);

export const checkInRecordQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'check-in-record'], queryFn: getCheckInRecord });

export const useCheckInRecord = () => useQuery(checkInRecordQueryOptions());
