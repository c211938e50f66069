import type { LoginData, UserInfo, UserOrganization } from '@moyue/contracts/api/accounts';
import type { UserOrganizationRow, UserRow } from './account.repository.ts';

const DAY_MS = 86_400_000;
/** The header starts warning this many days before a certification runs out. */
export const CERTIFICATION_WARNING_DAYS = 30;

/** spec §3/§4: Warning 0 expired, N days left when near, null while far off or open-ended. */
export function certificationWarning(expireTime: Date | null, now: Date): number | null {
  if (!expireTime) return null;
  const days = Math.ceil((expireTime.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 0;
  return days <= CERTIFICATION_WARNING_DAYS ? days : null;
}

export const presentUserOrganization = (row: UserOrganizationRow, now: Date): UserOrganization => ({
  Id: row.id,
  Type: row.type,
  State: row.state,
  Warning: certificationWarning(row.expireTime, now),
  ExpireTime: row.expireTime ? row.expireTime.toISOString() : null,
  ExternalId: row.externalId,
  Logo: row.logo,
  Title: row.title,
});

/** spec §3 'User info'; the recommend contact fields default to the account's own. */
export const presentUserInfo = (
  user: UserRow,
  organization: UserOrganizationRow | null,
  now: Date,
): UserInfo => ({
  Id: user.id,
  MobileNumber: user.mobileNumber ?? '',
  NickName: user.nickName,
  RealName: user.realName,
  ExternalId: user.externalId,
  SocialStatus: user.socialStatus,
  DepartmentName: user.departmentName,
  SchoolYear: user.schoolYear,
  Education: user.education,
  SocialStatusNumber: user.socialStatusNumber,
  RecommendName: user.realName,
  RecommendEmail: user.email ?? '',
  RecommendPhone: user.mobileNumber ?? '',
  IsCheckIn: false,
  Organization: organization ? presentUserOrganization(organization, now) : null,
});

/** spec §7 login: the user info with the token at the top and in ExtendData. */
export const presentLogin = (info: UserInfo, accessToken: string): LoginData => ({
  ...info,
  AccessToken: accessToken,
  ExtendData: { AccessToken: accessToken },
});
