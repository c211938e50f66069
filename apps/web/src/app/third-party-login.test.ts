import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, getJsonCookie, setCookie } from '../lib/cookies';
import { bound, clearCookies, fakeFetch, ok, refused } from '../test/fake-server';
import { pageLoad } from '../components/third-party-login/sso-flow';
import { completeThirdPartyLogin } from './third-party-login';
import { isThirdPartyReturn } from './third-party-return';

const LOGIN = {
  Id: 9,
  MobileNumber: '',
  NickName: '林同学',
  RealName: '',
  ExternalId: 'u-9',
  SocialStatus: 3,
  DepartmentName: '',
  SchoolYear: '',
  Education: '',
  SocialStatusNumber: '',
  RecommendName: '',
  RecommendEmail: '',
  RecommendPhone: '',
  IsCheckIn: false,
  Organization: null,
  AccessToken: 'secret',
  ExtendData: { AccessToken: 'secret' },
};

let server: ReturnType<typeof fakeFetch>;
let answer: (path: string) => ReturnType<typeof ok> | ReturnType<typeof refused>;
const calls = (path: string) => server.requests.filter((request) => request.path === path);
const at = (path: string) => new URL(path, 'http://localhost');

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  answer = () => ok(LOGIN);
  server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind' ? bound() : answer(request.path),
  );
  vi.stubGlobal('fetch', server.impl);
});

describe('the code + state exchange before each navigation (spec §4)', () => {
  it('exchanges a code whose state is the guid of this tab, then goes to loginFullPath (removed)', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0001');
    setCookie('loginFullPath', '/wrap/center/bookShelf');
    const target = await completeThirdPartyLogin(
      at('/ssoLogin?code=c-1&state=guid-of-this-tab-0001&iss=https%3A%2F%2Fidp.example'),
    );
    expect(target).toBe('/wrap/center/bookShelf');
    expect(calls('/v1/api/sso/login')[0]?.params).toMatchObject({
      code: 'c-1',
      state: 'guid-of-this-tab-0001',
      iss: 'https://idp.example',
    });
    expect(getCookie('loginFullPath')).toBeNull();
    expect(sessionStorage.getItem('guid')).toBeNull();
    expect(getJsonCookie<{ NickName: string }>('bg_user_info')?.NickName).toBe('林同学');
    expect(document.cookie).not.toContain('secret');
  });

  it('goes to / without a loginFullPath, and never to another site', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0002');
    expect(
      await completeThirdPartyLogin(at('/carsilogin?code=t&state=guid-of-this-tab-0002')),
    ).toBe('/');
    sessionStorage.setItem('guid', 'guid-of-this-tab-0003');
    setCookie('loginFullPath', 'https://evil.example/steal');
    expect(await completeThirdPartyLogin(at('/ssoLogin?code=t&state=guid-of-this-tab-0003'))).toBe(
      '/',
    );
  });

  it('leaves a state that is not this tab’s guid alone', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0004');
    expect(
      await completeThirdPartyLogin(at('/ssoLogin?code=t&state=someone-elses-state')),
    ).toBeNull();
    expect(await completeThirdPartyLogin(at('/wrap/index?code=t'))).toBeNull();
    expect(calls('/v1/api/sso/login')).toHaveLength(0);
  });

  it('sends a refused exchange to login with the server’s reason', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0005');
    answer = () => refused(30, '登录状态已失效，请重新登录');
    const target = await completeThirdPartyLogin(
      at('/ssoLogin?code=t&state=guid-of-this-tab-0005'),
    );
    expect(target).toBe(
      `/login?${new URLSearchParams({ error: '登录状态已失效，请重新登录' }).toString()}`,
    );
    expect(getCookie('bg_user_info')).toBeNull();
  });
});

