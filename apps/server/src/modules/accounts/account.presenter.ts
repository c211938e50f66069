import type { LoginData, UserInfo, UserOrganization } from '@moyue/contracts/api/accounts';
import type { UserRow } from './account.repository.ts';

/** spec §3 'User info'; the recommend contact fields default to the account's own; Organization from the organizations module. */
export const presentUserInfo = (
  user: UserRow,
  organization: UserOrganization | null,
  /** signed in today (the daily sign-in) */
  checkedIn = false,
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
  IsCheckIn: checkedIn,
  Organization: organization,
  Email: user.email ?? '',
  HasPassword: user.hasPassword,
  Region: user.region,
});

/** spec §7 login: the user info with the token at the top and in ExtendData. */
export const presentLogin = (info: UserInfo, accessToken: string): LoginData => ({
  ...info,
  AccessToken: accessToken,
  ExtendData: { AccessToken: accessToken },
});
