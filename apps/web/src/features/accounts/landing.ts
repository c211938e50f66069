import type { LoginData } from '@moyue/contracts/api/accounts';
import { paths } from '../../config/paths';
import { getOrganizationDetail } from './api/get-organization-detail';

/**
 * spec §2: /wrap/schoolResources is the landing after login for users of
 * special institutions — those whose settings send their readers to the
 * holdings (OrganizationInfo.ToLibrary); everyone else lands at home. A
 * failed lookup is no reason to keep a reader from signing in: home.
 */
export async function landingAfterLogin(data: Pick<LoginData, 'Organization'>): Promise<string> {
  const externalId = data.Organization?.ExternalId;
  if (!externalId) return paths.home;
  try {
    const detail = await getOrganizationDetail(externalId);
    return detail?.OrganizationInfo?.ToLibrary ? paths.schoolResources : paths.home;
  } catch {
    return paths.home;
  }
}
