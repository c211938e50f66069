import { queryOptions, useQuery } from '@tanstack/react-query';
import { splitMediaSuffix } from '@moyue/contracts/api/catalog';
import { EngagementPaths, type DonorDetail } from '@moyue/contracts/api/engagement';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /content/xiaoyoudetail: the ExternalId without its -Pdf / -Epub suffix. */
export const getDonor = (externalId: string) =>
  apiClient.get<DonorDetail | null>(EngagementPaths.DonorDetail, {
    ExternalId: splitMediaSuffix(externalId).externalId,
  });

export const donorQueryOptions = (externalId: string, viewer: string) =>
  queryOptions({
    queryKey: ['details', 'donor', externalId, viewer],
    queryFn: () => getDonor(externalId),
  });

export const useDonor = (externalId: string, viewer: string) =>
  useQuery(donorQueryOptions(externalId, viewer));
