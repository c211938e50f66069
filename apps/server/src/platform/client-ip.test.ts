import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

async function boundIp(
  t: TestApp,
  headers: Record<string, string>,
  remoteAddress: string,
): Promise<string | undefined> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/api/device/bind',
    headers,
    remoteAddress,
  });
  const token = response.json<{ Data: { DeviceToken: string } }>().Data.DeviceToken;
  const [row] = await t.database.query<{ ip: string }>(
    'SELECT host(created_ip) AS ip FROM devices WHERE token = $1',
    [token],
  );
  return row?.ip;
}

describe('client IP (ARCHITECTURE: socket, or X-Forwarded-For only from TRUSTED_PROXIES)', () => {
  let open: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    open = await createTestApp('pglite');
    proxied = await createTestApp('pglite', { env: { TRUSTED_PROXIES: '10.0.0.5' } });
  });
  afterAll(async () => {
    await open.close();
    await proxied.close();
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await boundIp(open, { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')).toBe(
      '203.0.113.9',
    );
  });

  it('believes X-Forwarded-For from a trusted proxy', async () => {
    expect(await boundIp(proxied, { 'x-forwarded-for': '198.51.100.7' }, '10.0.0.5')).toBe(
      '198.51.100.7',
    );
  });

  it('ignores X-Forwarded-For from an untrusted peer even when proxies are configured', async () => {
    expect(await boundIp(proxied, { 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9')).toBe(
      '203.0.113.9',
    );
  });
});
