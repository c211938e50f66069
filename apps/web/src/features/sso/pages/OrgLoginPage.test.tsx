import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { OrgLoginPage } from './OrgLoginPage';

const item = (Id: number, Title: string) => ({
  Id,
  ExternalId: `org-${Id}`,
  Title,
  Logo: '',
  OauthUrl: `/v1/sso/oidc/authorize?organizationExternalId=org-${Id}`,
  ValidationParamName: 'state',
});

beforeEach(() => {
  clearCookies();
  queryClient.clear();
  const server = fakeFetch((request) =>
    request.path === '/v1/api/device/bind'
      ? bound()
      : ok({ ItemList: [item(1, '墨阅示范职业学院'), item(2, '统一认证大学')], RecordCount: 2 }),
  );
  vi.stubGlobal('fetch', server.impl);
});

describe('/orglogin school search (spec §2, §7 organization-sso/list)', () => {
  it('lists the institutions with single sign-on and narrows them by name', async () => {
    renderRoutes([{ path: '/orglogin', element: <OrgLoginPage /> }], '/orglogin');
    expect(await screen.findByText('墨阅示范职业学院')).toBeTruthy();
    expect(screen.getByText('统一认证大学')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('搜索学校/机构名称'), {
      target: { value: '职业' },
    });
    expect(screen.queryByText('统一认证大学')).toBeNull();
    expect(screen.getAllByTestId('org-login-item')).toHaveLength(1);
    fireEvent.change(screen.getByPlaceholderText('搜索学校/机构名称'), {
      target: { value: '不存在的学校' },
    });
    expect(screen.getByText('暂无数据！')).toBeTruthy();
  });
});
