import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerListData } from '@moyue/contracts/api/platform';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/ad/recommend: the home banners. */
export const getBanners = () => apiClient.get<BannerListData>('/v1/api/ad/recommend');

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'banners'], queryFn: getBanners });

export const useBanners = () => useQuery(bannersQueryOptions());
