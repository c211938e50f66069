import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '@moyue/contracts/signing';
import { insertUser, lastCode } from '../testing/api-helpers.ts';
import { bindDevice, createTestApp, signedParams, type TestApp } from '../testing/test-app.ts';
import { MemoryNonceStore } from './nonce-store.ts';

/** A nonce store that fails like a driver (its message naming the statement's parameters) on one nonce. */
class FailingNonceStore extends MemoryNonceStore {
  override async claim(nonce: string, ttlSeconds: number, issuedAt?: Date): Promise<boolean> {
    if (nonce.endsWith(':fail-here-0001'))
      throw new Error('Failed query: select 1\nparams: secret-param-value');
    return super.claim(nonce, ttlSeconds, issuedAt);
  }
}

/** Every JSON line the app logged, parsed. */
interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
  [key: string]: unknown;
}

describe('logs (issue 21: request ids on every line, no secrets)', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logged = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      // production: the outbox keeps its codes out of the log (the demo's e2e reads them there)
      env: { LOG_LEVEL: 'info', NODE_ENV: 'production', TRUSTED_PROXIES: '10.9.0.0/16' },
      deps: {
        logger: true,
        logStream: { write: (line) => void lines.push(line) },
        nonceStore: new FailingNonceStore(),
      },
    });
  });
  afterAll(() => t.close());

  it('keeps passwords, tokens, signatures, device keys and codes out of every line', async () => {
    const password = 'Pw-never-logged-7301';
    const user = await insertUser(t, { password });
    const device = await bindDevice(t.app);
    const send = async (method: 'GET' | 'POST', path: string, params: Record<string, string>) => {
      const signed = await signParams(device.DeviceKey, method, path, {
        ...signedParams(device, path),
        ...params,
      });
      const response =
        method === 'GET'
          ? await t.app.inject({ method, url: path, query: signed })
          : await t.app.inject({
              method,
              url: path,
              payload: new URLSearchParams(signed).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
      return { signed, response };
    };
    const login = await send('POST', '/v1/api/userinfo/login', {
      account: user.phone!,
      password,
    });
    const token = login.response.json<{ Data: { AccessToken: string } }>().Data.AccessToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The web client's GET calls carry AccessToken and the signature in the query string.
    const detail = await send('GET', '/v1/api/user/detail', { AccessToken: token });
    expect(detail.response.json()).toMatchObject({ Success: true });
    const withCookie = await t.app.inject({
      method: 'GET',
      url: `/v1/api/device/bind?AccessToken=${token}`,
      headers: { cookie: `access_token=${token}`, authorization: `Bearer ${token}` },
    });
    expect(withCookie.statusCode).toBeGreaterThan(0);
    await send('POST', '/v1/api/sms/create', { account: user.phone!, type: '8' });
    const code = await lastCode(t, user.phone!);

    const output = lines.join('');
    expect(output).toContain('/v1/api/user/detail');
    for (const secret of [
      password,
      token,
      device.DeviceKey,
      device.DeviceToken,
      detail.signed.Token!,
      login.signed.Token!,
      code,
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output).not.toContain(secret);
    }
  });

  it('puts the request id on every line of a request, the service lines too, and on the answer', async () => {
    lines.length = 0;
    const device = await bindDevice(t.app);
    const phone = (await insertUser(t)).phone!;
    const path = '/v1/api/sms/create';
    const signed = await signParams(device.DeviceKey, 'POST', path, {
      ...signedParams(device, path),
      account: phone,
      type: '8',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(signed).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f]{16}$/);
    const ours = logged().filter((line) => line.reqId === requestId);
    // incoming request, the outbox line (logged through app.log by the accounts module), completed
    expect(ours.map((line) => line.msg)).toEqual([
      'incoming request',
      expect.stringMatching(/^outbox sms to /),
      'request completed',
    ]);
    // the device binding before it is a request of its own: no line goes without an id
    expect(logged().filter((line) => typeof line.reqId !== 'string')).toEqual([]);
    // once per line: request.log binds it, the mixin adds it only to the other loggers' lines
    expect(lines.filter((line) => line.split('"reqId"').length !== 2)).toEqual([]);
    expect(ours[0]?.req?.url).toBe(path);
  });

  it('keeps an X-Request-Id only from a trusted proxy, and only a plain short one', async () => {
    const ask = async (remoteAddress: string, id: string) =>
      String(
        (
          await t.app.inject({
            method: 'GET',
            url: '/healthz',
            remoteAddress,
            headers: { 'x-request-id': id },
          })
        ).headers['x-request-id'],
      );
    expect(await ask('10.9.3.4', 'nginx-1f2e3d')).toBe('nginx-1f2e3d');
    expect(await ask('8.8.8.8', 'forged-id')).not.toBe('forged-id');
    expect(await ask('10.9.3.4', 'bad id\twith spaces')).toMatch(/^[0-9a-f]{16}$/);
    expect(await ask('10.9.3.4', 'x'.repeat(65))).toMatch(/^[0-9a-f]{16}$/);
  });

  it('names the request in the envelope of a failure whose cause only the log holds', async () => {
    const device = await bindDevice(t.app);
    const path = '/v1/api/user/detail';
    const signed = await signParams(device.DeviceKey, 'GET', path, {
      ...signedParams(device, path),
      nonce: 'fail-here-0001',
    });
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: path, query: signed });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(response.json()).toMatchObject({ Success: false, RequestId: requestId });
    const output = lines.join('');
    expect(output).toContain('unhandled error');
    expect(output).not.toContain('secret-param-value');
  });
});
