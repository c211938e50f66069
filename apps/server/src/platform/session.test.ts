import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { SessionStore, hashAccessToken } from './session.ts';

const HOUR = 3_600;

describe.each(TEST_DATABASES)('access tokens (%s)', (kind) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [row] = await t.database.query<{ id: string }>(
      "INSERT INTO users (external_id, real_name) VALUES ('u-session-test', '测试') RETURNING id",
    );
    userId = Number(row!.id);
  });
  afterAll(() => t.close());

  const storeAt = (at: Date) => new SessionStore(t.database.db, HOUR, () => at);

  it('issues 256-bit tokens and stores only their SHA-256', async () => {
    const store = storeAt(new Date());
    const { token, expiresAt } = await store.create({ userId, deviceId: null, ip: '127.0.0.1' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM access_tokens WHERE user_id = $1',
      [userId],
    );
    expect(rows.map((row) => row.token_hash)).toContain(hashAccessToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(HOUR * 1000 - 5_000);
  });

  it('resolves a live token to its user and nothing else', async () => {
    const store = storeAt(new Date());
    const { token, sessionId } = await store.create({ userId, deviceId: null, ip: null });
    expect(await store.resolve(token)).toEqual({ userId, sessionId });
    expect(await store.resolve(`${token}x`)).toBeNull();
    expect(await store.resolve('')).toBeNull();
    expect(await store.resolve('a'.repeat(5_000))).toBeNull();
  });

  it('stops resolving a token once it has expired', async () => {
    const issuedAt = new Date('2030-01-01T00:00:00Z');
    const { token } = await storeAt(issuedAt).create({ userId, deviceId: null, ip: null });
    const justBefore = new Date(issuedAt.getTime() + HOUR * 1000 - 1_000);
    const justAfter = new Date(issuedAt.getTime() + HOUR * 1000 + 1_000);
    expect(await storeAt(justBefore).resolve(token)).toMatchObject({ userId });
    expect(await storeAt(justAfter).resolve(token)).toBeNull();
  });

  it('stops resolving a revoked token, and revokes every session of a user at once', async () => {
    const store = storeAt(new Date());
    const first = await store.create({ userId, deviceId: null, ip: null });
    const second = await store.create({ userId, deviceId: null, ip: null });
    await store.revoke(first.sessionId);
    expect(await store.resolve(first.token)).toBeNull();
    expect(await store.resolve(second.token)).not.toBeNull();
    await store.revokeAllOfUser(userId);
    expect(await store.resolve(second.token)).toBeNull();
  });
});
