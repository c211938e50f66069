import type {
  SsoLoginParams,
  ThirdLoginParams,
  WeixinUserInfoData,
  WeixinUserInfoParams,
} from '@moyue/contracts/api/sso';
import type { LoginData, UserInfo } from '@moyue/contracts/api/accounts';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/sso/login (ours, spec §4): the code and state a provider sent back. */
export const ssoLogin = (params: SsoLoginParams) =>
  apiClient.post<LoginData>('/v1/api/sso/login', { ...params });

/** spec §7 POST /v1/api/login/third-login: account, password, platformId (CKRSC). */
export const thirdLogin = (params: ThirdLoginParams) =>
  apiClient.post<LoginData>('/v1/api/login/third-login', { ...params });

/**
 * spec §7 GET /v1/api/weixin/userinfo (wxCode, organizationExternalId, redirectUrl,
 * appIdType 2, promotionCode; ours: state), then the user detail is loaded.
 */
export async function weixinLogin(
  params: Omit<WeixinUserInfoParams, 'appIdType'> & { appIdType: number },
): Promise<LoginData> {
  const wechat = await apiClient.get<WeixinUserInfoData>('/v1/api/weixin/userinfo', { ...params });
  // The access_token cookie of the answer above signs this one in.
  const user = await apiClient.get<UserInfo>('/v1/api/user/detail', { id: wechat.UserId });
  return { ...user, AccessToken: wechat.AccessToken, ExtendData: wechat.ExtendData };
}
