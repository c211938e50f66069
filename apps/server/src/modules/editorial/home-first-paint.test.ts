import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { homeFirstPaint, homeFirstPaintHook } from './home-first-paint.ts';

const INDEX = '<html><body><div id="root"></div></body></html>';
const banner = {
  contents: '读书月 & "共读"',
  url: '/wrap/topic?id=1',
  coverUrl: '/files/public/b.svg',
  platformName: 'web',
};
const request = (url: string) =>
  ({ url, log: { warn: () => undefined } }) as unknown as FastifyRequest;

// issue 16: home's largest paint on a phone is its first banner; its HTML carries it.
describe('home first paint', () => {
  it('draws the first banner, escaped, at the size the app draws it', () => {
    const html = homeFirstPaint(banner);
    expect(html).toContain(
      '<a href="/wrap/topic?id=1" title="读书月 &#38; &#34;共读&#34;"><img src="/files/public/b.svg" alt="读书月 &#38; &#34;共读&#34;" width="1200" height="400" fetchpriority="high" /></a>',
    );
    expect(html).toContain('aspect-ratio:3/1');
    expect(html).toContain('class="first-paint first-paint-home"');
  });

  it('links only the site’s own paths and web addresses', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'data:x'])
      expect(homeFirstPaint({ ...banner, url }), url).toContain('<a><img');
    expect(homeFirstPaint({ ...banner, url: 'https://x.cn/a' })).toContain('href="https://x.cn/a"');
  });

  it('is put in the root of home and of the addresses that lead there, nowhere else', async () => {
    const hook = homeFirstPaintHook({ listForWeb: () => Promise.resolve([banner]) });
    for (const url of ['/', '/wrap', '/wrap/index', '/wrap/index?from=app'])
      expect(await hook(INDEX, request(url)), url).toContain(
        '<div id="root"><style>.first-paint-home',
      );
    for (const url of ['/wrap/help', '/wrap/index/x', '/wrap/details/book?id=1'])
      expect(await hook(INDEX, request(url)), url).toBe(INDEX);
  });

  it('leaves the page as built without banners, or when they cannot be read', async () => {
    const none = homeFirstPaintHook({ listForWeb: () => Promise.resolve([]) });
    expect(await none(INDEX, request('/wrap/index'))).toBe(INDEX);
    const failing = homeFirstPaintHook({
      listForWeb: () => Promise.reject(new Error('database away')),
    });
    expect(await failing(INDEX, request('/wrap/index'))).toBe(INDEX);
  });
});