describe('state=sso (spec §4)', () => {
  it('starts the institution sign-in and stays on the same path keeping only id', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    const target = await completeThirdPartyLogin(
      at('/wrap/details/book?id=42&state=sso&organizationExternalId=org-demo-college&x=1'),
    );
    expect(target).toBe('/wrap/details/book?id=42');
    expect(getCookie('loginFullPath')).toBe('/wrap/details/book?id=42');
    const guid = sessionStorage.getItem('guid');
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(assign).toHaveBeenCalledWith(
      `/v1/sso/oidc/authorize?organizationExternalId=org-demo-college&state=${guid}`,
    );
    assign.mockRestore();
  });

  it('without an institution only drops the query', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => undefined);
    expect(await completeThirdPartyLogin(at('/wrap/index?state=sso'))).toBe('/wrap/index');
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});

describe('WeChat (spec §7 weixin/userinfo)', () => {
  it('takes a WeChat code to weixin/userinfo with the state, then loads the user detail', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0006');
    sessionStorage.setItem('ssoOption', 'wx');
    setCookie('orgEId', 'org-demo-library');
    setCookie('loginFullPath', '/wrap/index');
    answer = (path) =>
      path === '/v1/api/weixin/userinfo'
        ? ok({
            AccessToken: 'secret',
            Unionid: 'u-1',
            Openid: 'o-1',
            UserId: 9,
            ExtendData: { AccessToken: 'secret' },
          })
        : ok(LOGIN);
    const target = await completeThirdPartyLogin(
      at('/ssoLogin?code=wx-code&state=guid-of-this-tab-0006'),
    );
    expect(target).toBe('/wrap/index');
    expect(calls('/v1/api/weixin/userinfo')[0]?.params).toMatchObject({
      wxCode: 'wx-code',
      state: 'guid-of-this-tab-0006',
      organizationExternalId: 'org-demo-library',
      redirectUrl: '/wrap/index',
      appIdType: '2',
    });
    expect(calls('/v1/api/user/detail')[0]?.params).toMatchObject({ id: '9' });
    expect(calls('/v1/api/sso/login')).toHaveLength(0);
    expect(getJsonCookie<{ NickName: string }>('bg_user_info')?.NickName).toBe('林同学');
  });
});

describe('CKRSC at /ckrscLogin (spec §5 third-party rule)', () => {
  it.each([
    ['no platformId', '?type=user_account&username=ck&password=p'],
    ['another type', '?type=token&username=ck&password=p&platformId=3'],
    ['no username', '?type=user_account&password=p&platformId=3'],
    ['no password', '?type=user_account&username=ck&platformId=3'],
  ])('abandons silently with %s', async (_name, query) => {
    expect(await completeThirdPartyLogin(at(`/ckrscLogin${query}`))).toBeNull();
    expect(calls('/v1/api/login/third-login')).toHaveLength(0);
  });

  it('signs the partner account in with account, password and platformId', async () => {
    const target = await completeThirdPartyLogin(
      at('/ckrscLogin?type=user_account&username=ck-0001&password=pass&platformId=3'),
    );
    expect(target).toBe('/');
    expect(calls('/v1/api/login/third-login')[0]?.params).toMatchObject({
      account: 'ck-0001',
      password: 'pass',
      platformId: '3',
    });
  });
});

