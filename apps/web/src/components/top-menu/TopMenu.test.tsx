import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore, type UserOrganization } from '../../stores/app-store';
import { clearCookies } from '../../test/fake-server';
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

  it('opens the learning platform in a new window for a certified reader', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    useAppStore.setState({ organization: certified });
    renderMenu();
    fireEvent.click(screen.getByText('新时代学习平台'));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:/),
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });
});
