import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, queryClient } from './providers';
import { useAppStore } from '../stores/app-store';
import { bound, clearCookies, fakeFetch, ok, refused } from '../test/fake-server';
import { requestLogin } from '../stores/login-request';
import { AppLoginModal } from './LoginModal';

const LOGIN_DATA = {
  Id: 4,
  MobileNumber: '13800000004',
  NickName: '馆员',
  RealName: '周文若',
  ExternalId: 'u-demo-13800000004',
  SocialStatus: 3,
  Organization: null,
  AccessToken: 't',
  ExtendData: { AccessToken: 't' },
};

function renderModal() {
  const router = createMemoryRouter([{ path: '*', element: <AppLoginModal /> }], {
    initialEntries: ['/wrap/details/book?id=1'],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the modal login (spec §2)', () => {
  let refuseLogin: boolean;
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    queryClient.clear();
    useAppStore.getState().logout();
    useAppStore.getState().closeLoginModal();
    refuseLogin = false;
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind'
        ? bound()
        : refuseLogin
          ? refused(30, '账号或密码错误')
          : ok(LOGIN_DATA),
    );
    vi.stubGlobal('fetch', server.impl);
  });

  async function signInThroughModal(onLogin: () => void) {
    renderModal();
    act(() => requestLogin({ onLogin }));
    await screen.findByTestId('login-panel');
    fireEvent.change(screen.getByPlaceholderText('手机号/邮箱'), {
      target: { value: '13800000004' },
    });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Moyue2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  }

  describe('inside the native app (spec §1)', () => {
    const globals = window as unknown as {
      MoyueAndroid?: { loginResult: (json: string) => void; closeWebView: () => void };
    };
    let handedBack: unknown[];
    beforeEach(() => {
      handedBack = [];
      // The web view was opened with ?appId=12; the bridge remembers it for the tab.
      sessionStorage.setItem('moyue_app_id', '12');
      globals.MoyueAndroid = {
        loginResult: (json) => handedBack.push(JSON.parse(json)),
        closeWebView: () => handedBack.push('close'),
      };
      return () => {
        delete globals.MoyueAndroid;
      };
    });

    it('hands the login result back with the token and closes the web view', async () => {
      const onLogin = vi.fn();
      await signInThroughModal(onLogin);
      await waitFor(() =>
        expect(handedBack).toEqual([
          { Success: true, Description: '登录成功', Data: 't' },
          'close',
        ]),
      );
      expect(useAppStore.getState().user?.RealName).toBe('周文若');
      // The web view is closing: nothing is retried behind it.
      expect(onLogin).not.toHaveBeenCalled();
    });

    it('keeps a refused password in the dialog to try again (spec §8), handing nothing back', async () => {
      refuseLogin = true;
      const onLogin = vi.fn();
      await signInThroughModal(onLogin);
      expect(await screen.findByText('账号或密码错误')).toBeTruthy();
      expect(handedBack).toEqual([]);
      expect(useAppStore.getState().loginModal).toBe(true);
    });
  });

  it('opens over the page, runs the callback after login and closes', async () => {
    const onLogin = vi.fn();
    renderModal();
    expect(screen.queryByTestId('login-panel')).toBeNull();
    act(() => requestLogin({ onLogin }));
    await screen.findByTestId('login-panel');
    expect(screen.getByRole('button', { name: /close|关闭/i })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('手机号/邮箱'), {
      target: { value: '13800000004' },
    });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Moyue2026' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(onLogin).toHaveBeenCalledOnce());
    expect(useAppStore.getState().user?.RealName).toBe('周文若');
    expect(useAppStore.getState().loginModal).toBe(false);
  });

  it('can be opened without a close button', async () => {
    renderModal();
    act(() => requestLogin({ closable: false }));
    await screen.findByTestId('login-panel');
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
  });

  it('closes by its close button without running the callback', async () => {
    const onLogin = vi.fn();
    renderModal();
    act(() => requestLogin({ onLogin }));
    await screen.findByTestId('login-panel');
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(useAppStore.getState().loginModal).toBe(false);
    expect(onLogin).not.toHaveBeenCalled();
  });
});
