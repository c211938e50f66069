import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHttp } from './http.ts';
import { registerSpa } from './spa.ts';

// issue 16: the build's .br/.gz twins are sent as they are, index.html included.
describe('registerSpa precompressed files', () => {
  const script = 'console.log("墨阅");'.repeat(200);
  const html = `<!doctype html><html><head><title>墨阅</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-spa-'));
    await fs.mkdir(path.join(dist, 'assets'));
    const twins = async (file: string, body: string) => {
      await fs.writeFile(file, body);
      await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(body));
      await fs.writeFile(`${file}.gz`, zlib.gzipSync(body));
    };
    await twins(path.join(dist, 'assets', 'main-AbCdEf12.js'), script);
    await twins(path.join(dist, 'index.html'), html);
    await fs.writeFile(
      path.join(dist, 'assets', 'seal-AbCdEf12.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    app = Fastify();
    // With the app's security headers, as in app.ts.
    await registerHttp(app);
    await registerSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends a hashed asset’s brotli or gzip twin, cached for a year', async () => {
    const br = await get('/assets/main-AbCdEf12.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/main-AbCdEf12.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/main-AbCdEf12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers an SPA path with index.html’s twin, revalidated', async () => {
    const response = await get('/wrap/index', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(html);
  });

  it('sends a document every security header, a built script only nosniff and its resource policy', async () => {
    const page = await get('/wrap/index');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBeDefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const asset = await get('/assets/main-AbCdEf12.js', 'br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-xss-protection',
    ])
      expect(asset.headers[name]).toBeUndefined();

    // a built picture a browser may open as a document keeps them
    const svg = await get('/assets/seal-AbCdEf12.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    // and so does whatever is not a built file, whatever its path looks like
    for (const url of [
      '/assets/missing-AbCdEf12.js',
      '/assets/..%2Fwrap%2Findex',
      '/wrap/index.js',
    ]) {
      const other = await get(url);
      expect(other.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});
