import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/providers';
import { useAppStore, type UserOrganization } from '../../stores/app-store';
import { SpecialMessages } from '@moyue/contracts/api/special';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { TopMenu } from './TopMenu';
import { renderRoutes } from '../../test/render-route';

function renderMenu(path = '/wrap/index') {
  return renderRoutes([{ path: '*', element: <TopMenu /> }], path);
}

const certified: UserOrganization = {
  Id: 1,
  Type: 1,
  State: 4,
  Warning: 30,
  Title: '墨阅示范图书馆',
};

describe('the top menu (spec §2, §6)', () => {
  beforeEach(() => {
    clearCookies();
    // xsd/status is cached for good (staleTime Infinity): each test asks its own fake server.
    queryClient.clear();
    useAppStore.getState().logout();
  });

  it('navigates inside the app and marks the current entry', async () => {
    const router = renderMenu();
    expect(screen.getByText('首页').className).toContain('is-active');
    fireEvent.click(screen.getByText('榜单'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/bangdan'));
  });

  it('tells a reader without a certified institution to certify before the learning platform', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderMenu();
    fireEvent.click(screen.getByText('新时代学习平台'));
    expect((await screen.findAllByText('请先认证机构！')).length).toBeGreaterThan(0);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/wrap/center/accountBindOrganization'),
    );
    open.mockRestore();
  });

  it('says so when the certification has expired', async () => {
    useAppStore.setState({ organization: { ...certified, Warning: 0 } });
    renderMenu();
    fireEvent.click(screen.getByText('新时代学习平台'));
    expect((await screen.findAllByText('您的认证已到期，请重新认证！')).length).toBeGreaterThan(0);
  });

  it('opens the signed learning platform link in a new window for a certified reader', async () => {
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/xsd/status') return ok({ Configured: true });
      if (request.path === '/v1/api/xsd/link')
        return ok({ Url: 'https://xsd.example.org/?timestamp=t&sign=abc' });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    const tab = { location: { href: 'about:blank' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    useAppStore.setState({ organization: certified });
    renderMenu();
    fireEvent.click(screen.getByText('新时代学习平台'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe('https://xsd.example.org/?timestamp=t&sign=abc'),
    );
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });

  it('says the learning platform is not configured instead of failing silently', async () => {
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/xsd/status') return ok({ Configured: false });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    useAppStore.setState({ organization: certified });
    renderMenu();
    expect(await screen.findByTestId('xsd-not-configured')).toBeTruthy();
    fireEvent.click(screen.getByText('新时代学习平台'));
    expect((await screen.findAllByText(SpecialMessages.XsdNotConfigured)).length).toBeGreaterThan(
      0,
    );
    expect(open).not.toHaveBeenCalled();
    expect(server.requests.some((r) => r.path === '/v1/api/xsd/link')).toBe(false);
    open.mockRestore();
  });
});
