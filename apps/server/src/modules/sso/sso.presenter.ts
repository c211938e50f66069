import type { LoginData } from '@moyue/contracts/api/accounts';
import type { ThirdInfo, WeixinUserInfoData } from '@moyue/contracts/api/sso';
import type { ExternalAccountRow } from './sso.repository.ts';
import type { WeChatIdentity } from './wechat-client.ts';

/** spec §7 weixin/userinfo: AccessToken, Unionid, Openid, UserId. */
export const presentWeixinLogin = (
  login: LoginData,
  identity: WeChatIdentity,
): WeixinUserInfoData => ({
  AccessToken: login.AccessToken,
  Unionid: identity.unionid,
  Openid: identity.openid,
  UserId: login.Id,
  ExtendData: { AccessToken: login.AccessToken },
});

/** spec §7 oauth/third-info Data.ThirdInfo. */
export const presentThirdInfo = (
  identity: ExternalAccountRow,
  organizationTitle: string,
): ThirdInfo => ({
  PlatformId: identity.platformId,
  Subject: identity.subject,
  DisplayName: identity.displayName,
  OrganizationTitle: organizationTitle,
  Attributes: identity.attributes,
});
