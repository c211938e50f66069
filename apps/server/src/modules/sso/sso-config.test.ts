import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('single sign-on settings', () => {
  it('turns every option off without settings', () => {
    expect(loadConfig({}).sso).toEqual({
      publicUrl: undefined,
      oidcClients: [],
      carsi: null,
      wechat: null,
      ckrsc: null,
    });
  });

  it('reads the institution clients, CARSI (with \\n escapes in the PEM) and WeChat', () => {
    const sso = loadConfig({
      PUBLIC_URL: 'https://moyue.example/',
      SSO_OIDC_CLIENTS: JSON.stringify([
        {
          organization: 'org-1',
          issuer: 'https://idp.school.edu.cn',
          clientId: 'c',
          clientSecret: 's',
        },
      ]),
      CARSI_IDP_SSO_URL: 'https://idp.school.edu.cn/idp/profile/SAML2/Redirect/SSO',
      CARSI_IDP_CERT: '-----BEGIN PUBLIC KEY-----\\nAAAA\\n-----END PUBLIC KEY-----',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
    }).sso;
    expect(sso.publicUrl).toBe('https://moyue.example');
    expect(sso.oidcClients).toHaveLength(1);
    expect(sso.carsi?.idpCert).toBe('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    expect(sso.carsi?.clockSkewSeconds).toBe(120);
    expect(sso.wechat?.apiBase).toBe('https://api.weixin.qq.com');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"organization":"x"}'],
    [
      'an issuer that is not a URL',
      '[{"organization":"x","issuer":"idp","clientId":"c","clientSecret":"s"}]',
    ],
    ['no secret', '[{"organization":"x","issuer":"https://idp.example","clientId":"c"}]'],
  ])('refuses SSO_OIDC_CLIENTS that is %s', (_name, value) => {
    expect(() => loadConfig({ SSO_OIDC_CLIENTS: value })).toThrow(/SSO_OIDC_CLIENTS/);
  });
});
