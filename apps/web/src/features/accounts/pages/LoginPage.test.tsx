import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
  requestUrl,
  type Recorded,
} from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render-route';
import { LoginPage } from './LoginPage';

const USER = {
  Id: 1,
  MobileNumber: '13800000001',
  NickName: '书虫',
  RealName: '李书言',
  ExternalId: 'u-demo-13800000001',
  SocialStatus: 3,
  DepartmentName: '',
  SchoolYear: '',
  Education: '',
  SocialStatusNumber: '',
  RecommendName: '李书言',
  RecommendEmail: 'reader@moyue.example',
  RecommendPhone: '13800000001',
  IsCheckIn: false,
};
const ORGANIZATION = {
  Id: 3,
  Type: 1,
  State: 4,
  Warning: null,
  ExpireTime: null,
  ExternalId: 'org-demo-library',
  Logo: '',
  Title: '墨阅示范图书馆',
};
const loginData = (organization: typeof ORGANIZATION | null = null) => ({
  ...USER,
  Organization: organization,
  AccessToken: 'secret-token',
  ExtendData: { AccessToken: 'secret-token' },
});

const renderLogin = (path = '/login') =>
  renderRoutes([{ path: '/login', element: <LoginPage /> }], path);

type Answer = (request: Recorded) => { status?: number; body: unknown };
let answerLogin: Answer;
let answerSms: Answer;
let server: ReturnType<typeof fakeFetch>;
/** While set, login answers wait for it (to see the submitting state). */
let loginGate: Promise<void> | null;

const field = (placeholder: string) => screen.getByPlaceholderText<HTMLInputElement>(placeholder);
const type = (placeholder: string, value: string) =>
  fireEvent.change(field(placeholder), { target: { value } });
const alertText = () => screen.getByRole('alert').textContent;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
const loginCalls = () => server.requests.filter((r) => r.path === '/v1/api/userinfo/login');

beforeEach(() => {
  clearCookies();
  queryClient.clear();
  useAppStore.getState().logout();
  answerLogin = () => ok(loginData());
  answerSms = () => ({
    body: { Success: true, Data: null, Code: 200, Description: '验证码已发送' },
  });
  server = fakeFetch((request) => {
    if (request.path === '/v1/api/device/bind') return bound();
    if (request.path === '/v1/api/userinfo/login') return answerLogin(request);
    if (request.path === '/v1/api/sms/create') return answerSms(request);
    return ok(null);
  });
  loginGate = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (loginGate && requestUrl(input).includes('/userinfo/login')) await loginGate;
    return server.impl(input, init);
  });
});

describe('/login, 账号密码登录 (spec §4, §5, §8)', () => {
  it('asks for the account, then the password', () => {
    renderLogin();
    submit();
    expect(alertText()).toBe('请输入手机/邮箱');
    type('手机号/邮箱', '13800000001');
    submit();
    expect(alertText()).toBe('请输入您的密码');
    expect(loginCalls()).toHaveLength(0);
  });

  it('strips whitespace from the account and clears the password when the account is cleared or one character', () => {
    renderLogin();
    type('手机号/邮箱', ' 138 0000 0001 ');
    expect(field('手机号/邮箱').value).toBe('13800000001');
    type('密码', 'Moyue2026');
    type('手机号/邮箱', '1380000000');
    expect(field('密码').value).toBe('Moyue2026');
    type('手机号/邮箱', '1');
    expect(field('密码').value).toBe('');
    type('手机号/邮箱', '13800000001');
    type('密码', 'Moyue2026');
    type('手机号/邮箱', '');
    expect(field('密码').value).toBe('');
  });

  it('shows 登录中... while submitting, then keeps the user and returns to the redirect', async () => {
    let release: () => void = () => undefined;
    loginGate = new Promise((resolve) => (release = resolve));
    answerLogin = () => ok(loginData(ORGANIZATION));
    document.cookie = 'promotionCode=P7; path=/';
    const router = renderLogin('/login?redirect=%2Fwrap%2Fcenter%2FbookShelf%3Ftab%3D1');
    type('手机号/邮箱', '13800000001');
    type('密码', 'Moyue2026');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: /登录中\.\.\./ })).toBeTruthy());
    act(() => release());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/wrap/center/bookShelf?tab=1',
      ),
    );
    expect(loginCalls()[0]!.params).toMatchObject({
      account: '13800000001',
      password: 'Moyue2026',
      promotionCode: 'P7',
    });
    expect(getJsonCookie<{ RealName: string; AccessToken?: string }>('bg_user_info')).toEqual(USER);
    expect(getJsonCookie('user_Organization')).toEqual(ORGANIZATION);
    expect(document.cookie).toContain('orgEId=org-demo-library');
    expect(document.cookie).not.toContain('secret-token');
    expect(useAppStore.getState().user?.RealName).toBe('李书言');
  });

  it('goes home when the redirect is not a path of this site', async () => {
    const router = renderLogin('/login?redirect=%2F%2Fevil.example%2F');
    type('手机号/邮箱', '13800000001');
    type('密码', 'Moyue2026');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/index'));
  });

  it('shows the Description of a failure and clears the password', async () => {
    answerLogin = () => refused(30, '账号或密码错误');
    renderLogin();
    type('手机号/邮箱', '13800000001');
    type('密码', 'wrong');
    submit();
    await waitFor(() => expect(alertText()).toBe('账号或密码错误'));
    expect(field('密码').value).toBe('');
    expect(field('手机号/邮箱').value).toBe('13800000001');
    expect(screen.getByRole('button', { name: /登\s*录/ }).textContent).not.toContain('登录中');
  });

  it('registers the device again on 请先绑定设备 and retries', async () => {
    let refusals = 2;
    answerLogin = () => (refusals-- > 0 ? refused(40, '请先绑定设备', 401) : ok(loginData()));
    const router = renderLogin();
    type('手机号/邮箱', '13800000001');
    type('密码', 'Moyue2026');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/wrap/index'));
    expect(loginCalls()).toHaveLength(3);
    expect(server.requests.filter((r) => r.path === '/v1/api/device/bind').length).toBeGreaterThan(
      1,
    );
  });

  it('shows why the reader was sent here (the error query)', () => {
    renderLogin('/login?error=%E7%99%BB%E5%BD%95%E5%B7%B2%E8%BF%87%E6%9C%9F');
    expect(screen.getByTestId('login-page').textContent).toContain('登录已过期');
  });

  it('links to 立即注册', () => {
    renderLogin();
    expect(screen.getByText('立即注册').closest('a')!.getAttribute('href')).toBe('/register');
  });
});

