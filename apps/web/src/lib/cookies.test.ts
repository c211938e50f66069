import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { bound, clearCookies, fakeFetch, ok } from '../test/fake-server';
import { CookieName, getCookie, removeCookie, setCookie } from './cookies';

const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Counts the reads of document.cookie (each one a round trip to Chromium's network process). */
function countCookieReads() {
  const reads = vi.fn();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      reads();
      return cookieProperty.get!.call(document) as string;
    },
    set(value: string) {
      cookieProperty.set!.call(document, value);
    },
  });
  return reads;
}
/** Another tab, or the server, writing a cookie: not through this module. */
const writtenElsewhere = (text: string) => cookieProperty.set!.call(document, text);

describe('cookie reads (issue 16: one read of document.cookie a task)', () => {
  beforeEach(async () => {
    clearCookies();
    await nextTask();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'cookie');
  });

  it('reads document.cookie once for all the reads of one task', () => {
    setCookie(CookieName.DeviceToken, 'dt-1');
    setCookie(CookieName.DeviceKey, 'key-1');
    const reads = countCookieReads();
    expect(getCookie(CookieName.DeviceToken)).toBe('dt-1');
    expect(getCookie(CookieName.DeviceKey)).toBe('key-1');
    expect(getCookie(CookieName.AccessToken)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('sees its own writes at once, in the same task', () => {
    expect(getCookie(CookieName.AccessToken)).toBeNull();
    setCookie(CookieName.AccessToken, 'a-1');
    expect(getCookie(CookieName.AccessToken)).toBe('a-1');
    removeCookie(CookieName.AccessToken);
    expect(getCookie(CookieName.AccessToken)).toBeNull();
  });

  it('sees a cookie written elsewhere from the next task on', async () => {
    expect(getCookie(CookieName.UserInfo)).toBeNull();
    writtenElsewhere(`${CookieName.UserInfo}=${encodeURIComponent('{"Id":7}')}; path=/`);
    await nextTask();
    expect(getCookie(CookieName.UserInfo)).toBe('{"Id":7}');
  });

  it('signs the next call with the token an answer set, without waiting for a task', async () => {
    setCookie(CookieName.DeviceToken, 'dt-1');
    setCookie(CookieName.DeviceKey, 'key-1');
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound('dt-1', 'key-1');
      if (request.path === '/v1/api/user/login') {
        // Read in the task that carries the answer, which then sets access_token (Set-Cookie).
        expect(getCookie(CookieName.AccessToken)).toBeNull();
        writtenElsewhere('access_token=t-9; path=/');
      }
      return ok({});
    });
    const client = createApiClient({
      fetchImpl: server.impl,
      handlers: { onTokenInvalid: vi.fn(), onBindMobile: vi.fn(), onToast: vi.fn() },
    });
    expect(getCookie(CookieName.AccessToken)).toBeNull();
    await client.post('/v1/api/user/login', {});
    await client.get('/v1/api/user/info');
    expect(server.requests.at(-1)?.params.AccessToken).toBe('t-9');
  });
});
