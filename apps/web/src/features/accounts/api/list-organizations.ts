import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrganizationListData } from '@moyue/contracts/api/organizations';
import { ORGANIZATION_LIST_PAGE_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/organization/list: keyword, isOrganization, cp, ps 20, productId 0 without keyword. */
export const listOrganizations = (keyword: string, cp: number) =>
  apiClient.get<OrganizationListData>('/v1/api/organization/list', {
    keyword: keyword || undefined,
    isOrganization: true,
    cp,
    ps: ORGANIZATION_LIST_PAGE_SIZE,
    productId: keyword ? undefined : 0,
  });

/** spec §9: page 20, the next page loads on scroll. */
export const organizationListQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ['accounts', 'organizations', keyword],
    queryFn: ({ pageParam }) => listOrganizations(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.ItemList.length, 0) < last.RecordCount &&
      last.ItemList.length > 0
        ? pages.length + 1
        : undefined,
  });

export const useOrganizationList = (keyword: string) =>
  useInfiniteQuery(organizationListQueryOptions(keyword));
