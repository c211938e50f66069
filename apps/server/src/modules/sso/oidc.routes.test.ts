import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsoMessages } from '@moyue/contracts/api/sso';
import { DEMO_USERS, writeDemoPeople } from '../../seed/demo-people.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedRequest,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { startOidcPeer, type OidcPeer } from './testing/oidc-peer.ts';
import { envelope, setCookieValue, signedWithCookies } from './testing/sso-calls.ts';
import { TestUserAgent } from './testing/user-agent.ts';

const SITE = 'http://moyue.test';
const CLIENT = { clientId: 'moyue-web', clientSecret: 'peer-secret-for-tests' };
const reader = DEMO_USERS[0]!;

interface LoginData {
  Id: number;
  MobileNumber: string;
  NickName: string;
  AccessToken: string;
  Organization: { Title: string; State: number; ExternalId: string } | null;
}

describe.each(TEST_DATABASES)('institution OpenID Connect sign-in (%s)', (kind) => {
  let peer: OidcPeer;
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    peer = await startOidcPeer({
      ...CLIENT,
      redirectUri: `${SITE}/ssoLogin`,
      accounts: {
        // Claims the e-mail of a Moyue reader: it must not open that reader's account.
        'stu-20260001': { name: '周同学', email: reader.email },
        'stu-20260002': { name: '吴同学' },
      },
    });
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL: SITE,
        SSO_OIDC_CLIENTS: JSON.stringify([
          { organization: 'org-demo-college', issuer: peer.issuer, ...CLIENT },
        ]),
      },
    });
    await writeDemoPeople(t.database.db);
    device = await bindDevice(t.app);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  /** The browser goes to OauthUrl + state, signs in at the institution and lands on /ssoLogin. */
  async function signInAtInstitution(account: string, state = randomUUID()) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/v1/sso/oidc/authorize?organizationExternalId=org-demo-college&state=${state}`,
    });
    expect(start.statusCode).toBe(303);
    const binding = setCookieValue(start, 'sso_binding');
    const authorize = new URL(start.headers.location as string);
    const agent = new TestUserAgent();
    const toLogin = await agent.follow(authorize.toString(), SITE);
    expect(toLogin.stoppedAt).toBeNull();
    const interaction = new URL(toLogin.last.url).pathname;
    const back = await agent.follow(`${peer.issuer}${interaction}`, SITE, {
      form: { login: account },
    });
    expect(back.stoppedAt).not.toBeNull();
    const callback = new URL(back.stoppedAt!);
    return { state, binding: binding!, authorize, callback };
  }

  const exchange = (
    callback: URL,
    cookies: Record<string, string>,
    extra: Record<string, string> = {},
  ) =>
    signedWithCookies(
      t.app,
      device,
      'POST',
      '/v1/api/sso/login',
      {
        code: callback.searchParams.get('code') ?? '',
        state: callback.searchParams.get('state') ?? '',
        ...(callback.searchParams.get('iss') ? { iss: callback.searchParams.get('iss')! } : {}),
        ...extra,
      },
      cookies,
    );

  it('lists the institution with our start address and state as ValidationParamName', async () => {
    const list = envelope<{
      ItemList: { ExternalId: string; OauthUrl: string; ValidationParamName: string }[];
    }>(await signedRequest(t.app, device, 'GET', '/v1/api/organization-sso/list'));
    const college = list.Data.ItemList.find((item) => item.ExternalId === 'org-demo-college');
    expect(college).toEqual(
      expect.objectContaining({
        OauthUrl: '/v1/sso/oidc/authorize?organizationExternalId=org-demo-college',
        ValidationParamName: 'state',
      }),
    );
  });

  it('signs a member in with code + PKCE + state + nonce, certifies the institution and sets the cookie', async () => {
    const { state, binding, authorize, callback } = await signInAtInstitution('stu-20260002');
    expect(authorize.origin).toBe(peer.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('state')).toBe(state);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/ssoLogin`);
    expect(callback.pathname).toBe('/ssoLogin');
    expect(callback.searchParams.get('state')).toBe(state);

    const response = await exchange(
      callback,
      { sso_binding: binding },
      { promotionCode: 'SPRING26' },
    );
    const body = envelope<LoginData>(response);
    expect(body).toMatchObject({ Success: true, Code: 0 });
    expect(body.Data.NickName).toBe('吴同学');
    expect(body.Data.MobileNumber).toBe('');
    expect(body.Data.Organization).toMatchObject({
      Title: '墨阅示范职业学院',
      State: 4,
      ExternalId: 'org-demo-college',
    });
    const token = setCookieValue(response, 'access_token');
    expect(token).toBe(body.Data.AccessToken);
    const [binding_row] = await t.database.query<{ source: string }>(
      'SELECT source FROM user_organizations WHERE user_id = $1',
      [body.Data.Id],
    );
    expect(binding_row?.source).toBe('sso');
    const [promoted] = await t.database.query<{ promotion_code: string | null }>(
      'SELECT promotion_code FROM users WHERE id = $1',
      [body.Data.Id],
    );
    expect(promoted?.promotion_code).toBe('SPRING26');
    const info = envelope<{ ThirdInfo: { Subject: string; OrganizationTitle: string } | null }>(
      await signedWithCookies(
        t.app,
        device,
        'GET',
        '/v1/api/oauth/third-info',
        { platformId: '4' },
        { access_token: token! },
      ),
    );
    expect(info.Data.ThirdInfo).toMatchObject({
      Subject: 'stu-20260002',
      OrganizationTitle: '墨阅示范职业学院',
    });
  });

  it('refuses a replayed state: the second exchange of the same code and state changes nothing', async () => {
    const { binding, callback } = await signInAtInstitution('stu-20260002');
    expect(envelope(await exchange(callback, { sso_binding: binding })).Success).toBe(true);
    const [before] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM access_tokens',
    );
    const replay = await exchange(callback, { sso_binding: binding });
    expect(envelope(replay)).toEqual({
      Success: false,
      Data: null,
      Code: 30,
      Description: SsoMessages.StateInvalid,
    });
    expect(setCookieValue(replay, 'access_token')).toBeUndefined();
    const [after] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM access_tokens',
    );
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a state made for another browser, and the state is spent', async () => {
    const { binding, callback } = await signInAtInstitution('stu-20260002');
    const foreign = await exchange(callback, { sso_binding: 'A'.repeat(43) });
    expect(envelope(foreign)).toMatchObject({
      Success: false,
      Code: 30,
      Description: SsoMessages.StateInvalid,
    });
    const none = await exchange(callback, {});
    expect(envelope(none)).toMatchObject({ Success: false, Description: SsoMessages.StateInvalid });
    expect(envelope(await exchange(callback, { sso_binding: binding })).Success).toBe(false);
  });

  it('refuses a state that was never issued and a code forged for a real state', async () => {
    const forged = new URL(`${SITE}/ssoLogin?code=forged&state=${randomUUID()}`);
    expect(envelope(await exchange(forged, {}))).toMatchObject({
      Code: 30,
      Description: SsoMessages.StateInvalid,
    });
    const { binding, callback } = await signInAtInstitution('stu-20260002');
    callback.searchParams.set('code', 'not-the-code-the-provider-gave');
    expect(envelope(await exchange(callback, { sso_binding: binding }))).toMatchObject({
      Success: false,
      Code: 30,
      Description: SsoMessages.IdentityRejected,
    });
  });

  it('never opens an existing account because the provider claims its e-mail; the subject keeps its own account', async () => {
    const [owner] = await t.database.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [reader.email],
    );
    const first = await signInAtInstitution('stu-20260001');
    const one = envelope<LoginData>(await exchange(first.callback, { sso_binding: first.binding }));
    expect(one.Success).toBe(true);
    expect(one.Data.Id).not.toBe(Number(owner?.id));
    expect(one.Data.MobileNumber).toBe('');
    const again = await signInAtInstitution('stu-20260001');
    const two = envelope<LoginData>(await exchange(again.callback, { sso_binding: again.binding }));
    expect(two.Data.Id).toBe(one.Data.Id);
    const [phone] = await t.database.query<{ mobile_number: string | null; email: string | null }>(
      'SELECT mobile_number, email FROM users WHERE id = $1',
      [one.Data.Id],
    );
    expect(phone).toEqual({ mobile_number: null, email: null });
  });

  it('sends the browser back to login with the reason for an institution without SSO or a reused state', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v1/sso/oidc/authorize?organizationExternalId=org-demo-partner&state=${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toBe(
      `/login?${new URLSearchParams({ error: SsoMessages.OrganizationNoSso }).toString()}`,
    );
    const state = randomUUID();
    const url = `/v1/sso/oidc/authorize?organizationExternalId=org-demo-college&state=${state}`;
    expect((await t.app.inject({ method: 'GET', url })).headers.location).toMatch(
      /^http:\/\/127\.0\.0\.1/,
    );
    expect((await t.app.inject({ method: 'GET', url })).headers.location).toBe(
      `/login?${new URLSearchParams({ error: SsoMessages.StateInvalid }).toString()}`,
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/sso/oidc/authorize?organizationExternalId=org-demo-college&state=short',
    });
    expect(bad.statusCode).toBe(400);
  });
});
