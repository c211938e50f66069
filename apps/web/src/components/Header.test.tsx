import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { useAppStore } from '../stores/app-store';
import { clearCookies } from '../test/fake-server';
import { Header } from './Header';

function renderHeader(path = '/wrap/bangdan?x=1') {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], {
    initialEntries: [path],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const header = () => screen.getByTestId('site-header');

describe('the header (spec §2)', () => {
  beforeEach(() => {
    clearCookies();
    useAppStore.getState().logout();
  });

  it('offers login (returning here) and register to a visitor, with the links and service menu', () => {
    renderHeader();
    expect(header().textContent).toContain('您好，欢迎来到墨阅！');
    const login = screen.getByText('登录').closest('a')!;
    expect(new URL(login.href).searchParams.get('redirect')).toBe('/wrap/bangdan?x=1');
    expect(screen.getByText('注册').closest('a')!.getAttribute('href')).toBe('/register');
    for (const text of ['出版项目', '最新资讯', '个人中心', '我的消息', '客户服务'])
      expect(header().textContent).toContain(text);
  });

  it('greets a logged-in reader by real name and offers logout', () => {
    useAppStore.setState({ user: { Id: 9, RealName: '李书言', MobileNumber: '13800000000' } });
    renderHeader();
    expect(screen.getByTestId('greeting').textContent).toBe('您好，李书言');
    expect(screen.queryByText('登录')).toBeNull();
    fireEvent.click(screen.getByText('退出'));
    expect(useAppStore.getState().user).toBeNull();
    expect(header().textContent).toContain('登录');
  });

  it('shows the unread count, as 99+ above 99', () => {
    useAppStore.setState({ newsNumber: 7 });
    renderHeader();
    expect(screen.getByTestId('my-news').textContent).toContain('7');
    act(() => useAppStore.setState({ newsNumber: 120 }));
    expect(screen.getByTestId('my-news').textContent).toContain('99+');
  });

  it('warns when the certification runs out, with a link to certify', () => {
    useAppStore.setState({
      user: { Id: 9, RealName: '李书言' },
      organization: { Id: 1, Type: 1, State: 4, Warning: 5, Title: '墨阅示范图书馆' },
    });
    renderHeader();
    const warning = screen.getByTestId('certification-warning');
    expect(warning.textContent).toBe('认证5天后失效，为避免影响阅读，请及时去认证');
    expect(warning.querySelector('a')!.getAttribute('href')).toBe(
      '/wrap/center/accountBindOrganization',
    );
  });

  it('says an expired certification (Warning 0, State 4) is void, and nothing while it is far off', () => {
    useAppStore.setState({
      user: { Id: 9, RealName: '李书言' },
      organization: { Id: 1, Type: 1, State: 4, Warning: 0, Title: '墨阅示范图书馆' },
    });
    renderHeader();
    expect(screen.getByTestId('certification-warning').textContent).toBe(
      '认证已失效，为避免影响阅读，请及时去认证',
    );
    act(() =>
      useAppStore.setState({
        organization: { Id: 1, Type: 1, State: 4, Warning: null, Title: '墨阅示范图书馆' },
      }),
    );
    expect(screen.queryByTestId('certification-warning')).toBeNull();
    expect(screen.getByTestId('greeting').textContent).toBe('您好，李书言（墨阅示范图书馆）');
  });

  it('shows the institution recognised by IP', () => {
    useAppStore.setState({
      organizationDetail: {
        Ip: '127.0.0.1',
        Title: '墨阅示范图书馆',
        OrganizationInfo: { Id: 1, Title: '墨阅示范图书馆' },
      },
    });
    renderHeader();
    expect(screen.getByTestId('ip-message').textContent).toContain('墨阅示范图书馆');
    expect(screen.getByTestId('ip-message').textContent).toContain('127.0.0.1');
  });
});
