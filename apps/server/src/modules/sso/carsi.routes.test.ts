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
import {
  buildSamlResponse,
  createTestIdp,
  readAuthnRequest,
  type ResponseOptions,
} from './testing/saml-idp.ts';
import { envelope, setCookieValue, signedWithCookies } from './testing/sso-calls.ts';

const SITE = 'http://moyue.test';
const ACS = `${SITE}/v1/sso/carsi/acs`;
const SP_ENTITY = `${SITE}/v1/sso/carsi/metadata`;
const idp = createTestIdp();
const otherKey = createTestIdp('https://evil.example/idp');

const loginError = (description: string) =>
  `/login?${new URLSearchParams({ error: description }).toString()}`;

describe.each(TEST_DATABASES)('CARSI SAML 2.0 service provider (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL: SITE,
        CARSI_IDP_SSO_URL: 'https://idp.demo-college.edu.cn/idp/profile/SAML2/Redirect/SSO',
        CARSI_IDP_ENTITY_ID: idp.entityId,
        CARSI_IDP_CERT: idp.publicKeyPem,
        CARSI_CLOCK_SKEW_SECONDS: '60',
      },
    });
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  /** The browser asks to sign in with CARSI: answers the AuthnRequest the IdP receives. */
  async function startCarsi(state = randomUUID()) {
    const start = await t.app.inject({ method: 'GET', url: `/v1/sso/carsi/login?state=${state}` });
    expect(start.statusCode).toBe(303);
    const location = start.headers.location as string;
    expect(location.startsWith('https://idp.demo-college.edu.cn/')).toBe(true);
    return { state, request: readAuthnRequest(location) };
  }

  const postToAcs = (samlResponse: string, relayState: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/sso/carsi/acs',
      payload: new URLSearchParams({
        SAMLResponse: samlResponse,
        RelayState: relayState,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  async function answer(overrides: Partial<ResponseOptions> = {}) {
    const { state, request } = await startCarsi();
    const saml = buildSamlResponse(idp, {
      inResponseTo: request.id,
      acsUrl: request.acsUrl,
      audience: SP_ENTITY,
      subject: 'carsi-target-0001',
      attributes: { 'urn:oid:2.16.840.1.113730.3.1.241': '郑研究员' },
      ...overrides,
    });
    return { state, saml, response: await postToAcs(saml, state) };
  }

  const exchange = (code: string, state: string) =>
    signedWithCookies(t.app, device, 'POST', '/v1/api/sso/login', { code, state });

  it('publishes SP metadata with the ACS and signed assertions wanted', async () => {
    const metadata = await t.app.inject({ method: 'GET', url: '/v1/sso/carsi/metadata' });
    expect(metadata.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(metadata.body).toContain(`entityID="${SP_ENTITY}"`);
    expect(metadata.body).toContain(`Location="${ACS}"`);
    expect(metadata.body).toContain('WantAssertionsSigned="true"');
  });

  it('sends an AuthnRequest for our ACS with the browser state as RelayState', async () => {
    const { state, request } = await startCarsi();
    expect(request).toMatchObject({ acsUrl: ACS, issuer: SP_ENTITY, relayState: state });
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
  });

  it('signs a member in from a signed assertion: a one-time code for the browser state, then a session', async () => {
    const { state, response } = await answer();
    expect(response.statusCode).toBe(303);
    const back = new URL(response.headers.location as string, SITE);
    expect(back.pathname).toBe('/carsilogin');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;
    const login = await exchange(code, state);
    const body = envelope<{
      Id: number;
      NickName: string;
      MobileNumber: string;
      AccessToken: string;
    }>(login);
    expect(body).toMatchObject({ Success: true, Data: { NickName: '郑研究员', MobileNumber: '' } });
    const token = setCookieValue(login, 'access_token')!;
    const info = envelope<{
      ThirdInfo: { PlatformId: number; Subject: string; Attributes: Record<string, string> };
    }>(
      await signedWithCookies(
        t.app,
        device,
        'GET',
        '/v1/api/oauth/third-info',
        { platformId: '5' },
        { access_token: token },
      ),
    );
    expect(info.Data.ThirdInfo).toMatchObject({
      PlatformId: 5,
      Subject: 'carsi-target-0001',
      Attributes: { displayName: '郑研究员' },
    });
    // The code works once, and only with its state.
    expect(envelope(await exchange(code, state))).toMatchObject({
      Success: false,
      Code: 30,
      Description: SsoMessages.StateInvalid,
    });
    const again = await answer();
    const otherCode = new URL(again.response.headers.location as string, SITE).searchParams.get(
      'code',
    )!;
    expect(envelope(await exchange(otherCode, randomUUID()))).toMatchObject({
      Success: false,
      Description: SsoMessages.StateInvalid,
    });
    // The same person next time is the same reader.
    const third = await answer();
    const thirdBack = new URL(third.response.headers.location as string, SITE);
    const next = envelope<{ Id: number }>(
      await exchange(thirdBack.searchParams.get('code')!, third.state),
    );
    expect(next.Data.Id).toBe(body.Data.Id);
  });

  const refusals: [string, Partial<ResponseOptions>, string][] = [
    ['an unsigned assertion', { signWith: 'none' }, SsoMessages.AssertionInvalid],
    [
      'an assertion signed with another key',
      { signWith: { key: otherKey.privateKeyPem } },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an assertion for another audience',
      { audience: 'https://other-sp.example/shibboleth' },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an expired assertion (beyond the allowed skew)',
      { now: new Date(Date.now() - 3_600_000) },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an assertion not yet valid (beyond the allowed skew)',
      { now: new Date(Date.now() + 600_000) },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an assertion for another recipient',
      { recipient: 'https://other-sp.example/acs' },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an assertion from another issuer',
      { issuer: 'https://evil.example/idp' },
      SsoMessages.AssertionInvalid,
    ],
    [
      'an answer to a request we never made',
      { inResponseTo: '_0000000000000000000000000000000000000000' },
      SsoMessages.AssertionInvalid,
    ],
  ];
  it.each(refusals)('refuses %s and signs nobody in', async (_name, overrides, description) => {
    const [before] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM external_accounts',
    );
    const { response } = await answer(overrides);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(loginError(description));
    expect(setCookieValue(response, 'access_token')).toBeUndefined();
    const [after] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM external_accounts',
    );
    expect(after?.n).toBe(before?.n);
  });

  it('accepts an assertion within the allowed clock skew', async () => {
    const { response } = await answer({ now: new Date(Date.now() + 30_000) });
    expect(new URL(response.headers.location as string, SITE).pathname).toBe('/carsilogin');
  });

  it('refuses a replayed assertion', async () => {
    const { state, saml, response } = await answer({ subject: 'carsi-target-0002' });
    expect(new URL(response.headers.location as string, SITE).pathname).toBe('/carsilogin');
    const count = async (table: string) =>
      Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
    const before = {
      tokens: await count('access_tokens'),
      accounts: await count('external_accounts'),
      users: await count('users'),
    };
    const replay = await postToAcs(saml, state);
    expect(replay.statusCode).toBe(303);
    expect(replay.headers.location).toBe(loginError(SsoMessages.AssertionReplayed));
    expect(setCookieValue(replay, 'access_token')).toBeUndefined();
    expect(await count('access_tokens')).toBe(before.tokens);
    expect(await count('external_accounts')).toBe(before.accounts);
    expect(await count('users')).toBe(before.users);
    // The first delivery's code still signs in once; the replay added no second one.
    const code = new URL(response.headers.location as string, SITE).searchParams.get('code')!;
    expect(envelope(await exchange(code, state)).Success).toBe(true);
    expect(await count('access_tokens')).toBe(before.tokens + 1);
  });

  it('refuses a RelayState that is not a browser state', async () => {
    const { request } = await startCarsi();
    const saml = buildSamlResponse(idp, {
      inResponseTo: request.id,
      acsUrl: ACS,
      audience: SP_ENTITY,
      subject: 'x',
    });
    const response = await postToAcs(saml, 'https://evil.example/');
    expect(response.headers.location).toBe(loginError(SsoMessages.StateInvalid));
  });
});
