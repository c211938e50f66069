import { z } from 'zod';
import { LoginDataSchema } from './accounts.ts';
import { int4Schema } from './form-fields.ts';

// Single sign-on (issue 4, spec §2 login options, §4 code + state, §5 third-party
// rule, §7 weixin/userinfo, login/third-login, oauth/third-info). The browser
// keeps the OAuth state it generated in session storage under `guid` (spec §4)
// and sends it as the OauthUrl's ValidationParamName; the server keeps only its hash.

/** spec §7 platformId of each third-party option (ours; the spec shows 5 for third-info). */
export const ThirdPlatform = { WeChat: 2, Ckrsc: 3, Sso: 4, Carsi: 5 } as const;
export type ThirdPlatform = (typeof ThirdPlatform)[keyof typeof ThirdPlatform];

/** spec §9: the login form's third-party options. */
export const LoginOption = { Carsi: 'carsi', Sso: 'sso', WeChat: 'wx', Ckrsc: 'ckrsc' } as const;
export type LoginOption = (typeof LoginOption)[keyof typeof LoginOption];

/** spec §4: the session-storage key of the browser's OAuth state, and the state that starts an SSO login. */
export const SSO_GUID_KEY = 'guid';
export const SSO_STATE = 'sso';
/** spec §4: the cookie with the path to return to after a third-party login. */
export const LOGIN_FULL_PATH_COOKIE = 'loginFullPath';

/** The browser's state: 16-128 URL-safe characters (a UUID passes). */
export const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const stateSchema = z.string().regex(STATE_PATTERN);

/** Browser navigations that start a sign-in (not signed: the address bar cannot sign). */
export const SsoStartPaths = {
  /** ?organizationExternalId=…&state=… → the institution's OpenID provider (PKCE, nonce). */
  oidc: '/v1/sso/oidc/authorize',
  /** ?state=… → the CARSI IdP with a SAML AuthnRequest (HTTP-Redirect); state comes back as RelayState. */
  carsi: '/v1/sso/carsi/login',
  carsiMetadata: '/v1/sso/carsi/metadata',
  carsiAcs: '/v1/sso/carsi/acs',
  /** ?state=… → WeChat's QR login; WeChat returns code + state. */
  wechat: '/v1/sso/wechat/authorize',
} as const;

/** The pages the providers send the reader back to (spec §2 top-level routes). */
export const SsoReturnPages = {
  /** institution OIDC and WeChat: ?code=…&state=… */
  sso: '/ssoLogin',
  /** CARSI: ?code=<one-time ticket>&state=<RelayState> */
  carsi: '/carsilogin',
} as const;

export const OidcAuthorizeParamsSchema = z.object({
  organizationExternalId: z.string().min(1).max(100),
  state: stateSchema,
});
export const CarsiLoginParamsSchema = z.object({ state: stateSchema });
/** The IdP's HTTP-POST to our ACS. */
export const CarsiAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(200_000),
  RelayState: z.string().max(128).default(''),
});

/** POST /v1/api/sso/login (ours, spec §4): the code and state the provider returned; answers like userinfo/login. */
export const SsoLoginParamsSchema = z.object({
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(128),
  /** RFC 9207: the issuer the provider named in its answer, passed through. */
  iss: z.string().max(512).optional(),
  promotionCode: z.string().max(64).optional(),
});
export type SsoLoginParams = z.input<typeof SsoLoginParamsSchema>;
export const SsoLoginDataSchema = LoginDataSchema;

/** GET /v1/api/weixin/userinfo (spec §7). */
export const WeixinUserInfoParamsSchema = z.object({
  wxCode: z.string().min(1).max(512),
  /** spec §7: orgEId or null */
  organizationExternalId: z.string().max(100).optional(),
  redirectUrl: z.string().max(2048).optional(),
  appIdType: int4Schema().optional(),
  promotionCode: z.string().max(64).optional(),
  /** The browser's state when the code came back with one (spec §4 guid). */
  state: z.string().max(128).optional(),
});
export type WeixinUserInfoParams = z.input<typeof WeixinUserInfoParamsSchema>;
/** spec §7 reads AccessToken, Unionid, Openid, UserId; the user detail is loaded after. */
export const WeixinUserInfoDataSchema = z.object({
  AccessToken: z.string(),
  Unionid: z.string(),
  Openid: z.string(),
  UserId: z.number().int(),
  ExtendData: z.object({ AccessToken: z.string() }),
});
export type WeixinUserInfoData = z.infer<typeof WeixinUserInfoDataSchema>;

/** POST /v1/api/login/third-login (spec §3 'Social login', §7): account, password, platformId. */
export const ThirdLoginParamsSchema = z.object({
  account: z.string().max(100).default(''),
  password: z.string().max(256).default(''),
  platformId: z.string().max(4).default(''),
});
export type ThirdLoginParams = z.input<typeof ThirdLoginParamsSchema>;

/** GET /v1/api/oauth/third-info (spec §7): platformId 5. */
export const ThirdInfoParamsSchema = z.object({
  platformId: z.coerce.number().int().min(1).max(99),
});
/** The reader's identity at that platform: its fields are read-only in forms (spec §5). */
export const ThirdInfoSchema = z.object({
  PlatformId: z.number().int(),
  Subject: z.string(),
  DisplayName: z.string(),
  OrganizationTitle: z.string(),
  /** Attributes the provider released (name, mail, affiliation …). */
  Attributes: z.record(z.string(), z.string()),
});
export type ThirdInfo = z.infer<typeof ThirdInfoSchema>;
export const ThirdInfoDataSchema = z.object({ ThirdInfo: ThirdInfoSchema.nullable() });
export type ThirdInfoData = z.infer<typeof ThirdInfoDataSchema>;

/** GET /v1/api/sso/options (ours): which third-party options this deployment offers. */
export const SsoOptionsSchema = z.object({
  Carsi: z.boolean(),
  WeChat: z.boolean(),
  Ckrsc: z.boolean(),
  /** CKRSC's login page (the partner sends the reader back to /ckrscLogin). */
  CkrscLoginUrl: z.string(),
});
export type SsoOptions = z.infer<typeof SsoOptionsSchema>;

/** Descriptions of the SSO calls (ours; the spec shows only that Description is displayed). */
export const SsoMessages = {
  StateInvalid: '登录状态已失效，请重新登录',
  OrganizationNoSso: '该机构未开通统一认证',
  ProviderFailed: '统一认证服务暂不可用，请稍后再试',
  IdentityRejected: '统一认证未通过，请重新登录',
  AssertionInvalid: 'CARSI 认证响应无效，请重新登录',
  AssertionReplayed: 'CARSI 认证响应已使用，请重新登录',
  NotConfigured: '暂未开通该登录方式',
  WeChatFailed: '微信授权失败，请重新扫码',
  ThirdLoginFailed: '第三方账号或密码错误',
  PlatformUnknown: '不支持的登录平台',
  Signing: '正在登录...',
} as const;