describe('/login, 手机动态码登录 (spec §4, §5, §8)', () => {
  const openCodeTab = () => {
    renderLogin();
    fireEvent.click(screen.getByText('手机动态码登录'));
  };
  const smsButton = () => screen.getByTestId<HTMLButtonElement>('sms-button');
  const smsCalls = () => server.requests.filter((r) => r.path === '/v1/api/sms/create');

  it('checks the phone before sending a code', () => {
    openCodeTab();
    fireEvent.click(smsButton());
    expect(alertText()).toBe('手机号不能为空');
    type('手机号', '12345');
    fireEvent.click(smsButton());
    expect(alertText()).toBe('请输入有效手机号');
    expect(smsCalls()).toHaveLength(0);
  });

  it('counts 120 s down after Code 200', async () => {
    openCodeTab();
    type('手机号', '138 0000 0001');
    fireEvent.click(smsButton());
    await waitFor(() => expect(smsButton().textContent).toBe('120秒后重新获取'));
    expect(smsButton().disabled).toBe(true);
    expect(smsCalls()[0]!.params).toMatchObject({ account: '13800000001', type: '8' });
    await waitFor(() => expect(smsButton().textContent).toBe('119秒后重新获取'), {
      timeout: 2_500,
    });
  });

  it('shows the Description of Code 22 and enables the button again', async () => {
    answerSms = () => refused(22, '验证码发送过于频繁，请100秒后再试', 429);
    openCodeTab();
    type('手机号', '13800000001');
    fireEvent.click(smsButton());
    await waitFor(() => expect(alertText()).toBe('验证码发送过于频繁，请100秒后再试'));
    expect(smsButton().disabled).toBe(false);
    expect(smsButton().textContent).toBe('获取验证码');
  });

  it('says 请输入正确手机号 for any other refusal', async () => {
    answerSms = () => refused(400, '请输入有效手机号', 400);
    openCodeTab();
    type('手机号', '13800000001');
    fireEvent.click(smsButton());
    await waitFor(() => expect(alertText()).toBe('请输入正确手机号'));
    expect(smsButton().disabled).toBe(false);
  });

  it('asks for a 6-digit code, then signs in with it', async () => {
    openCodeTab();
    type('手机号', '13800000001');
    submit();
    expect(alertText()).toBe('验证码不能为空');
    type('短信验证码', '12345');
    submit();
    expect(alertText()).toBe('验证码为6位数');
    type('短信验证码', '123456');
    submit();
    await waitFor(() => expect(useAppStore.getState().user?.RealName).toBe('李书言'));
    expect(loginCalls()[0]!.params).toMatchObject({
      account: '13800000001',
      validateCode: '123456',
    });
    expect(loginCalls()[0]!.params.password).toBeUndefined();
  });

  it('shows the Description of a wrong code and clears the code', async () => {
    answerLogin = () => refused(30, '验证码错误');
    openCodeTab();
    type('手机号', '13800000001');
    type('短信验证码', '654321');
    submit();
    await waitFor(() => expect(alertText()).toBe('验证码错误'));
    expect(field('短信验证码').value).toBe('');
  });
});
