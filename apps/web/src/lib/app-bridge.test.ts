import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getNativeToken,
  handBackLogin,
  nativeApp,
  nativeLoginResult,
  type BridgeWindow,
} from './app-bridge';

function fakeWindow(search: string, extra: Partial<BridgeWindow> = {}): BridgeWindow {
  const store = new Map<string, string>();
  return {
    location: { search },
    sessionStorage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    ...extra,
  };
}

afterEach(() => vi.useRealTimers());

describe('app bridge (spec §1)', () => {
  it('knows the app by ?appId 12 (Android) or 13 (iOS) and remembers it for the tab', () => {
    const win = fakeWindow('?appId=12');
    expect(nativeApp(win)).toBe(12);
    win.location.search = '';
    expect(nativeApp(win)).toBe(12);
    expect(nativeApp(fakeWindow('?appId=13'))).toBe(13);
    expect(nativeApp(fakeWindow('?appId=7'))).toBeNull();
    expect(nativeApp(fakeWindow(''))).toBeNull();
  });

  it('reads the token from the Android bridge', async () => {
    const win = fakeWindow('?appId=12', { MoyueAndroid: { getToken: () => 'tok-a' } });
    await expect(getNativeToken(win)).resolves.toBe('tok-a');
  });

  it('gets the token from iOS through the callback of its request', async () => {
    const posted: unknown[] = [];
    const win: BridgeWindow = fakeWindow('?appId=13', {
      webkit: {
        messageHandlers: {
          moyue: {
            postMessage: (message) => {
              posted.push(message);
              // The app answers another request first, then this one.
              setTimeout(() => {
                win.moyueBridgeCallback?.('other', 'wrong');
                win.moyueBridgeCallback?.(message.requestId ?? '', 'tok-i');
              }, 5);
            },
          },
        },
      },
    });
    await expect(getNativeToken(win)).resolves.toBe('tok-i');
    expect(posted).toEqual([{ action: 'getToken', requestId: expect.any(String) as string }]);
    expect(win.moyueBridgeCallback).toBeUndefined();
  });

  it('fails silently: no bridge, a throwing bridge, an empty token, no answer in time', async () => {
    await expect(getNativeToken(fakeWindow(''))).resolves.toBeNull();
    await expect(getNativeToken(fakeWindow('?appId=12'))).resolves.toBeNull();
    const throwing = fakeWindow('?appId=12', {
      MoyueAndroid: {
        getToken: () => {
          throw new Error('native crash');
        },
      },
    });
    await expect(getNativeToken(throwing)).resolves.toBeNull();
    const empty = fakeWindow('?appId=12', { MoyueAndroid: { getToken: () => '' } });
    await expect(getNativeToken(empty)).resolves.toBeNull();
    vi.useFakeTimers();
    const silent = fakeWindow('?appId=13', {
      webkit: { messageHandlers: { moyue: { postMessage: () => undefined } } },
    });
    const pending = getNativeToken(silent, 3_000);
    vi.advanceTimersByTime(3_000);
    await expect(pending).resolves.toBeNull();
  });

  it('builds the login result of spec §1', () => {
    expect(nativeLoginResult('tok')).toEqual({
      Success: true,
      Description: '登录成功',
      Data: 'tok',
    });
    expect(nativeLoginResult(null)).toEqual({ Success: false, Description: '登录失败', Data: '' });
  });

  it('hands the result back to Android and closes the web view', () => {
    const calls: string[] = [];
    const win = fakeWindow('?appId=12', {
      MoyueAndroid: {
        loginResult: (json) => calls.push(`result ${json}`),
        closeWebView: () => calls.push('close'),
      },
    });
    expect(handBackLogin('tok', win)).toBe(true);
    expect(calls).toEqual([
      'result {"Success":true,"Description":"登录成功","Data":"tok"}',
      'close',
    ]);
  });

  it('hands the result back to iOS and closes the web view', () => {
    const posted: unknown[] = [];
    const win = fakeWindow('?appId=13', {
      webkit: { messageHandlers: { moyue: { postMessage: (message) => posted.push(message) } } },
    });
    expect(handBackLogin(null, win)).toBe(true);
    expect(posted).toEqual([
      { action: 'loginResult', result: { Success: false, Description: '登录失败', Data: '' } },
      { action: 'closeWebView' },
    ]);
  });

  it('does nothing in a browser', () => {
    expect(handBackLogin('tok', fakeWindow(''))).toBe(false);
  });
});
