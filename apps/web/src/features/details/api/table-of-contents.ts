import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TocListData } from '@moyue/contracts/api/reading';
import { TRIAL_DEVICE_TYPE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';
import { CookieName, getCookie } from '../../../lib/cookies';
import { useAppStore } from '../../../stores/app-store';

/**
 * spec §7 GET /v1/api/tableofcontent/list: objectId, isRecursive, getFiles and
 * authorzieParameters (content and organisation external ids, isOnline, the
 * device key with device type 4, the trial and sale-platform titles, the user).
 */
export const getTableOfContents = (objectId: number, contentExternalId: string) => {
  const user = useAppStore.getState().user;
  return apiClient.get<TocListData>('/v1/api/tableofcontent/list', {
    objectId,
    isRecursive: true,
    getFiles: true,
    authorzieParameters: JSON.stringify({
      contentexternalid: contentExternalId,
      organizationExternalId: getCookie(CookieName.OrganizationExternalId),
      isOnline: true,
      device: { DeviceType: TRIAL_DEVICE_TYPE, DeviceKey: getCookie(CookieName.DeviceKey) ?? '' },
      trialTitle: '试读',
      salePlatformTitle: '墨阅',
      userinfo: { NickName: user?.NickName ?? null, ExternalId: user?.ExternalId ?? null },
    }),
  });
};

/** Locks depend on who reads: the viewer is part of the key (spec §4: reloaded after login changes). */
export const tableOfContentsQueryOptions = (
  objectId: number,
  contentExternalId: string,
  viewer: string,
  enabled = true,
) =>
  queryOptions({
    queryKey: ['details', 'toc', objectId, viewer],
    queryFn: () => getTableOfContents(objectId, contentExternalId),
    enabled,
  });

export const useTableOfContents = (
  objectId: number,
  contentExternalId: string,
  viewer: string,
  enabled = true,
) => useQuery(tableOfContentsQueryOptions(objectId, contentExternalId, viewer, enabled));
