import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoOptions } from '@moyue/contracts/api/sso';
import { apiClient } from '../../api/api-client';

/** GET /v1/api/sso/options (ours): the third-party options this deployment offers. */
export const getSsoOptions = () => apiClient.get<SsoOptions>('/v1/api/sso/options');

export const ssoOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['sso', 'options'], queryFn: getSsoOptions, staleTime: 600_000 });

export const useSsoOptions = () => useQuery(ssoOptionsQueryOptions());
