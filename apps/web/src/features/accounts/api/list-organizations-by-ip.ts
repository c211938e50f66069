import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationListData } from '@moyue/contracts/api/organizations';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/organization/list-by-ip: ItemList[0].Id 0 means not on an institution network. */
export const listOrganizationsByIp = () =>
  apiClient.get<OrganizationListData>('/v1/api/organization/list-by-ip');

export const organizationsByIpQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'organizations-by-ip'], queryFn: listOrganizationsByIp });

export const useOrganizationsByIp = () => useQuery(organizationsByIpQueryOptions());
