import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationSsoItem } from '@moyue/contracts/api/organizations';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/organization-sso/list: the institutions with a single sign-on. */
export const listSsoOrganizations = () =>
  apiClient.get<{ ItemList: OrganizationSsoItem[]; RecordCount: number }>(
    '/v1/api/organization-sso/list',
  );

export const ssoOrganizationsQueryOptions = () =>
  queryOptions({ queryKey: ['sso', 'organizations'], queryFn: listSsoOrganizations });

export const useSsoOrganizations = () => useQuery(ssoOrganizationsQueryOptions());
