import { useMutation } from '@tanstack/react-query';
import type { UserOrganization } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** spec §7 POST /v1/api/user/tmp-bind-organization: organizationId; answers the certified organisation. */
export const bindOrganization = (organizationId: number) =>
  apiClient.post<UserOrganization>('/v1/api/user/tmp-bind-organization', { organizationId });

export const useBindOrganization = () =>
  useMutation({ mutationKey: ['accounts', 'bind-organization'], mutationFn: bindOrganization });

/** spec §7 GET v1/api/user-organization/activity: after login with the autoAuthor cookie; null off campus. */
export const activateOrganization = () =>
  apiClient.get<UserOrganization | null>('v1/api/user-organization/activity');
