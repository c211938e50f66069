import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0001';

describe.each(TEST_DATABASES)('GET /metrics (issue 21, %s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const wrong = await scrape('Bearer wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status class, with latency, pool, queue and process', async () => {
    await t.database.query(
      `INSERT INTO jobs (kind, state) VALUES ('ops-test', 'queued'), ('ops-test', 'queued'), ('ops-test', 'failed')`,
    );
    for (const path of ['/healthz', '/healthz', '/no/such/page?AccessToken=abc'])
      await t.app.inject({ method: 'GET', url: path });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/healthz",status_class="2xx"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/healthz",status_class="2xx"\} \d+$/m,
    );
    // no raw address (nor its query) becomes a label
    expect(text).toMatch(/route="unmatched"/);
    expect(text).not.toContain('/no/such/page');
    expect(text).toMatch(/^job_queue_jobs\{state="queued"\} 2$/m);
    expect(text).toMatch(/^job_queue_jobs\{state="failed"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    if (kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    else expect(text).not.toContain('db_pool_connections');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('does not exist: 404 with or without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
    expect(withToken.body).not.toContain('http_requests_total');
  });
});
