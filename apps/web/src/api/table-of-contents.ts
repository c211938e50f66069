import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReadingPaths, type TocListData } from '@moyue/contracts/api/reading';
import { TRIAL_DEVICE_TYPE } from '@moyue/contracts/limits';
import { CookieName, getCookie } from '../lib/cookies';
import { useAppStore } from '../stores/app-store';
import { apiClient } from './api-client';

// spec §7 GET /v1/api/tableofcontent/list with its files, asked by the detail page and the
// readers: one fetcher and one query key, so that they share the answer in the cache.

/**
 * The tree with IsLock for this reader. With the content's ExternalId (the detail page
 * knows it) it also sends authorzieParameters (content and organisation external ids,
 * isOnline, the device key with device type 4, the trial and sale-platform titles, the
 * user); the server only checks them, so the answer is the same with or without.
 */
export const getTableOfContents = (objectId: number, contentExternalId?: string) => {
  const params = { objectId, isRecursive: true, getFiles: true };
  if (contentExternalId === undefined)
    return apiClient.get<TocListData>(ReadingPaths.TocList, params);
  const user = useAppStore.getState().user;
  return apiClient.get<TocListData>(ReadingPaths.TocList, {
    ...params,
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

/** Locks depend on who reads: the viewer (useViewerKey) is part of the key (spec §4: reloaded after login changes). */
export const tableOfContentsQueryOptions = (
  objectId: number,
  viewer: string,
  contentExternalId?: string,
) =>
  queryOptions({
    queryKey: ['content', 'toc', objectId, viewer],
    queryFn: () => getTableOfContents(objectId, contentExternalId),
    enabled: objectId > 0,
  });

export const useTableOfContents = (objectId: number, viewer: string, contentExternalId?: string) =>
  useQuery(tableOfContentsQueryOptions(objectId, viewer, contentExternalId));
