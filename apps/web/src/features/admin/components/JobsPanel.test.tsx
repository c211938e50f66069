import { App as AntApp } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobAdminMessages, JobAdminPaths, type JobItem } from '@moyue/contracts/api/jobs-admin';
import { queryClient } from '../../../app/providers';
import { bound, clearCookies, fakeFetch, ok } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { JobsPanel } from './JobsPanel';

const job = (id: string, state: JobItem['State'], fields: Partial<JobItem> = {}): JobItem => ({
  Id: id,
  Kind: 'reading.import-book',
  KindText: '导入图书',
  Subject: `${id}.epub`,
  State: state,
  StateText: { queued: '排队中', running: '进行中', done: '已完成', failed: '失败' }[state],
  Progress: state === 'done' ? 100 : 0,
  ProgressMessage: '',
  Attempts: 1,
  MaxAttempts: 3,
  Error: '',
  CreateTime: '2026-11-26 10:00:00',
  FinishTime: '',
  ContentId: 0,
  ...fields,
});

let server: ReturnType<typeof fakeFetch>;
let rows: JobItem[];

const render = () =>
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <AntApp>
            <JobsPanel />
          </AntApp>
        ),
      },
    ],
    '/admin',
  );

describe('the console’s 任务 tab', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    rows = [
      job('1', 'running', { Progress: 40, ProgressMessage: '解析并写入图书' }),
      job('2', 'failed', { Attempts: 3, Error: '无法导入《2.epub》：corrupt EPUB' }),
      job('3', 'done'),
    ];
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === JobAdminPaths.list) return ok({ ItemList: rows, RecordCount: 3 });
      if (request.path === JobAdminPaths.retry) {
        rows = rows.map((row) => (row.Id === request.params.id ? job(row.Id, 'queued') : row));
        return ok(rows.find((row) => row.Id === request.params.id));
      }
      if (request.path === JobAdminPaths.importBook) return ok({ Ids: ['4'] });
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('lists jobs with state, progress, attempts and error, and retries a failed one', async () => {
    render();
    const shown = await screen.findAllByTestId('admin-job');
    expect(shown.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      '进行中',
      '失败',
      '已完成',
    ]);
    expect(within(shown[0]!).getByText('解析并写入图书')).toBeTruthy();
    expect(within(shown[0]!).getByText('40%')).toBeTruthy();
    expect(within(shown[1]!).getByText('3/3')).toBeTruthy();
    expect(within(shown[1]!).getByText('无法导入《2.epub》：corrupt EPUB')).toBeTruthy();
    // only the failed job has 重试
    expect(screen.getAllByRole('button', { name: /重\s*试/ })).toHaveLength(1);
    fireEvent.click(within(shown[1]!).getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('已重新排队');
    expect(server.requests.find((r) => r.path === JobAdminPaths.retry)!.params).toMatchObject({
      id: '2',
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-job')[1]!.textContent).toContain('排队中'),
    );
  });

  it('uploads a book into the import queue, and refuses a file that is no EPUB or PDF', async () => {
    render();
    await screen.findAllByTestId('admin-job');
    const input = screen.getByLabelText('图书文件');
    fireEvent.change(input, { target: { files: [new File(['x'], '笔记.txt')] } });
    await screen.findByText(JobAdminMessages.BadBookType);
    fireEvent.change(input, {
      target: { files: [new File(['PK'], '逍遥游.epub', { type: 'application/epub+zip' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: /上传并导入/ }));
    await screen.findByText(JobAdminMessages.Enqueued);
    const sent = server.requests.find((r) => r.path === JobAdminPaths.importBook)!.params;
    expect(sent).toMatchObject({ fileName: '逍遥游.epub', free: 'false' });
    expect(sent.file).toMatch(/^data:application\/epub\+zip;base64,UEs=$/);
  });
});
