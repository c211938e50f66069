import { queryOptions, useQuery } from '@tanstack/react-query';
import { FOOTPRINT_LIST_DEFAULTS, type HistoryListData } from '@moyue/contracts/api/history';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/history/list (actionType 1, cp 1, ps 12, uniqueByDate false): the reader's footprints. */
export const getFootprints = () =>
  apiClient.get<HistoryListData>('/v1/api/history/list', { ...FOOTPRINT_LIST_DEFAULTS });

export const footprintsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ['home', 'footprints'], queryFn: getFootprints, enabled });

export const useFootprints = (enabled: boolean) => useQuery(footprintsQueryOptions(enabled));
