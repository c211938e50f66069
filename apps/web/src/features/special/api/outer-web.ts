import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  SpecialPaths,
  type OuterWebListData,
  type OuterWebOpenData,
  type OuterWebOpenInput,
  type OuterWebTransferData,
} from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET outer-web/list: the configured external resources. */
export const getOuterResources = () => apiClient.get<OuterWebListData>(SpecialPaths.OuterWebList);

export const outerResourcesQueryOptions = () =>
  queryOptions({ queryKey: ['special', 'outer', 'list'], queryFn: getOuterResources });

export const useOuterResources = () => useQuery(outerResourcesQueryOptions());

/** POST outer-web/transfer: the signed, short-lived address of one resource. */
export const transferToResource = (resourceId: string) =>
  apiClient.post<OuterWebTransferData>(SpecialPaths.OuterWebTransfer, { resourceId });

export const useTransferToResource = () =>
  useMutation({ mutationKey: ['special', 'outer', 'transfer'], mutationFn: transferToResource });

/** GET outer-web/open: the resource of a signed address (refused when unknown, changed or expired). */
export const openOuterResource = (params: OuterWebOpenInput) =>
  apiClient.get<OuterWebOpenData>(SpecialPaths.OuterWebOpen, params);

export const outerOpenQueryOptions = (params: OuterWebOpenInput) =>
  queryOptions({
    queryKey: ['special', 'outer', 'open', params],
    queryFn: () => openOuterResource(params),
    retry: false,
    staleTime: Infinity,
  });

export const useOpenOuterResource = (params: OuterWebOpenInput, enabled: boolean) =>
  useQuery({ ...outerOpenQueryOptions(params), enabled });
