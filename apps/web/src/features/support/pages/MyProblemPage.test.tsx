import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportMessages, SupportPaths } from '@moyue/contracts/api/support';
import { queryClient } from '../../../app/providers';
import { ProblemReportDialog } from '../../../components/problem-report/ProblemReportDialog';
import { useAppStore } from '../../../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { MyProblemPage } from './MyProblemPage';

const answered = {
  Id: 7,
  ModalTitle: '阅读器问题反馈',
  Title: '论语',
  ObjectId: 12,
  ObjectType: 104,
  Process: 0.25,
  PageNumber: 7,
  Contents: '第七页的文字显示不全',
  ScreenshotUrl: '/v1/api/user-problem/screenshot/7-1.x',
  State: 1,
  StateText: '已回复',
  Answer: '已修复，请刷新。',
  AnswerTime: '2026-11-26 10:00:00',
  CreateTime: '2026-11-26 09:00:00',
};

/** A busy machine: the mutation's round trip and antd's re-render can take seconds. */
const SLOW = { timeout: 5000 };

let server: ReturnType<typeof fakeFetch>;
let items: unknown[];
let refuseWith: string | null;

const page = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <MyProblemPage />
            <ProblemReportDialog />
          </>
        ),
      },
    ],
    '/',
  );

describe('myProblem and the problem-report dialog', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.setState({ user: { Id: 1, MobileNumber: '13800000001' } });
    items = [answered];
    refuseWith = null;
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === SupportPaths.ProblemList)
        return ok({ ItemList: items, RecordCount: items.length });
      if (request.path === SupportPaths.ProblemCreate)
        return refuseWith ? refused(400, refuseWith, 400) : ok({ Id: 8 });
      return ok({ Total: 0 });
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows a report with where it was made, its screenshot, state and the answer', async () => {
    page();
    expect(await screen.findByText('已修复，请刷新。')).toBeTruthy();
    expect(screen.getByText('《论语》 · 第7页 · 进度 25%')).toBeTruthy();
    expect(screen.getByText('已回复')).toBeTruthy();
    expect(screen.getByAltText('反馈截图').getAttribute('src')).toBe(answered.ScreenshotUrl);
  });

  it('says 暂无数据！ without reports', async () => {
    items = [];
    page();
    expect(await screen.findByText('暂无数据！')).toBeTruthy();
  });

  it('asks for a description, then sends the report and shows a refusal in Chinese', async () => {
    page();
    fireEvent.click(await screen.findByText('提交反馈'));
    fireEvent.click(await screen.findByRole('button', { name: /^(loading )?提\s*交$/ }));
    expect(await screen.findByText(SupportMessages.ProblemEmpty)).toBeTruthy();
    expect(server.requests.some((r) => r.path === SupportPaths.ProblemCreate)).toBe(false);

    refuseWith = SupportMessages.ScreenshotType;
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '打不开' } });
    fireEvent.click(screen.getByRole('button', { name: /^(loading )?提\s*交$/ }));
    expect(await screen.findByText(SupportMessages.ScreenshotType, {}, SLOW)).toBeTruthy();
    const sent = server.requests.find((r) => r.path === SupportPaths.ProblemCreate)!;
    expect(sent.params).toMatchObject({ modalTitle: '问题反馈', contents: '打不开' });
    expect(sent.params.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    refuseWith = null;
    fireEvent.click(await screen.findByRole('button', { name: /^(loading )?提\s*交$/ }, SLOW));
    expect(await screen.findByText(SupportMessages.Reported, {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === SupportPaths.ProblemCreate)).toHaveLength(2),
    );
  });

  it('refuses an oversize screenshot before sending, and sends a chosen one as base64', async () => {
    page();
    fireEvent.click(await screen.findByText('提交反馈'));
    const input = await screen.findByTestId('problem-screenshot');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(SupportMessages.ScreenshotTooLarge)).toBeTruthy();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.txt');
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('已选择：shot.txt')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('问题描述'), { target: { value: '截图里是问题' } });
    fireEvent.click(screen.getByRole('button', { name: /^(loading )?提\s*交$/ }));
    await waitFor(() =>
      expect(
        server.requests.find((r) => r.path === SupportPaths.ProblemCreate)?.params,
      ).toMatchObject({ screenshot: 'iVBORw==', screenshotName: 'shot.txt' }),
    );
  });
});
