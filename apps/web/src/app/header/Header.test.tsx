import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../providers';
import { useAppStore } from '../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok } from '../../test/fake-server';
import { Header } from './Header';
import { renderRoutes } from '../../test/render-route';

function renderHeader(path = '/wrap/bangdan?x=1') {
  return renderRoutes([{ path: '*', element: <Header /> }], path);
}

const header = () => screen.getByTestId('site-header');

/** spec §7 list-by-ip: the institutions whose network the address is in; one item with Id 0 when none. */
let networkOrganizations: { Id: number; Title: string }[];
const listItem = (Id: number, Title: string) => ({
  Id,
  ExternalId: Id ? `org-${Id}` : '',
  Title,
  Logo: '',
  Type: 1,
  IsPartner: 0,
  IpRanges: [],
});

describe('the header (spec §2)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.getState().logout();
    networkOrganizations = [listItem(0, '')];
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/organization/list-by-ip')
        return ok({
          ItemList: networkOrganizations,
          RecordCount: networkOrganizations.filter((item) => item.Id > 0).length,
        });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
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

  it('names the institution whose network the address is in, with the address', async () => {
    networkOrganizations = [listItem(1, '墨阅示范图书馆')];
    useAppStore.setState({
      organizationDetail: {
        Ip: '127.0.0.1',
        Title: '墨阅示范图书馆',
        OrganizationInfo: { Id: 1, Title: '墨阅示范图书馆' },
      },
    });
    renderHeader();
    const message = await screen.findByTestId('ip-message');
    expect(message.textContent).toBe('您正在通过「墨阅示范图书馆」的网络访问（IP：127.0.0.1）');
  });

  it('names the network’s institution, not the one a student is bound to (issue 12)', async () => {
    // A student of 墨阅大学 reading on 墨阅示范图书馆's network: get-organization2 answers the
    // bound university (it drives the menu rules), list-by-ip the library that owns the address.
    networkOrganizations = [listItem(1, '墨阅示范图书馆')];
    useAppStore.setState({
      user: { Id: 9, RealName: '王同学' },
      organization: { Id: 2, Type: 1, State: 4, Warning: null, Title: '墨阅大学' },
      organizationDetail: {
        Ip: '10.8.0.7',
        Title: '墨阅大学',
        OrganizationInfo: { Id: 2, Title: '墨阅大学' },
      },
    });
    renderHeader();
    const message = await screen.findByTestId('ip-message');
    expect(message.textContent).toBe('您正在通过「墨阅示范图书馆」的网络访问（IP：10.8.0.7）');
    expect(screen.getByTestId('greeting').textContent).toBe('您好，王同学（墨阅大学）');
  });

  it('says nothing about a network when the address belongs to no institution', async () => {
    useAppStore.setState({
      user: { Id: 9, RealName: '王同学' },
      organization: { Id: 2, Type: 1, State: 4, Warning: null, Title: '墨阅大学' },
      organizationDetail: {
        Ip: '203.0.113.9',
        Title: '墨阅大学',
        OrganizationInfo: { Id: 2, Title: '墨阅大学' },
      },
    });
    renderHeader();
    await waitFor(() =>
      expect(queryClient.getQueryData(['accounts', 'organizations-by-ip'])).toBeDefined(),
    );
    expect(screen.queryByTestId('ip-message')).toBeNull();
  });
});
