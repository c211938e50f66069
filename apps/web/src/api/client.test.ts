import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNING_TEST_VECTORS } from '@moyue/contracts/signing-vectors';
import { signParams } from '@moyue/contracts/signing';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import {
  bound,
  clearCookies,
  fakeFetch,
  ok,
  refused,
  requestUrl,
  tokenIsValid,
} from '../test/fake-server';

const handlers = () => ({ onTokenInvalid: vi.fn(), onBindMobile: vi.fn(), onToast: vi.fn() });

describe('the API client', () => {
  beforeEach(() => clearCookies());

  it.each(SIGNING_TEST_VECTORS)(
    'signs in the browser exactly as the published vector: $name',
    async (vector) => {
      const { Token } = await signParams(
        vector.deviceKey,
        vector.method,
        vector.path,
        vector.params,
      );
      expect(Token).toBe(vector.token);
    },
  );

  it('binds the device before the first call, then signs the call with its key', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound('dt-1', 'key-1') : ok({ ItemList: [] }),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: handlers() });
    await client.get('/v1/api/ad/recommend');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/api/device/bind',
      '/v1/api/ad/recommend',
    ]);
    expect(server.requests[0]!.params).toMatchObject({ Title: '墨阅书店' });
    const call = server.requests[1]!;
    expect(call.params).toMatchObject({
      DeviceToken: 'dt-1',
      AppId: '7',
      ApiName: '/v1/api/ad/recommend',
      BridgePlatformName: 'web',
    });
    expect(call.params.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await tokenIsValid(call, 'key-1')).toBe(true);
    expect(document.cookie).toContain('deviceToken=dt-1');
  });

  it('sends POST parameters as a form body and normalises a path without its slash', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok([]),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: handlers() });
    await client.post('v1/api/history/hot-search-words', { cp: 2, ps: 6 });
    const call = server.requests[1]!;
    expect(call.path).toBe('/v1/api/history/hot-search-words');
    expect(call.contentType).toContain('application/x-www-form-urlencoded');
    expect(call.params).toMatchObject({ cp: '2', ps: '6' });
    expect(await tokenIsValid(call, 'key-1')).toBe(true);
  });

  it('uses a new nonce for every call', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok(null),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: handlers() });
    await client.get('/a');
    await client.get('/a');
    expect(server.requests[1]!.params.nonce).not.toBe(server.requests[2]!.params.nonce);
  });

  it('re-binds the device and retries once when told to bind first', async () => {
    let calls = 0;
    const server = fakeFetch((request) => {
      if (request.path === '/v1/api/device/bind') return bound(`dt-${calls}`, `key-${calls}`);
      calls += 1;
      return calls === 1 ? refused(40, '请先绑定设备', 401) : ok('done');
    });
    const client = createApiClient({ fetchImpl: server.impl, handlers: handlers() });
    await expect(client.get('/x')).resolves.toBe('done');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v1/api/device/bind',
      '/x',
      '/v1/api/device/bind',
      '/x',
    ]);
    expect(await tokenIsValid(server.requests[3]!, 'key-1')).toBe(true);
  });

  it('code 34: reports the expired login in the spec words and throws', async () => {
    const h = handlers();
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : refused(34, 'AccessToken错误'),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: h });
    await expect(client.get('/x')).rejects.toEqual(new ApiError(34, 'AccessToken错误'));
    expect(h.onTokenInvalid).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('code 201: raises the bind-mobile flag once', async () => {
    const h = handlers();
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : refused(201, '请绑定手机号'),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: h });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(h.onBindMobile).toHaveBeenCalledTimes(1);
  });

  it('code 21: shows the Description as an error toast; code 11 stays silent', async () => {
    const h = handlers();
    let code = 21;
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : refused(code, '操作过于频繁'),
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: h });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(h.onToast).toHaveBeenCalledWith('操作过于频繁');
    code = 11;
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(h.onToast).toHaveBeenCalledTimes(1);
  });

  it('reads integers of 16 or more digits as strings', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind'
        ? bound()
        : {
            body: '{"Success":true,"Code":0,"Description":"","Data":{"Id":1234567890123456789,"Small":42,"Text":"12345678901234567"}}',
          },
    );
    const client = createApiClient({ fetchImpl: server.impl, handlers: handlers() });
    await expect(client.get('/x')).resolves.toEqual({
      Id: '1234567890123456789',
      Small: 42,
      Text: '12345678901234567',
    });
  });

  it('turns a network failure into an ApiError', async () => {
    const server = fakeFetch(() => bound());
    const failing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (requestUrl(input).includes('device/bind')) return server.impl(input, init);
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const client = createApiClient({ fetchImpl: failing, handlers: handlers() });
    await expect(client.get('/x')).rejects.toEqual(new ApiError(-1, '网络异常，请稍后再试'));
  });

  it('settled() waits for the calls sent before it, answered or failed, and no longer than told', async () => {
    const server = fakeFetch((request) =>
      request.path === '/v1/api/device/bind' ? bound() : ok(null),
    );
    const gates = new Map<string, () => void>();
    const held = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(requestUrl(input), 'http://localhost').pathname;
      if (path !== '/v1/api/device/bind')
        await new Promise<void>((resolve) => gates.set(path, resolve));
      if (path === '/fails') throw new TypeError('Failed to fetch');
      return server.impl(input, init);
    }) as typeof fetch;
    const client = createApiClient({ fetchImpl: held, handlers: handlers() });
    const idleFrom = Date.now();
    await client.settled(10_000);
    expect(Date.now() - idleFrom).toBeLessThan(5_000);

    const answered = client.get('/answered');
    const failed = client.get('/fails').catch(() => 'failed');
    let done = false;
    const settled = client.settled(10_000).then(() => (done = true));
    const later = client.get('/later');
    // Each is signed first (WebCrypto): they reach the network in any order.
    await vi.waitFor(
      () => expect([...gates.keys()].sort()).toEqual(['/answered', '/fails', '/later']),
      { timeout: 10_000 },
    );
    gates.get('/answered')!();
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    gates.get('/fails')!();
    expect(await failed).toBe('failed');
    await settled;
    expect(done).toBe(true);

    // A call that is never answered holds it only as long as told.
    const started = Date.now();
    await client.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    gates.get('/later')!();
    await later;
  });
});
