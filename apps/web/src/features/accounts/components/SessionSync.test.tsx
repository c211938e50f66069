import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getJsonCookie } from '../../../lib/cookies';
import { useAppStore } from '../../../stores/app-store';
import { bound, ok } from '../../../test/fake-server';
import { asNewVisitor } from '../../../test/new-visitor';
import { renderRoutes } from '../../../test/render-route';
import { SessionSync } from './SessionSync';

const renderAt = (path: string) =>
  renderRoutes([{ path: '/wrap/*', element: <SessionSync /> }], path);

const detailFor = (externalId: string | undefined) => ({
  Ip: '127.0.0.1',
  Id: externalId ? 5 : 3,
  Title: externalId ? '墨阅联盟伙伴书院' : '墨阅示范图书馆',
  OauthUrl: '',
  ValidationParamName: '',
  OrganizationInfo: null,
});

describe('SessionSync (spec §3 organisation detail)', () => {
  let server: ReturnType<typeof asNewVisitor>;
  beforeEach(() => {
    server = asNewVisitor((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/organization/get-organization2')
        return ok(detailFor(request.params.organizationExternalId));
      if (request.path === '/v1/api/message/statistic') return ok({ Total: 120 });
      return ok(null);
    });
  });

  it('keeps the detail recognised by address in bg_organization_detail for a visitor', async () => {
    renderAt('/wrap/index');
    await waitFor(() => expect(useAppStore.getState().organizationDetail?.Id).toBe(3));
    expect(getJsonCookie('bg_organization_detail')).toEqual(detailFor(undefined));
    const call = server.requests.find((r) => r.path === '/v1/api/organization/get-organization2');
    expect(call?.params.returnDefault).toBe('true');
    expect(call?.params.organizationExternalId).toBeUndefined();
  });

  it("asks for the signed-in reader's own organisation", async () => {
    useAppStore.setState({
      user: { Id: 9, RealName: '李书言' },
      organization: { Id: 5, Type: 9, State: 4, Title: '墨阅联盟伙伴书院', ExternalId: 'org-p' },
    });
    renderAt('/wrap/index');
    await waitFor(() =>
      expect(getJsonCookie('bg_organization_detail')).toMatchObject({ Title: '墨阅联盟伙伴书院' }),
    );
  });

  it('puts the unread total of a signed-in reader in the header badge, and asks nothing for a visitor', async () => {
    renderAt('/wrap/index');
    await waitFor(() => expect(useAppStore.getState().organizationDetail).not.toBeNull());
    expect(server.requests.some((r) => r.path === '/v1/api/message/statistic')).toBe(false);
    expect(useAppStore.getState().newsNumber).toBe(0);
    act(() => useAppStore.setState({ user: { Id: 9, RealName: '李书言' } }));
    await waitFor(() => expect(useAppStore.getState().newsNumber).toBe(120));
  });

  it("records a signed-in reader's arrival by a share link (spec §7), a visitor's not", async () => {
    renderAt('/wrap/index?fromUserExternalId=u-1&shareCode=ABCD2345');
    await waitFor(() => expect(useAppStore.getState().organizationDetail).not.toBeNull());
    const shares = () =>
      server.requests.filter((r) => r.path === '/v1/api/user-share-record/create');
    expect(shares()).toHaveLength(0);
    act(() => useAppStore.setState({ user: { Id: 9, RealName: '李书言' } }));
    await waitFor(() => expect(shares()).toHaveLength(1));
    expect(shares()[0]!.params).toMatchObject({
      code: 'ABCD2345',
      fromUserExternalId: 'u-1',
      shareType: '1',
    });
  });
});
