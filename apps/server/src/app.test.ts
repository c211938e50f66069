import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { migrate } from './platform/migrate.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from './testing/test-app.ts';

describe('configuration', () => {
  it('runs with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustedProxies).toEqual([]);
    expect(config.signatureWindowSeconds).toBe(300);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('reads TRUSTED_PROXIES as a list', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });
});

describe.each(TEST_DATABASES)('platform (%s)', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><title>墨阅</title><div id="root"></div></html>',
    );
    await fs.writeFile(
      path.join(webDist, 'assets', 'index-Bx3kQ9aZ.js'),
      `console.info(${JSON.stringify('x'.repeat(4000))});`,
    );
    await fs.writeFile(
      path.join(webDist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    t = await createTestApp(kind, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('answers /healthz with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toMatchObject({
      Success: true,
      Data: { Status: 'ok', Database: kind, Contents: 0 },
    });
  });

  it('applies migrations once: a second run changes nothing', async () => {
    expect(await migrate(t.database)).toEqual([]);
  });

  it('serves the SPA for every history-mode path, revalidated', async () => {
    for (const url of ['/', '/wrap/index', '/wrap/center/bookShelf?x=1', '/press/index']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Bx3kQ9aZ.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Bx3kQ9aZ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with an envelope, not the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      Success: false,
      Data: null,
      Code: 404,
      Description: '请求的地址不存在',
    });
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing-Abcdefgh.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('sends security headers with a strict CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wrap/index' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('documents every call at /docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/v1/api/device/bind',
      '/rsa/create',
      '/v1/api/history/hot-search-words',
      '/v1/api/ad/recommend',
      '/healthz',
    ]) {
      expect(spec.paths).toHaveProperty([path]);
    }
  });

  it('turns a malformed form body into a clear envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/api/device/bind',
      payload: '{"Title":1}',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ Success: false, Description: '不支持的请求格式' });
  });
});
