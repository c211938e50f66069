import { afterEach, describe, expect, it, vi } from 'vitest';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../test/fake-server';
import { landingAfterLogin } from './landing';

const organization = {
  Id: 1,
  Type: 1,
  State: 4,
  Warning: null,
  ExpireTime: '2027-05-01 00:00:00',
  ExternalId: 'org-demo-library',
  Logo: '',
  Title: '墨阅示范图书馆',
};

const withDetail = (toLibrary: number | 'fail') => {
  clearCookies();
  const server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    if (toLibrary === 'fail') return refused(404, '机构不存在');
    return ok({
      Id: 1,
      Title: '墨阅示范图书馆',
      Ip: '',
      OauthUrl: '',
      ValidationParamName: '',
      OrganizationInfo: { Id: 1, Title: '墨阅示范图书馆', ToLibrary: toLibrary },
    });
  });
  vi.stubGlobal('fetch', server.impl);
  return server;
};

describe('the landing after login (spec §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends members of an institution that sends its readers to the holdings there', async () => {
    const server = withDetail(1);
    expect(await landingAfterLogin({ Organization: organization })).toBe('/wrap/schoolResources');
    const asked = server.requests.find((r) => r.path.endsWith('get-organization2'));
    expect(asked?.params.organizationExternalId).toBe('org-demo-library');
  });

  it('sends everyone else home', async () => {
    withDetail(0);
    expect(await landingAfterLogin({ Organization: organization })).toBe('/wrap/index');
    expect(await landingAfterLogin({ Organization: null })).toBe('/wrap/index');
  });

  it('goes home when the institution cannot be looked up', async () => {
    withDetail('fail');
    expect(await landingAfterLogin({ Organization: organization })).toBe('/wrap/index');
  });
});
