import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationDetail } from '@moyue/contracts/api/organizations';
import { apiClient } from '../../../api/api-client';

/**
 * spec §7 GET /v1/api/organization/get-organization2 (returnDefault,
 * organizationExternalId): the bound organisation, else the one recognised by
 * the network address; Id 0 when there is none.
 */
export const getOrganizationDetail = (organizationExternalId: string | null) =>
  apiClient.get<OrganizationDetail | null>('/v1/api/organization/get-organization2', {
    returnDefault: true,
    organizationExternalId: organizationExternalId ?? undefined,
  });

export const organizationDetailQueryOptions = (organizationExternalId: string | null) =>
  queryOptions({
    queryKey: ['accounts', 'organization-detail', organizationExternalId],
    queryFn: () => getOrganizationDetail(organizationExternalId),
  });

export const useOrganizationDetail = (organizationExternalId: string | null) =>
  useQuery(organizationDetailQueryOptions(organizationExternalId));
