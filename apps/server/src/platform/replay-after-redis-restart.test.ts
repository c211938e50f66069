import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@moyue/contracts/codes';
import { ServiceMessages } from '@moyue/contracts/messages';
import { SignatureMessages, signParams } from '@moyue/contracts/signing';
import { buildApp } from '../app.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedParams,
  type TestApp,
  type TestDevice,
} from '../testing/test-app.ts';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './redis-server.test-kit.ts';

// Issue 12 item 5: a signed request used before Redis was flushed or restarted
// empty must not be accepted again inside the 300 s window; /healthz reports
// Redis as it is; while Redis is down signed calls answer 503, not hang or 500.

const HOT_WORDS = '/v1/api/history/hot-search-words';

const replayed = {
  Success: false,
  Data: null,
  Code: Code.BadSignature,
  Description: SignatureMessages.Replayed,
};
const unavailable = {
  Success: false,
  Data: null,
  Code: Code.ServiceUnavailable,
  Description: ServiceMessages.Unavailable,
};

/** A signed POST, ready to be sent (and sent again) as is. */
async function signHotWords(device: TestDevice): Promise<string> {
  const params = await signParams(device.DeviceKey, 'POST', HOT_WORDS, {
    ...signedParams(device, HOT_WORDS),
  });
  return new URLSearchParams(params).toString();
}

const send = (app: FastifyInstance, body: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: HOT_WORDS,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const redisHealth = async (app: FastifyInstance): Promise<unknown> =>
  (await app.inject({ method: 'GET', url: '/healthz' })).json<{ Data: { Redis: boolean } }>().Data
    .Redis;

/**
 * Timestamps carry whole seconds and the store refuses every request issued
 * before the moment it came back, so a request signed in that same second is
 * refused too (it may have been used just before the flush): a fresh one is
 * signed once that second is over.
 */
const nextSecond = () => sleep(1_000 - (Date.now() % 1_000) + 20);

describe.runIf(hasRedisServer).each(TEST_DATABASES)(
  'replay protection across a Redis flush or restart (%s)',
  (kind) => {
    let redis: PrivateRedis;
    let admin: Redis;
    let t: TestApp;
    let other: FastifyInstance;
    let device: TestDevice;
    beforeAll(async () => {
      redis = await startPrivateRedis();
      admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      admin.on('error', () => undefined);
      await admin.connect();
      t = await createTestApp(kind, { env: { REDIS_URL: redis.url } });
      // A second API process on the same database and Redis.
      other = await buildApp(
        { ...t.config, databaseUrl: undefined },
        {
          logger: false,
          database: t.database,
        },
      );
      device = await bindDevice(t.app);
    });
    afterAll(async () => {
      await other?.close();
      await t?.close();
      admin?.disconnect();
      await redis?.stop();
    });

    it('refuses after FLUSHALL a request used before it, in every process; a fresh one works', async () => {
      const usedOnFirst = await signHotWords(device);
      const usedOnSecond = await signHotWords(device);
      expect((await send(t.app, usedOnFirst)).json()).toMatchObject({ Success: true });
      expect((await send(other, usedOnSecond)).json()).toMatchObject({ Success: true });
      expect((await send(other, usedOnFirst)).json()).toEqual(replayed);

      expect(await admin.flushall()).toBe('OK');

      // Each process notices the flush on its next claim, whoever saw it first.
      const replayOnSecond = await send(other, usedOnFirst);
      expect(replayOnSecond.statusCode).toBe(401);
      expect(replayOnSecond.json()).toEqual(replayed);
      expect((await send(t.app, usedOnSecond)).json()).toEqual(replayed);
      expect((await send(t.app, usedOnFirst)).json()).toEqual(replayed);

      await nextSecond();
      const fresh = await send(t.app, await signHotWords(device));
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toMatchObject({ Success: true, Code: 0 });
      expect((await send(other, await signHotWords(device))).json()).toMatchObject({
        Success: true,
      });
    });

    it('reports Redis live in /healthz, answers 503 while it is down, and refuses the old request after a restart', async () => {
      const used = await signHotWords(device);
      expect((await send(t.app, used)).json()).toMatchObject({ Success: true });
      expect(await redisHealth(t.app)).toBe(true);

      await redis.kill();
      expect(await redisHealth(t.app)).toBe(false);
      const started = Date.now();
      const whileDown = await send(t.app, await signHotWords(device));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(whileDown.statusCode).toBe(503);
      expect(whileDown.json()).toEqual({
        ...unavailable,
        RequestId: whileDown.headers['x-request-id'],
      });
      // The request was never claimed; it is still refused later, as stale or as before the restart.

      await redis.start();
      await expect.poll(() => redisHealth(t.app), { timeout: 15_000, interval: 100 }).toBe(true);
      await expect.poll(() => redisHealth(other), { timeout: 15_000, interval: 100 }).toBe(true);

      const replay = await send(t.app, used);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual(replayed);
      expect((await send(other, used)).json()).toEqual(replayed);

      await nextSecond();
      expect((await send(t.app, await signHotWords(device))).json()).toMatchObject({
        Success: true,
        Code: 0,
      });
    });
  },
);
