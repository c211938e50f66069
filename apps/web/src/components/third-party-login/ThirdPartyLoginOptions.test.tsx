import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { renderRoutes } from '../../test/render-route';
import { ThirdPartyLoginOptions } from './ThirdPartyLoginOptions';

let options: unknown;
const isDisabled = (testId: string) => screen.getByTestId<HTMLButtonElement>(testId).disabled;

beforeEach(() => {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind' ? bound() : ok(options),
  );
  vi.stubGlobal('fetch', server.impl);
});

describe('the login form’s other options (spec §2, §9)', () => {
  it('offers CARSI, 机构统一认证, 微信 and CKRSC; options the site has not configured are disabled', async () => {
    options = {
      Carsi: true,
      WeChat: false,
      Ckrsc: true,
      CkrscLoginUrl: 'https://ckrsc.example/login',
    };
    renderRoutes(
      [{ path: '/login', element: <ThirdPartyLoginOptions /> }],
      '/login?redirect=%2Fwrap%2Fcenter',
    );
    await waitFor(() => expect(isDisabled('login-option-carsi')).toBe(false));
    expect(isDisabled('login-option-wx')).toBe(true);
    expect(isDisabled('login-option-ckrsc')).toBe(false);
    expect(screen.getByTestId('login-option-sso').getAttribute('href')).toBe(
      '/orglogin?redirect=%2Fwrap%2Fcenter',
    );
  });

  it('keeps every button but 机构统一认证 disabled until the server says what it offers', () => {
    options = null;
    renderRoutes([{ path: '/login', element: <ThirdPartyLoginOptions /> }], '/login');
    expect(isDisabled('login-option-carsi')).toBe(true);
    expect(screen.getByTestId('login-option-sso').getAttribute('href')).toBe(
      '/orglogin?redirect=%2Fwrap%2Findex',
    );
  });
});
