import { queryOptions, useQuery } from '@tanstack/react-query';
import { SpecialPaths, type EnterpriseData } from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET special/enterprise: 中华商道, themes with excerpts from the catalogue. */
export const getEnterprise = () => apiClient.get<EnterpriseData>(SpecialPaths.Enterprise);

export const enterpriseQueryOptions = (userKey: string) =>
  queryOptions({ queryKey: ['special', 'enterprise', userKey], queryFn: getEnterprise });

export const useEnterprise = (userKey: string) => useQuery(enterpriseQueryOptions(userKey));
