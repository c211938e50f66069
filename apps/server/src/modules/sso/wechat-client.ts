import type { SsoConfig } from '../../config.ts';

/** What WeChat tells about a reader after a code exchange (sns/oauth2/access_token + sns/userinfo). */
export interface WeChatIdentity {
  openid: string;
  unionid: string;
  nickname: string;
}

interface WeChatErrorBody {
  errcode?: number;
  errmsg?: string;
}

/** Thrown when WeChat refuses the code or answers something else. */
export class WeChatError extends Error {}

const TIMEOUT_MS = 10_000;

async function getJson<T>(url: URL): Promise<T & WeChatErrorBody> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new WeChatError(`WeChat answered HTTP ${response.status}`);
  const body = (await response.json()) as T & WeChatErrorBody;
  if (body.errcode) throw new WeChatError(`WeChat errcode ${body.errcode}: ${body.errmsg ?? ''}`);
  return body;
}

/** WeChat website / official-account OAuth: the code → access token → user info exchange. */
export class WeChatClient {
  constructor(private readonly config: NonNullable<SsoConfig['wechat']>) {}

  /** WeChat's QR login page for this state, returning to redirectUri. */
  authorizeUrl(redirectUri: string, state: string): string {
    const url = new URL(this.config.authorizeUrl);
    url.searchParams.set('appid', this.config.appId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'snsapi_login');
    url.searchParams.set('state', state);
    return `${url.toString()}#wechat_redirect`;
  }

  async identify(code: string): Promise<WeChatIdentity> {
    const tokenUrl = new URL(`${this.config.apiBase}/sns/oauth2/access_token`);
    tokenUrl.searchParams.set('appid', this.config.appId);
    tokenUrl.searchParams.set('secret', this.config.appSecret);
    tokenUrl.searchParams.set('code', code);
    tokenUrl.searchParams.set('grant_type', 'authorization_code');
    const token = await getJson<{ access_token?: string; openid?: string; unionid?: string }>(
      tokenUrl,
    );
    if (!token.access_token || !token.openid) throw new WeChatError('no access_token / openid');
    const infoUrl = new URL(`${this.config.apiBase}/sns/userinfo`);
    infoUrl.searchParams.set('access_token', token.access_token);
    infoUrl.searchParams.set('openid', token.openid);
    infoUrl.searchParams.set('lang', 'zh_CN');
    const info = await getJson<{ openid?: string; unionid?: string; nickname?: string }>(infoUrl);
    if (info.openid !== token.openid) throw new WeChatError('userinfo is of another openid');
    return {
      openid: token.openid,
      unionid: info.unionid ?? token.unionid ?? '',
      nickname: info.nickname ?? '',
    };
  }
}
