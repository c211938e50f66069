import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('POST /v1/api/device/bind (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers a DeviceToken and DeviceKey without a signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/device/bind',
      payload: 'Title=%E5%A2%A8%E9%98%85%E4%B9%A6%E5%BA%97&promotionCode=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      Success: boolean;
      Data: { DeviceToken: string; DeviceKey: string };
    }>();
    expect(body.Success).toBe(true);
    expect(body.Data.DeviceToken).toMatch(/^[0-9a-f]{32}$/);
    expect(body.Data.DeviceKey).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.database.query<{ title: string; promotion_code: string }>(
      'SELECT title, promotion_code FROM devices WHERE token = $1',
      [body.Data.DeviceToken],
    );
    expect(row).toEqual({ title: '墨阅书店', promotion_code: 'abc' });
  });

  it('accepts an empty body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/api/device/bind' });
    expect(response.json()).toMatchObject({ Success: true });
  });

  it('never hands out the key of an existing device for its public token', async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/v1/api/device/bind' })).json<{
      Data: { DeviceToken: string; DeviceKey: string };
    }>();
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/api/device/bind',
        payload: { DeviceToken: first.Data.DeviceToken },
      })
    ).json<{ Data: { DeviceToken: string; DeviceKey: string } }>();
    expect(second.Data.DeviceKey).not.toBe(first.Data.DeviceKey);
    expect(second.Data.DeviceToken).not.toBe(first.Data.DeviceToken);
  });

  it('refuses an over-long Title with a clear envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/device/bind',
      payload: { Title: '书'.repeat(101) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Data: null,
      Code: 400,
      Description: '参数错误：Title',
    });
  });
});
