import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@moyue/contracts/envelope';
import { loadConfig } from '../../config.ts';
import { randomIp } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

const defaults = loadConfig({}).limits;
const bind = (t: TestApp, ip: string) =>
  t.app.inject({ method: 'POST', url: '/v1/api/device/bind', remoteAddress: ip });
const envelope = (response: LightMyRequestResponse) => response.json<Envelope<unknown>>();
const storedFrom = async (t: TestApp, ip: string) =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM devices WHERE created_ip = $1',
        [ip],
      )
    )[0]?.n,
  );

// Issue 12: device/bind is unsigned and stores a row per call — 500 binds in 5.7 s were all kept.
describe.each(TEST_DATABASES)('POST /v1/api/device/bind caps per address (%s)', (kind) => {
  let t: TestApp;
  let daily: TestApp;
  beforeAll(async () => {
    // The real default caps (the test app raises them for the other suites).
    t = await createTestApp(kind, {
      env: {
        DEVICE_BIND_LIMIT_PER_MINUTE: String(defaults.deviceBindPerMinute),
        DEVICE_BIND_LIMIT_PER_DAY: String(defaults.deviceBindPerDay),
      },
    });
    daily = await createTestApp(kind, {
      env: { DEVICE_BIND_LIMIT_PER_MINUTE: '1000', DEVICE_BIND_LIMIT_PER_DAY: '5' },
    });
  });
  afterAll(() => Promise.all([t.close(), daily.close()]));

  it('defaults to 60 a minute and 600 a day per address', () => {
    expect(defaults).toMatchObject({ deviceBindPerMinute: 60, deviceBindPerDay: 600 });
  });

  it('refuses a flood from one address beyond 60 a minute (429, Retry-After, a Chinese Description) and stores none of the refused', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 80 }, () => bind(t, ip)));
    const bound = answers.filter((answer) => envelope(answer).Success);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(bound).toHaveLength(60);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      const wait = Number(answer.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(envelope(answer)).toEqual({
        Success: false,
        Data: null,
        Code: 429,
        Description:
          wait < 60 ? `设备注册过于频繁，请${wait}秒后再试` : '设备注册过于频繁，请1分钟后再试',
      });
    }
    expect(await storedFrom(t, ip)).toBe(60);
    // Another address binds as usual, and gets a working pair.
    const other = await bind(t, randomIp());
    expect(other.statusCode).toBe(200);
    expect(envelope(other)).toMatchObject({
      Success: true,
      Data: { DeviceToken: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown },
    });
  });

  it('counts an IPv6 client by its /64', async () => {
    const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
    for (let i = 0; i < 60; i++)
      expect(envelope(await bind(t, `${prefix}::${(i + 1).toString(16)}`)).Success).toBe(true);
    const neighbour = await bind(t, `${prefix}:ffff:0:0:1`);
    expect(neighbour.statusCode).toBe(429);
    expect(envelope(neighbour).Code).toBe(429);
    expect(
      envelope(await bind(t, `2001:db8:${randomInt(0x10000).toString(16)}:1::1`)).Success,
    ).toBe(true);
  });

  it('caps binds per day as well, saying how many hours are left', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect(envelope(await bind(daily, ip)).Success).toBe(true);
    const refused = await bind(daily, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(envelope(refused)).toEqual({
      Success: false,
      Data: null,
      Code: 429,
      Description: '设备注册过于频繁，请24小时后再试',
    });
    expect(await storedFrom(daily, ip)).toBe(5);
    expect(envelope(await bind(daily, randomIp())).Success).toBe(true);
  });
});
