import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { ok, refused, renderWithServer, signIn } from '../test-utils';
import { CommentDialog } from './CommentDialog';

const LOGIN_DATA = {
  Id: 7,
  MobileNumber: '13800000001',
  NickName: '书虫',
  RealName: '李书言',
  ExternalId: 'u-7',
  SocialStatus: 3,
  Organization: null,
  AccessToken: 'secret-token',
  ExtendData: { AccessToken: 'secret-token' },
};

const stored = {
  Id: 1,
  UserInfo: { UserFace: '', RealName: '李书言' },
  Score: 4,
  CreateTime: '2026-11-23 12:00:00',
  Contents: 'x',
};

const dialog = (onClose = () => undefined) => (
  <CommentDialog objectId={12} objectType={104} open onClose={onClose} />
);
const textArea = () => screen.getByLabelText('评论内容');
const star = (n: number) => screen.getByRole('radio', { name: `${n}星` });
const checkedStar = () =>
  screen.getAllByRole('radio').find((radio) => radio.getAttribute('aria-checked') === 'true');
const post = () => fireEvent.click(screen.getByRole('button', { name: /发\s*表/ }));

describe('comment dialog (spec §2, §4, §5, §8)', () => {
  beforeEach(() => useAppStore.getState().closeLoginModal());

  it('starts at five stars; clicking the current score lowers it by one, another star sets it', () => {
    renderWithServer(dialog(), () => ok(null));
    expect(checkedStar()?.getAttribute('aria-label')).toBe('5星');
    fireEvent.click(star(5));
    expect(checkedStar()?.getAttribute('aria-label')).toBe('4星');
    fireEvent.click(star(2));
    expect(checkedStar()?.getAttribute('aria-label')).toBe('2星');
    fireEvent.click(star(2));
    fireEvent.click(star(1));
    expect(checkedStar()?.getAttribute('aria-label')).toBe('1星');
  });

  it('counts up to 200 characters and says 请输入评论内容 for a blank comment without calling', async () => {
    const { calls } = renderWithServer(dialog(), () => ok(stored));
    signIn();
    expect(screen.getByText('0 / 200')).toBeTruthy();
    expect(textArea().getAttribute('maxlength')).toBe('200');
    fireEvent.change(textArea(), { target: { value: '   ' } });
    post();
    expect(await screen.findByText('请输入评论内容')).toBeTruthy();
    expect(calls('/v1/api/comment/create')).toHaveLength(0);
  });

  it('posts objectId, contents, objectType and score and says 评论成功', async () => {
    let closed = false;
    const { calls } = renderWithServer(
      dialog(() => {
        closed = true;
      }),
      () => ok(stored),
    );
    signIn();
    fireEvent.click(star(5));
    fireEvent.change(textArea(), { target: { value: '  <b>好书</b>  ' } });
    post();
    expect(await screen.findByText('评论成功')).toBeTruthy();
    expect(calls('/v1/api/comment/create')[0]?.params).toMatchObject({
      objectId: '12',
      objectType: '104',
      contents: '<b>好书</b>',
      score: '4',
    });
    expect(closed).toBe(true);
  });

  it('shows the server’s Description when the comment is refused', async () => {
    renderWithServer(dialog(), (request) =>
      request.path === '/v1/api/comment/create' ? refused(400, '评论内容不能超过200字') : ok(null),
    );
    signIn();
    fireEvent.change(textArea(), { target: { value: '好' } });
    post();
    expect(await screen.findByText('评论内容不能超过200字')).toBeTruthy();
  });

  it('asks a signed-out reader to log in, then posts the comment', async () => {
    const { calls } = renderWithServer(dialog(), (request) =>
      request.path === '/v1/api/userinfo/login' ? ok(LOGIN_DATA) : ok(stored),
    );
    fireEvent.change(textArea(), { target: { value: '开卷有益' } });
    post();
    await waitFor(() => expect(useAppStore.getState().loginModal).toBe(true));
    expect(calls('/v1/api/comment/create')).toHaveLength(0);
    fireEvent.change(await screen.findByPlaceholderText('手机号/邮箱'), {
      target: { value: '13800000001' },
    });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Moyue2026' } });
    fireEvent.click(
      screen.getByTestId('password-login-form').querySelector('button[type="submit"]')!,
    );
    expect(await screen.findByText('评论成功')).toBeTruthy();
    expect(calls('/v1/api/comment/create')[0]?.params).toMatchObject({
      contents: '开卷有益',
      score: '5',
    });
  });
});
