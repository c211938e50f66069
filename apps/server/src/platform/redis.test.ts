import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_COMMAND_TIMEOUT_MS, connectRedis } from './redis.ts';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from './redis-server.test-kit.ts';

/** Keeps the thread busy, as a long embedded PGlite query on a loaded machine does. */
function holdThread(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

// A redis-server of the file's own: CLIENT PAUSE stops every client of the server it is sent to.
describe.runIf(hasRedisServer)('the command timeout of connectRedis', () => {
  let server: PrivateRedis;
  let redis: Redis;
  let admin: Redis;

  beforeAll(async () => {
    server = await startPrivateRedis();
    redis = await connectRedis(server.url);
    admin = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await admin.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    admin.disconnect();
    await server.stop();
  });

  it('answers a command whose reply came while the thread was busy past the timeout', async () => {
    const answer = redis.ping();
    // The reply comes within milliseconds, but is read only after the thread is free again,
    // when the timeout's timer is due too: ioredis's own commandTimeout failed it here.
    holdThread(REDIS_COMMAND_TIMEOUT_MS + 500);
    await expect(answer).resolves.toBe('PONG');
  });

  it('fails a command that Redis leaves unanswered, after the timeout', async () => {
    // Redis holds every command for a while longer than the timeout (then answers them).
    await admin.call('CLIENT', 'PAUSE', String(REDIS_COMMAND_TIMEOUT_MS + 500), 'ALL');
    const started = Date.now();
    await expect(redis.get('moyue-test:paused')).rejects.toThrow('Command timed out');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 2);
    // the client goes on: the next command is answered once the pause is over
    await expect(redis.ping()).resolves.toBe('PONG');
  });
});
