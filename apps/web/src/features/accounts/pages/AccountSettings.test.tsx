import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@moyue/contracts/api/accounts';
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
import { BindMobileModal } from '../components/BindMobileModal';
import { AccountBindTelPage } from './AccountBindTelPage';
import { AccountNewEmailPage } from './AccountNewEmailPage';
import { AccountNewTelPage } from './AccountNewTelPage';
import { AccountSetPwdPage } from './AccountSetPwdPage';
import { AccountSettingPage } from './AccountSettingPage';

const READER: UserInfo = {
  Id: 7,
  MobileNumber: '13812345678',
  NickName: '读者',
  RealName: '李清照',
  ExternalId: 'u-7',
  SocialStatus: 3,
  DepartmentName: '',
  SchoolYear: '',
  Education: '',
  SocialStatusNumber: '',
  RecommendName: '',
  RecommendEmail: 'reader@moyue.cn',
  RecommendPhone: '13812345678',
  IsCheckIn: false,
  Organization: null,
  Email: 'reader@moyue.cn',
  HasPassword: true,
  Region: '',
};

type Answer = (request: Recorded) => { status?: number; body: unknown } | undefined;
let server: ReturnType<typeof fakeFetch>;
let user: UserInfo;
let answer: Answer;

const routes = [
  { path: '/wrap/center/accountSetting', element: <AccountSettingPage /> },
  { path: '/wrap/center/accountBindTel', element: <AccountBindTelPage /> },
  { path: '/wrap/center/accountNewTel', element: <AccountNewTelPage /> },
  { path: '/wrap/center/accountNewEmail', element: <AccountNewEmailPage /> },
  { path: '/wrap/center/accountSetPwd', element: <AccountSetPwdPage /> },
];
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const problem = () => screen.getByTestId('settings-error').textContent;
const calls = (path: string) => server.requests.filter((request) => request.path === path);

