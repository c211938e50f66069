import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpecialPaths, type XsdLinkData, type XsdStatusData } from '@moyue/contracts/api/special';
import { apiClient } from '../../api/api-client';

// The new-era learning platform entry of the top menu (spec §2.7, §6, §9): the
// server says whether its secret is configured and signs the link.

/** GET xsd/status: whether the link is configured (XSD_SECRET). */
export const getXsdStatus = () => apiClient.get<XsdStatusData>(SpecialPaths.XsdStatus);

export const xsdStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['top-menu', 'xsd-status'],
    queryFn: getXsdStatus,
    staleTime: Infinity,
  });

export const useXsdStatus = () => useQuery(xsdStatusQueryOptions());

/** GET xsd/link: the signed address (refused with spec §8.9 texts without certification). */
export const getXsdLink = () => apiClient.get<XsdLinkData>(SpecialPaths.XsdLink);
