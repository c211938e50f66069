import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { getCookie, getJsonCookie } from '../../../lib/cookies';
import { useAppStore } from '../../../stores/app-store';
import {
  bound,
  clearCookies,
  fakeFetch,
  ok,
  refused,
  type Recorded,
} from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { AccountBindOrganizationPage } from './AccountBindOrganizationPage';

const PAGE_PATH = '/wrap/center/accountBindOrganization';

const item = (id: number, title = `示例学院${id}`) => ({
  Id: id,
  ExternalId: `org-${id}`,
  Title: title,
  Logo: '',
  Type: 9,
  IsPartner: 0,
  IpRanges: [] as string[],
});
const LIBRARY = { ...item(3, '墨阅示范图书馆'), Type: 1, IpRanges: ['127.0.0.0/8', '::1/128'] };
const BOUND = {
  Id: 3,
  Type: 1,
  State: 4,
  Warning: null,
  ExpireTime: '2027-05-22T10:00:00.000Z',
  ExternalId: 'org-demo-library',
  Logo: '',
  Title: '墨阅示范图书馆',
};

const renderPage = (path = PAGE_PATH) =>
  renderRoutes([{ path: PAGE_PATH, element: <AccountBindOrganizationPage /> }], path);

let server: ReturnType<typeof fakeFetch>;
let answerBind: (request: Recorded) => { status?: number; body: unknown };
/** 45 organisations without a keyword: three pages of 20. */
const listPage = (request: Recorded) => {
  const cp = Number(request.params.cp);
  const ids = Array.from({ length: 45 }, (_, index) => index + 1).slice((cp - 1) * 20, cp * 20);
  if (request.params.keyword) return ok({ ItemList: [LIBRARY], RecordCount: 1 });
  return ok({ ItemList: ids.map((id) => item(id)), RecordCount: 45 });
};

describe('accountBindOrganization (spec §2 institution binder)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.getState().logout();
    useAppStore.setState({
      user: { Id: 9, RealName: '新读者' },
      organizationDetail: { Ip: '127.0.0.1', Id: 3, Title: '墨阅示范图书馆' },
    });
    answerBind = () => ok(BOUND);
    server = fakeFetch((request) => {
      switch (request.path) {
        case '/v1/api/device/bind':
          return bound();
        case '/v1/api/organization/list':
          return listPage(request);
        case '/v1/api/organization/list-by-ip':
          return ok({ ItemList: [LIBRARY], RecordCount: 1 });
        case '/v1/api/user/tmp-bind-organization':
          return answerBind(request);
        default:
          return ok(null);
      }
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows that no institution is certified, the IP and the recognised network with its ranges', async () => {
    renderPage();
    expect(screen.getByTestId('current-organization').textContent).toContain('请先认证机构！');
    await waitFor(() =>
      expect(screen.getByTestId('current-ip').textContent).toBe(
        '当前IP：127.0.0.1所在机构网络：墨阅示范图书馆（IP范围：127.0.0.0/8、::1/128）',
      ),
    );
  });

  it('shows the certified institution, its expiry, and the warning when it runs out soon', () => {
    useAppStore.setState({ organization: { ...BOUND, Warning: 5 } });
    renderPage();
    const current = screen.getByTestId('current-organization').textContent;
    expect(current).toContain('墨阅示范图书馆');
    expect(current).toContain('认证有效期至 2027/5/22');
    expect(current).toContain('认证5天后失效，为避免影响阅读，请及时认证');
  });

  it('says the certification has run out (Warning 0, State 4)', () => {
    useAppStore.setState({ organization: { ...BOUND, Warning: 0 } });
    renderPage();
    expect(screen.getByTestId('current-organization').textContent).toContain(
      '您的认证已到期，请重新认证！',
    );
  });

  it("answers '请选择机构' without a selection and sends nothing", async () => {
    renderPage();
    await screen.findByText('示例学院1');
    fireEvent.click(screen.getByRole('button', { name: /绑定机构/ }));
    expect(screen.getByTestId('bind-error').textContent).toBe('请选择机构');
    expect(server.requests.some((r) => r.path === '/v1/api/user/tmp-bind-organization')).toBe(
      false,
    );
  });

  it('lists 20 at a time and loads the next page on scroll', async () => {
    renderPage();
    await screen.findByText('示例学院20');
    expect(screen.getAllByRole('option')).toHaveLength(20);
    const first = server.requests.find((r) => r.path === '/v1/api/organization/list')!;
    expect(first.params).toMatchObject({
      cp: '1',
      ps: '20',
      productId: '0',
      isOrganization: 'true',
    });
    const list = screen.getByTestId('organization-list');
    Object.defineProperties(list, {
      scrollHeight: { configurable: true, value: 1000 },
      clientHeight: { configurable: true, value: 360 },
      scrollTop: { configurable: true, value: 620 },
    });
    fireEvent.scroll(list);
    await screen.findByText('示例学院40');
    expect(screen.getAllByRole('option')).toHaveLength(40);
    fireEvent.scroll(list);
    await screen.findByText('示例学院45');
    fireEvent.scroll(list);
    const pages = server.requests.filter((r) => r.path === '/v1/api/organization/list');
    expect(pages.map((r) => r.params.cp)).toEqual(['1', '2', '3']);
  });

  it('searches by name, binds the chosen institution and returns to the redirect', async () => {
    renderPage(`${PAGE_PATH}?redirect=%2Fwrap%2FschoolResources&message=请先绑定机构`);
    expect(screen.getByText('请先绑定机构')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('机构名称'), { target: { value: ' 图书馆 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    fireEvent.click(await screen.findByRole('option', { name: /墨阅示范图书馆/ }));
    fireEvent.click(screen.getByRole('button', { name: /绑定机构/ }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/wrap/schoolResources'),
    );
    const search = server.requests.find((r) => r.params.keyword);
    expect(search?.params).toMatchObject({ keyword: '图书馆', cp: '1', ps: '20' });
    expect(search?.params.productId).toBeUndefined();
    const bind = server.requests.find((r) => r.path === '/v1/api/user/tmp-bind-organization');
    expect(bind?.params.organizationId).toBe('3');
    expect(getJsonCookie('user_Organization')).toEqual(BOUND);
    expect(getCookie('orgEId')).toBe('org-demo-library');
    expect(useAppStore.getState().organization?.Title).toBe('墨阅示范图书馆');
  });

  it("shows the server's Description when it refuses", async () => {
    answerBind = () => refused(403, '当前网络不在该机构的IP范围内，请在机构网络内完成认证', 403);
    renderPage();
    fireEvent.click(await screen.findByRole('option', { name: /示例学院2\b/ }));
    fireEvent.click(screen.getByRole('button', { name: /绑定机构/ }));
    await waitFor(() =>
      expect(screen.getByTestId('bind-error').textContent).toBe(
        '当前网络不在该机构的IP范围内，请在机构网络内完成认证',
      ),
    );
    expect(getCookie('user_Organization')).toBeNull();
  });
});