describe('inside the native app (spec §1: the login result handed back, the web view closed)', () => {
  type BridgeGlobals = {
    MoyueAndroid?: { loginResult: (json: string) => void; closeWebView: () => void };
    webkit?: { messageHandlers: { moyue: { postMessage: (message: unknown) => void } } };
  };
  const globals = window as unknown as BridgeGlobals;
  let handedBack: unknown[];

  beforeEach(() => {
    handedBack = [];
    globals.MoyueAndroid = {
      loginResult: (json) => handedBack.push(JSON.parse(json)),
      closeWebView: () => handedBack.push('close'),
    };
    globals.webkit = {
      messageHandlers: { moyue: { postMessage: (message) => handedBack.push(message) } },
    };
    return () => {
      delete globals.MoyueAndroid;
      delete globals.webkit;
    };
  });
  // The web view was opened with ?appId; the bridge remembers it for the tab.
  const inApp = (appId: '12' | '13') => sessionStorage.setItem('moyue_app_id', appId);

  it('hands a finished institution sign-in back to Android with the token', async () => {
    inApp('12');
    sessionStorage.setItem('guid', 'guid-of-this-tab-0101');
    await completeThirdPartyLogin(at('/ssoLogin?code=c&state=guid-of-this-tab-0101'));
    expect(handedBack).toEqual([
      { Success: true, Description: '登录成功', Data: 'secret' },
      'close',
    ]);
  });

  it('hands a refused exchange back as 登录失败', async () => {
    inApp('12');
    sessionStorage.setItem('guid', 'guid-of-this-tab-0102');
    answer = () => refused(30, '登录状态已失效，请重新登录');
    const target = await completeThirdPartyLogin(
      at('/carsilogin?code=c&state=guid-of-this-tab-0102'),
    );
    expect(handedBack).toEqual([{ Success: false, Description: '登录失败', Data: '' }, 'close']);
    expect(target).toContain('/login?');
  });

  it('hands the partner (CKRSC) and WeChat results back to iOS', async () => {
    inApp('13');
    await completeThirdPartyLogin(
      at('/ckrscLogin?type=user_account&username=ck-0001&password=pass&platformId=3'),
    );
    answer = () => refused(30, '微信授权失败');
    sessionStorage.setItem('guid', 'guid-of-this-tab-0103');
    sessionStorage.setItem('ssoOption', 'wx');
    await completeThirdPartyLogin(at('/wrap/index?code=w&state=guid-of-this-tab-0103'));
    expect(handedBack).toEqual([
      {
        action: 'loginResult',
        result: { Success: true, Description: '登录成功', Data: 'secret' },
      },
      { action: 'closeWebView' },
      { action: 'loginResult', result: { Success: false, Description: '登录失败', Data: '' } },
      { action: 'closeWebView' },
    ]);
  });

  it('hands nothing back for an abandoned partner login, a foreign state, or in a browser', async () => {
    inApp('12');
    expect(await completeThirdPartyLogin(at('/ckrscLogin?type=user_account'))).toBeNull();
    sessionStorage.setItem('guid', 'guid-of-this-tab-0104');
    expect(await completeThirdPartyLogin(at('/ssoLogin?code=t&state=other'))).toBeNull();
    expect(handedBack).toEqual([]);
    sessionStorage.removeItem('moyue_app_id');
    sessionStorage.setItem('guid', 'guid-of-this-tab-0105');
    expect(await completeThirdPartyLogin(at('/ssoLogin?code=c&state=guid-of-this-tab-0105'))).toBe(
      '/',
    );
    expect(handedBack).toEqual([]);
  });
});

describe('which addresses load the sign-in code at all (issue 16)', () => {
  it('passes every return the exchange acts on, and no address it would leave alone', async () => {
    sessionStorage.setItem('guid', 'guid-of-this-tab-0201');
    const acted = [
      '/ssoLogin?code=c&state=guid-of-this-tab-0201',
      '/wrap/index?state=sso',
      '/ckrscLogin?platformId=p&type=user_account&username=u&password=x',
    ];
    for (const path of acted) expect(isThirdPartyReturn(at(path)), path).toBe(true);
    const ignored = ['/wrap/index', '/wrap/index?code=t', '/wrap/details/book?id=1', '/ssoLogin'];
    for (const path of ignored) {
      expect(isThirdPartyReturn(at(path)), path).toBe(false);
      expect(await completeThirdPartyLogin(at(path)), path).toBeNull();
    }
    // The shell's check matches the route table's path case-insensitively, like the router.
    expect(isThirdPartyReturn(at('/CKRSCLOGIN'))).toBe(true);
  });
});
