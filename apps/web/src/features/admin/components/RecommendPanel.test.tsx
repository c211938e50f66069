import { App as AntApp } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RecommendAdminMessages,
  RecommendAdminPaths,
  type RecommendAdminItem,
} from '@moyue/contracts/api/recommend-admin';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { RecommendPanel } from './RecommendPanel';

const item = (id: number, title: string, state = 0, reply = ''): RecommendAdminItem => ({
  Id: id,
  State: state,
  StateText: ['待处理', '已采纳', '已采购', '未采纳'][state]!,
  Reason: 5,
  Remark: '',
  Reply: reply,
  ReplyTime: reply ? '2026-02-01 10:00:00' : '',
  CreateTime: '2026-01-20 10:00:00',
  ContentId: id * 10,
  ContentTitle: title,
  OrganizationId: 7,
  OrganizationTitle: '墨阅示范图书馆',
  UserName: '138****0003',
});

let server: ReturnType<typeof fakeFetch>;
let rows: RecommendAdminItem[];

const render = () =>
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <AntApp>
            <RecommendPanel />
          </AntApp>
        ),
      },
    ],
    '/admin',
  );

describe('the console’s 荐购处理 panel', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    rows = [item(1, '论语'), item(2, '诗经')];
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/admin/organization/list')
        return ok({ ItemList: [{ Id: 7, Title: '墨阅示范图书馆', Fields: {} }], RecordCount: 1 });
      if (request.path === RecommendAdminPaths.List) {
        const state = request.params.state ?? '';
        const shown = rows.filter((row) => state === '' || String(row.State) === state);
        return ok({ ItemList: shown, RecordCount: shown.length });
      }
      if (request.path === RecommendAdminPaths.Answer) {
        if ((request.params.reply ?? '').length > 500)
          return refused(400, RecommendAdminMessages.ReplyTooLong);
        const id = Number(request.params.id);
        rows = rows.map((row) =>
          row.Id === id
            ? item(id, row.ContentTitle, Number(request.params.state), request.params.reply)
            : row,
        );
        return ok(rows.find((row) => row.Id === id));
      }
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  const answers = () => server.requests.filter((r) => r.path === RecommendAdminPaths.Answer);

  it('lists the pending 荐购 and answers one with a state and a reply', async () => {
    render();
    const shown = await screen.findAllByTestId('admin-recommend');
    expect(shown.map((row) => row.querySelector('b')!.textContent)).toEqual([
      '《论语》',
      '《诗经》',
    ]);
    expect(server.requests.find((r) => r.path === RecommendAdminPaths.List)!.params).toMatchObject({
      state: '0',
      organizationId: '',
    });
    const first = shown[0]!;
    // no state chosen: nothing is sent
    fireEvent.click(within(first).getByRole('button', { name: /答\s*复/ }));
    await screen.findByText('请选择处理结果');
    expect(answers()).toHaveLength(0);

    fireEvent.mouseDown(within(first).getByLabelText('处理结果'));
    const dropdown = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.ant-select-dropdown');
      if (!box) throw new Error('no dropdown yet');
      return box;
    });
    fireEvent.click(within(dropdown).getByTitle('已采纳'));
    fireEvent.change(within(first).getByLabelText('回复读者'), {
      target: { value: '已列入采购计划' },
    });
    fireEvent.click(within(first).getByRole('button', { name: /答\s*复/ }));
    await screen.findByText('已处理，读者会收到消息');
    expect(answers()[0]!.params).toMatchObject({ id: '1', state: '1', reply: '已列入采购计划' });
    // the pending list is asked afresh: the answered one has left it
    await waitFor(() => expect(screen.getAllByTestId('admin-recommend')).toHaveLength(1));
  });

  it('shows the server’s refusal', async () => {
    rows = [item(3, '楚辞', 1, '好')];
    render();
    fireEvent.click(await screen.findByTitle('全部'));
    const row = await screen.findByTestId('admin-recommend');
    fireEvent.change(within(row).getByLabelText('回复读者'), {
      target: { value: '字'.repeat(501) },
    });
    fireEvent.click(within(row).getByRole('button', { name: /修改答复/ }));
    await screen.findByText(RecommendAdminMessages.ReplyTooLong);
  });
});
