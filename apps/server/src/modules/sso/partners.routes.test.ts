import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsoMessages } from '@moyue/contracts/api/sso';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { startCkrscPeer, startWeChatPeer, type Peer } from './testing/partner-peers.ts';
import { envelope, setCookieValue, signedWithCookies } from './testing/sso-calls.ts';

const SITE = 'http://moyue.test';
const APP = { appId: 'wx-moyue-test', secret: 'wechat-secret-for-tests' };

describe.each(TEST_DATABASES)('WeChat and CKRSC sign-in (%s)', (kind) => {
  let wechat: Peer;
  let ckrsc: Peer;
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    wechat = await startWeChatPeer({
      ...APP,
      codes: {
        'code-a1': { openid: 'o-app-1', unionid: 'u-person-1', nickname: '微信读者' },
        'code-a2': { openid: 'o-app-1', unionid: 'u-person-1', nickname: '微信读者' },
        'code-a3': { openid: 'o-app-1', unionid: 'u-person-1', nickname: '微信读者' },
        'code-b1': { openid: 'o-app-2', unionid: 'u-person-2', nickname: '另一位' },
      },
    });
    ckrsc = await startCkrscPeer({
      'ck-0001': { password: 'partner-pass', subject: 'CK-0001', displayName: '合作方读者' },
    });
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL: SITE,
        WECHAT_APP_ID: APP.appId,
        WECHAT_APP_SECRET: APP.secret,
        WECHAT_API_BASE: wechat.url,
        CKRSC_VERIFY_URL: `${ckrsc.url}/verify`,
        CKRSC_LOGIN_URL: 'https://ckrsc.example/login',
      },
    });
    device = await bindDevice(t.app);
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
    await ckrsc.close();
  });

  /** WeChat login as the browser makes it: start (binding cookie), WeChat's code, then weixin/userinfo. */
  async function startWeChat() {
    const state = randomUUID();
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/sso/wechat/authorize?state=${state}`,
    });
    return { state, start, binding: setCookieValue(start, 'sso_binding')! };
  }

  const weixin = async (wxCode: string, options: { state?: string; binding?: string } = {}) => {
    const started = options.state ? null : await startWeChat();
    const state = options.state ?? started!.state;
    const binding = options.binding ?? started?.binding;
    return signedWithCookies(
      t.app,
      device,
      'GET',
      '/v1/api/weixin/userinfo',
      {
        wxCode,
        organizationExternalId: '',
        redirectUrl: `${SITE}/wrap/index`,
        appIdType: '2',
        state,
      },
      binding ? { sso_binding: binding } : {},
    );
  };

  it('offers the configured options', async () => {
    const options = envelope(
      await signedWithCookies(t.app, device, 'GET', '/v1/api/sso/options', {}),
    );
    expect(options.Data).toEqual({
      Carsi: false,
      WeChat: true,
      Ckrsc: true,
      CkrscLoginUrl: 'https://ckrsc.example/login',
    });
  });

  it('exchanges a wxCode at WeChat for a session (AccessToken, Unionid, Openid, UserId)', async () => {
    const response = await weixin('code-a1');
    const body = envelope<{ AccessToken: string; Unionid: string; Openid: string; UserId: number }>(
      response,
    );
    expect(body).toMatchObject({
      Success: true,
      Data: { Unionid: 'u-person-1', Openid: 'o-app-1' },
    });
    expect(setCookieValue(response, 'access_token')).toBe(body.Data.AccessToken);
    expect(
      wechat.calls.some((call) => call.startsWith('/sns/oauth2/access_token?appid=wx-moyue-test')),
    ).toBe(true);
    const again = envelope<{ UserId: number }>(await weixin('code-a2'));
    expect(again.Data.UserId).toBe(body.Data.UserId);
    const other = envelope<{ UserId: number }>(await weixin('code-b1'));
    expect(other.Data.UserId).not.toBe(body.Data.UserId);
  });

  it('refuses a used or unknown wxCode', async () => {
    for (const code of ['code-a1', 'never-issued']) {
      const response = await weixin(code);
      expect(envelope(response)).toEqual({
        Success: false,
        Data: null,
        Code: 30,
        Description: SsoMessages.WeChatFailed,
      });
      expect(setCookieValue(response, 'access_token')).toBeUndefined();
    }
  });

  it('starts WeChat QR login bound to the browser, and takes the code back once with its state', async () => {
    const { state, start, binding } = await startWeChat();
    const target = new URL(start.headers.location as string);
    expect(target.origin).toBe('https://open.weixin.qq.com');
    expect(target.searchParams.get('appid')).toBe(APP.appId);
    expect(target.searchParams.get('redirect_uri')).toBe(`${SITE}/ssoLogin`);
    expect(target.searchParams.get('scope')).toBe('snsapi_login');
    expect(target.searchParams.get('state')).toBe(state);
    expect(envelope(await weixin('code-a3', { state, binding })).Success).toBe(true);
    expect(envelope(await weixin('code-a3', { state, binding }))).toMatchObject({
      Success: false,
      Description: SsoMessages.StateInvalid,
    });
  });

  it('refuses a wxCode without this browser’s state (no signing someone in with another’s code)', async () => {
    const { state } = await startWeChat();
    for (const options of [{ state }, { state: randomUUID() }]) {
      const response = await weixin('code-b1', { ...options, binding: 'B'.repeat(43) });
      expect(envelope(response)).toMatchObject({
        Success: false,
        Code: 30,
        Description: SsoMessages.StateInvalid,
      });
      expect(setCookieValue(response, 'access_token')).toBeUndefined();
    }
    const none = await signedWithCookies(t.app, device, 'GET', '/v1/api/weixin/userinfo', {
      wxCode: 'code-b1',
    });
    expect(envelope(none)).toMatchObject({ Success: false, Description: SsoMessages.StateInvalid });
  });

  it('signs a CKRSC partner account in after the partner checks it (spec §7 third-login)', async () => {
    const call = (params: Record<string, string>) =>
      signedWithCookies(t.app, device, 'POST', '/v1/api/login/third-login', params);
    const ok = await call({ account: 'ck-0001', password: 'partner-pass', platformId: '3' });
    const body = envelope<{
      NickName: string;
      MobileNumber: string;
      ExtendData: { AccessToken: string };
    }>(ok);
    expect(body).toMatchObject({
      Success: true,
      Data: { NickName: '合作方读者', MobileNumber: '' },
    });
    expect(setCookieValue(ok, 'access_token')).toBe(body.Data.ExtendData.AccessToken);
    expect(
      envelope(await call({ account: 'ck-0001', password: 'wrong', platformId: '3' })),
    ).toEqual({
      Success: false,
      Data: null,
      Code: 30,
      Description: SsoMessages.ThirdLoginFailed,
    });
    expect(envelope(await call({ account: '', password: 'x', platformId: '3' }))).toMatchObject({
      Code: 30,
      Description: SsoMessages.ThirdLoginFailed,
    });
    expect(
      envelope(await call({ account: 'ck-0001', password: 'partner-pass', platformId: '9' })),
    ).toMatchObject({
      Code: 400,
      Description: SsoMessages.PlatformUnknown,
    });
  });

  it('answers third-info only for the signed-in reader (code 34 without a session)', async () => {
    const response = await signedWithCookies(t.app, device, 'GET', '/v1/api/oauth/third-info', {
      platformId: '5',
    });
    expect(envelope(response)).toMatchObject({
      Success: false,
      Code: 34,
      Description: '登录已过期，请重新登录',
    });
  });
});
