import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { Code } from '@moyue/contracts/codes';
import { SIGNING_TEST_VECTORS } from '@moyue/contracts/signing-vectors';
import {
  SignatureMessages,
  computeToken,
  formatSignTimestamp,
  parseSignTimestamp,
} from '@moyue/contracts/signing';
import { MemoryNonceStore } from './nonce-store.ts';
import { createSignatureVerifier, expectedToken } from './request-signature.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedCall,
  signedParams,
  type TestApp,
  type TestDevice,
} from '../testing/test-app.ts';

const HOT_WORDS = '/v1/api/history/hot-search-words';

describe('published signing vectors on the server side', () => {
  it.each(SIGNING_TEST_VECTORS)('computes the vector token with node:crypto: $name', (vector) => {
    expect(expectedToken(vector.deviceKey, vector.method, vector.path, vector.params)).toBe(
      vector.token,
    );
  });

  it.each(SIGNING_TEST_VECTORS)('accepts exactly the vector token: $name', async (vector) => {
    const signedAt =
      parseSignTimestamp(vector.params.timestamp ?? '') ?? new Date('2026-01-01T00:00:00Z');
    const verify = createSignatureVerifier({
      windowSeconds: 300,
      // The store's clock is the vector's: a store refuses requests issued before it started.
      nonceStore: new MemoryNonceStore(() => signedAt.getTime()),
      findDevice: (token) => Promise.resolve({ id: 1, token, key: vector.deviceKey }),
      now: () => signedAt,
    });
    const params = {
      DeviceToken: 'dt',
      nonce: 'n',
      timestamp: formatSignTimestamp(signedAt),
      ...vector.params,
      Token: vector.token,
    };
    // Only vectors that carry every required parameter can pass the whole check; the others check the token alone.
    const token = await computeToken(vector.deviceKey, vector.method, vector.path, vector.params);
    expect(token).toBe(vector.token);
    if (vector.params.DeviceToken && vector.params.nonce && vector.params.timestamp) {
      const request = {
        method: vector.method.toUpperCase(),
        url: vector.path,
        query: {},
        body: params,
      } as unknown as FastifyRequest;
      await expect(verify(request)).resolves.toMatchObject({ key: vector.deviceKey });
    }
  });
});

describe.each(TEST_DATABASES)('request signatures (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  const refusal = (description: string) => ({
    Success: false,
    Code: Code.BadSignature,
    Data: null,
    Description: description,
  });

  it('answers a correctly signed POST', async () => {
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Success: true, Code: 0 });
  });

  it('answers a correctly signed GET with the parameters in the query', async () => {
    const response = await signedCall(t.app, device, 'GET', '/v1/api/ad/recommend');
    expect(response.json()).toMatchObject({ Success: true });
  });

  it('refuses an unsigned call', async () => {
    const response = await t.app.inject({ method: 'POST', url: HOT_WORDS });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(SignatureMessages.Missing));
  });

  it('refuses a bad Token', async () => {
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, {}, (p) => ({
      ...p,
      Token: '0'.repeat(64),
    }));
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });

  it('refuses a tampered parameter under a valid Token', async () => {
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, { cp: '1' }, (p) => ({
      ...p,
      cp: '2',
    }));
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });

  it('refuses a Token made for another path', async () => {
    const params = signedParams(device, HOT_WORDS);
    const Token = await computeToken(device.DeviceKey, 'POST', '/v1/api/ad/recommend', params);
    const response = await t.app.inject({
      method: 'POST',
      url: HOT_WORDS,
      payload: new URLSearchParams({ ...params, Token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });

  it('refuses a Token made for another method', async () => {
    const params = signedParams(device, '/v1/api/ad/recommend');
    const Token = await computeToken(device.DeviceKey, 'POST', '/v1/api/ad/recommend', params);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/api/ad/recommend',
      query: { ...params, Token },
    });
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });

  it('refuses a stale timestamp', async () => {
    const stale = formatSignTimestamp(new Date(Date.now() - 301_000));
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, { timestamp: stale });
    expect(response.json()).toEqual(refusal(SignatureMessages.Stale));
  });

  it('refuses a timestamp from the future beyond the window', async () => {
    const future = formatSignTimestamp(new Date(Date.now() + 301_000));
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, { timestamp: future });
    expect(response.json()).toEqual(refusal(SignatureMessages.Stale));
  });

  it('refuses a malformed timestamp', async () => {
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, {
      timestamp: '2026-13-45 99:00:00',
    });
    expect(response.json()).toEqual(refusal(SignatureMessages.Stale));
  });

  it('refuses a replayed nonce', async () => {
    const nonce = crypto.randomUUID();
    const first = await signedCall(t.app, device, 'POST', HOT_WORDS, { nonce });
    expect(first.json()).toMatchObject({ Success: true });
    const replay = await signedCall(t.app, device, 'POST', HOT_WORDS, { nonce });
    expect(replay.json()).toEqual(refusal(SignatureMessages.Replayed));
  });

  it('tells an unknown device to bind first', async () => {
    const response = await signedCall(
      t.app,
      { DeviceToken: 'f'.repeat(32), DeviceKey: 'k' },
      'POST',
      HOT_WORDS,
    );
    expect(response.json()).toEqual(refusal(SignatureMessages.UnknownDevice));
  });

  it('refuses a signature made with another device key', async () => {
    const other = await bindDevice(t.app);
    const response = await signedCall(
      t.app,
      { DeviceToken: device.DeviceToken, DeviceKey: other.DeviceKey },
      'POST',
      HOT_WORDS,
    );
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });

  it('refuses a wrong AppId', async () => {
    const response = await signedCall(t.app, device, 'POST', HOT_WORDS, { AppId: '8' });
    expect(response.json()).toEqual(refusal(SignatureMessages.Invalid));
  });
});
