import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../app/providers';
import { getJsonCookie } from '../../../lib/cookies';
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
import { FindPasswordPage } from './FindPasswordPage';
import { RegisterPage } from './RegisterPage';

const NEW_USER = {
  Id: 42,
  MobileNumber: '13900000042',
  NickName: '读者0042',
  RealName: '',
  ExternalId: 'u-42',
  SocialStatus: 3,
  DepartmentName: '',
  SchoolYear: '',
  Education: '',
  SocialStatusNumber: '',
  RecommendName: '',
  RecommendEmail: '',
  RecommendPhone: '13900000042',
  IsCheckIn: false,
  Organization: null,
  AccessToken: 'secret-token',
  ExtendData: { AccessToken: 'secret-token' },
};

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/findpassword', element: <FindPasswordPage /> },
    ],
    path,
  );

type Answer = (request: Recorded) => { status?: number; body: unknown };
let server: ReturnType<typeof fakeFetch>;
let answerSubmit: Answer;
let answerSms: Answer;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const message = () => screen.getAllByRole('alert')[0]!.textContent;

describe('/register and /findpassword (issue 4)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    useAppStore.getState().logout();
    answerSms = () => ({
      body: { Success: true, Data: null, Code: 200, Description: '验证码已发送' },
    });
    answerSubmit = () => ok(NEW_USER);
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      if (request.path === '/v1/api/sms/create') return answerSms(request);
      return answerSubmit(request);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('checks phone, code and the new password in order before sending anything', () => {
    renderAt('/register');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    submit();
    expect(message()).toBe('手机号不能为空');
    fill('手机号', '1390000004');
    submit();
    expect(message()).toBe('请输入有效手机号');
    fill('手机号', '139 0000 0042');
    submit();
    expect(message()).toBe('验证码不能为空');
    fill('验证码', '12345');
    submit();
    expect(message()).toBe('验证码为6位数');
    fill('验证码', '123456');
    submit();
    expect(message()).toBe('请输入您的密码');
    fill('设置密码', 'abc');
    submit();
    expect(message()).toBe('密码至少6位');
    fill('设置密码', '密码abc123');
    submit();
    expect(message()).toBe('密码最多16位，且不能包含中文');
    fill('设置密码', 'abc123');
    fill('确认密码', 'abc124');
    submit();
    expect(message()).toBe('两次输入的密码不一致');
    expect(server.requests.filter((r) => r.path.startsWith('/v1/api/userinfo'))).toEqual([]);
  });

  it('sends a register code (type 1), registers, signs in and returns to the redirect', async () => {
    document.cookie = 'promotionCode=P42; path=/';
    renderAt('/register?redirect=%2Fwrap%2Fbangdan');
    fill('手机号', '13900000042');
    fireEvent.click(screen.getByTestId('sms-button'));
    await screen.findByText('120秒后重新获取');
    expect(server.requests.find((r) => r.path === '/v1/api/sms/create')?.params).toMatchObject({
      account: '13900000042',
      type: '1',
    });
    fill('验证码', '654321');
    fill('设置密码', 'abc123');
    fill('确认密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/wrap/bangdan'));
    const sent = server.requests.find((r) => r.path === '/v1/api/userinfo/register');
    expect(sent?.params).toMatchObject({
      account: '13900000042',
      validateCode: '654321',
      password: 'abc123',
      promotionCode: 'P42',
    });
    expect(getJsonCookie('bg_user_info')).toMatchObject({ Id: 42, NickName: '读者0042' });
    expect(document.cookie).not.toContain('secret-token');
  });

  it("shows the server's Description and clears the code when registration is refused", async () => {
    answerSubmit = () => refused(30, '验证码错误');
    renderAt('/register');
    fill('手机号', '13900000042');
    fill('验证码', '000000');
    fill('设置密码', 'abc123');
    fill('确认密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(message()).toBe('验证码错误'));
    expect(screen.getByLabelText<HTMLInputElement>('验证码').value).toBe('');
  });

  it('shows Code 22 of the SMS call and enables the button again', async () => {
    answerSms = () => refused(22, '验证码发送过于频繁，请100秒后再试');
    renderAt('/findpassword');
    fill('手机号', '13900000042');
    fireEvent.click(screen.getByTestId('sms-button'));
    await waitFor(() => expect(message()).toBe('验证码发送过于频繁，请100秒后再试'));
    expect(screen.getByTestId('sms-button').hasAttribute('disabled')).toBe(false);
  });

  it('resets the password with a type-2 code, signs out here and goes to login', async () => {
    document.cookie = `bg_user_info=${encodeURIComponent('{"Id":42,"NickName":"读者0042"}')}; path=/`;
    useAppStore.getState().refreshFromCookies();
    answerSubmit = () => ok(null);
    renderAt('/findpassword');
    fill('手机号', '13900000042');
    fireEvent.click(screen.getByTestId('sms-button'));
    await screen.findByText('120秒后重新获取');
    expect(server.requests.find((r) => r.path === '/v1/api/sms/create')?.params.type).toBe('2');
    fill('验证码', '112233');
    fill('新密码', 'fresh2026');
    fill('确认密码', 'fresh2026');
    fireEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(
      server.requests.find((r) => r.path === '/v1/api/userinfo/reset-password')?.params,
    ).toMatchObject({ account: '13900000042', validateCode: '112233', password: 'fresh2026' });
    expect(useAppStore.getState().user).toBeNull();
    expect(document.cookie).not.toContain('bg_user_info');
  });
});