describe('account settings pages (issue 4)', () => {
  beforeEach(() => {
    clearCookies();
    queryClient.clear();
    user = { ...READER };
    answer = () => undefined;
    server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound();
      const scripted = answer(request);
      if (scripted) return scripted;
      if (request.path === '/v1/api/user/detail') return ok(user);
      return ok(null);
    });
    vi.stubGlobal('fetch', server.impl);
  });

  it('shows the phone and e-mail masked (spec §5) with their actions', async () => {
    renderRoutes(routes, '/wrap/center/accountSetting');
    expect(await screen.findByText('138****5678')).toBeTruthy();
    expect(screen.getByText('rea***@moyue.cn')).toBeTruthy();
    expect(screen.getByTestId('setting-password').textContent).toContain('已设置');
    expect(screen.getByTestId('setting-organization').textContent).toContain('未绑定');
  });

  it('offers 绑定 for a missing phone, straight to the new-phone page', async () => {
    user = { ...READER, MobileNumber: '', Email: '' };
    renderRoutes(routes, '/wrap/center/accountSetting');
    const row = await screen.findByTestId('setting-phone');
    expect(row.textContent).toContain('未绑定');
    fireEvent.click(row.querySelector('button')!);
    expect(await screen.findByTestId('account-new-tel-page')).toBeTruthy();
  });

  it('verifies the current phone, then binds the new one with the VerifyToken', async () => {
    answer = (request) =>
      request.path === '/v1/api/user/check-verify-code' ? ok({ VerifyToken: 'vt-1' }) : undefined;
    renderRoutes(routes, '/wrap/center/accountBindTel');
    expect((await screen.findByTestId('current-contact')).textContent).toContain('138****5678');
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(problem()).toBe('验证码不能为空');
    fireEvent.click(screen.getByTestId('sms-button'));
    await waitFor(() => expect(calls('/v1/api/user/send-verify-code')).toHaveLength(1));
    expect(calls('/v1/api/user/send-verify-code')[0]!.params.type).toBe('1');
    fill('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByTestId('account-new-tel-page')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /确定绑定/ }));
    expect(problem()).toBe('手机号不能为空');
    fill('新手机号', '1391234567');
    fireEvent.click(screen.getByRole('button', { name: /确定绑定/ }));
    expect(problem()).toBe('请输入有效手机号');
    fill('新手机号', '13912345678');
    fireEvent.click(screen.getByTestId('sms-button'));
    await waitFor(() => expect(calls('/v1/api/sms/create')).toHaveLength(1));
    expect(calls('/v1/api/sms/create')[0]!.params).toMatchObject({
      account: '13912345678',
      type: '3',
    });
    user = { ...READER, MobileNumber: '13912345678' };
    fill('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: /确定绑定/ }));
    await waitFor(() => expect(calls('/v1/api/user/bind-mobile')).toHaveLength(1));
    expect(calls('/v1/api/user/bind-mobile')[0]!.params).toMatchObject({
      account: '13912345678',
      validateCode: '654321',
      verifyToken: 'vt-1',
    });
    expect(await screen.findByText('139****5678')).toBeTruthy();
    expect(getJsonCookie<UserInfo>('bg_user_info')?.MobileNumber).toBe('13912345678');
  });

  it("shows the server's refusal and clears the code", async () => {
    answer = (request) =>
      request.path === '/v1/api/user/bind-email'
        ? refused(30, '身份验证已失效，请重新验证')
        : undefined;
    renderRoutes(routes, '/wrap/center/accountNewEmail');
    fill('新邮箱', 'a@b');
    fireEvent.click(screen.getByTestId('sms-button'));
    expect(problem()).toBe('请输入有效邮箱');
    fill('新邮箱', 'new@moyue.cn');
    fill('验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /确定绑定/ }));
    await waitFor(() => expect(problem()).toBe('身份验证已失效，请重新验证'));
    expect(screen.getByLabelText<HTMLInputElement>('验证码').value).toBe('');
  });

  it('changes the password with the old one, checking the new one twice', async () => {
    renderRoutes(routes, '/wrap/center/accountSetPwd');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByLabelText('原密码');
    submit();
    expect(problem()).toBe('请输入原密码');
    fill('原密码', 'Old2026x');
    fill('新密码', 'New2026x');
    fill('确认新密码', 'New2026y');
    submit();
    expect(problem()).toBe('两次输入的密码不一致');
    fill('确认新密码', 'New2026x');
    answer = (request) =>
      request.path === '/v1/api/user/update-password'
        ? ok({ ...READER, AccessToken: 't', ExtendData: { AccessToken: 't' } })
        : undefined;
    submit();
    await waitFor(() => expect(calls('/v1/api/user/update-password')).toHaveLength(1));
    expect(calls('/v1/api/user/update-password')[0]!.params).toMatchObject({
      oldPassword: 'Old2026x',
      password: 'New2026x',
    });
    expect(await screen.findByTestId('account-setting-page')).toBeTruthy();
  });

  it('asks an account without a password for a phone code instead of the old password', async () => {
    user = { ...READER, HasPassword: false };
    renderRoutes(routes, '/wrap/center/accountSetPwd');
    expect(await screen.findByText(/请先验证手机号 138\*\*\*\*5678/)).toBeTruthy();
    expect(screen.queryByLabelText('原密码')).toBeNull();
    expect(screen.getByLabelText('验证码')).toBeTruthy();
  });

  it('opens the bind-mobile dialog when code 201 raised the flag, and closes it after binding', async () => {
    user = { ...READER, MobileNumber: '', Email: '' };
    useAppStore.setState({ user: { Id: 7, NickName: '读者' }, bindMobile: true });
    renderRoutes([{ path: '/', element: <BindMobileModal /> }], '/');
    const dialog = await screen.findByTestId('bind-mobile-dialog');
    expect(dialog).toBeTruthy();
    fill('新手机号', '13912345678');
    fill('验证码', '123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确定绑定/ }));
      await Promise.resolve();
    });
    await waitFor(() => expect(useAppStore.getState().bindMobile).toBe(false));
    expect(calls('/v1/api/user/bind-mobile')[0]!.params).not.toHaveProperty('verifyToken');
  });

  it('sends an account with an e-mail to prove it first from the bind-mobile dialog', async () => {
    user = { ...READER, MobileNumber: '' };
    useAppStore.setState({ user: { Id: 7, NickName: '读者' }, bindMobile: true });
    renderRoutes([{ path: '/', element: <BindMobileModal /> }], '/');
    expect(await screen.findByText('请先验证您已绑定的邮箱，再绑定手机号。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /去验证/ }));
    await waitFor(() => expect(useAppStore.getState().bindMobile).toBe(false));
    expect((await screen.findByTestId('where')).textContent).toBe('/wrap/center/accountBindTel');
  });
});
