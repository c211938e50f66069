import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { firstPaintOf, withFirstPaint } from './first-paint.ts';
import { withOpenGraph } from './open-graph.ts';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="墨阅知识服务平台：电子书、有声书与课程，机构馆藏与全文检索。"
    />
    <title>墨阅知识服务平台</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('withOpenGraph', () => {
  it('escapes every value and replaces the title and description', () => {
    const html = withOpenGraph(INDEX_HTML, {
      title: '"><script>alert(1)</script>',
      description: `a & b's <i>`,
      image: 'http://x.cn/c.svg?a=1&b=2',
      url: 'http://x.cn/wrap/details/book?id=1',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '<meta property="og:title" content="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" />',
    );
    expect(html).toContain('<meta name="description" content="a &#38; b&#39;s &#60;i&#62;" />');
    expect(html).toContain('content="http://x.cn/c.svg?a=1&#38;b=2"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; - 墨阅知识服务平台</title>',
    );
  });

  it('leaves out og:image without a cover', () => {
    const html = withOpenGraph(INDEX_HTML, { title: 't', description: 'd', image: '', url: 'u' });
    expect(html).not.toContain('og:image');
  });
});

// issue 16: the detail page's cover, title and abstract are in its HTML before any script runs.
describe('withFirstPaint', () => {
  it('puts the escaped cover, title, author and abstract in the root', () => {
    const html = withFirstPaint(INDEX_HTML, {
      title: '<b>论语</b>',
      author: '孔子 & 弟子',
      abstract: '"学而时习之"',
      cover: 'http://x.cn/c.svg?a=1&b=2',
    });
    const root = /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? '';
    expect(root).toContain('<h1>&#60;b&#62;论语&#60;/b&#62;</h1>');
    expect(root).toContain('<p>孔子 &#38; 弟子</p>');
    expect(root).toContain('<p>&#34;学而时习之&#34;</p>');
    expect(root).toContain(
      'src="http://x.cn/c.svg?a=1&#38;b=2" alt="&#60;b&#62;论语&#60;/b&#62;" width="300" height="420"',
    );
    expect(root).not.toContain('<b>');
  });

  it('gives a stored raster cover the srcset and sizes the app draws it with', () => {
    const sha = 'c'.repeat(64);
    // only the fields the first paint reads
    const detail = (fields: Partial<ContentDetail>) =>
      ({
        Title: '论语',
        Author: '',
        Abstracts: '',
        CoverUrl: `/files/public/${sha}.jpg`,
        ObjectType: 104,
        ...fields,
      }) as ContentDetail;
    const html = withFirstPaint(INDEX_HTML, firstPaintOf(detail({})));
    expect(html).toContain(
      `srcset="/files/public/${sha}.jpg?w=150 150w, /files/public/${sha}.jpg?w=230 230w, ` +
        `/files/public/${sha}.jpg?w=266 266w, /files/public/${sha}.jpg?w=300 300w" ` +
        `sizes="(max-width: 600px) 150px, 230px"`,
    );
    const course = firstPaintOf(detail({ ObjectType: 107 }));
    expect(withFirstPaint(INDEX_HTML, course)).toContain('sizes="(max-width: 600px) 100vw, 266px"');
    // drawn wide, 16:10, in a course's column
    expect(withFirstPaint(INDEX_HTML, course)).toContain('width="320" height="200"');
    expect(withFirstPaint(INDEX_HTML, course)).toContain('class="first-paint first-paint--course"');
    // a drawn (SVG) cover is one file for every width
    const svg = firstPaintOf(detail({ CoverUrl: `/files/public/${sha}.svg` }));
    expect(withFirstPaint(INDEX_HTML, svg)).not.toContain('srcset');
  });

  it('draws no image without a cover', () => {
    const html = withFirstPaint(INDEX_HTML, { title: 't', author: '', abstract: '', cover: '' });
    expect(html).not.toContain('<img');
    expect(html).toContain('<h1>t</h1>');
  });
});

// spec: a shared detail link previews with title, abstract and cover — the server renders them.
describe('Open Graph of detail pages (pglite)', () => {
  let t: TestApp;
  let webDist: string;
  let book: { id: string; title: string; cover: string };
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-og-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp('pglite', { seed: 'sample', env: { WEB_DIST: webDist } });
    const [row] = await t.database.query<{ id: string; title: string; cover: string }>(
      `SELECT c.id::text AS id, c.title, c.cover_sha256 AS cover FROM contents c
        WHERE c.external_id = 'bk-lunyu'`,
    );
    book = row!;
  }, 300_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'moyue.example' } });

  it('renders the book’s title, abstract, cover and address into index.html', async () => {
    const response = await page(`/wrap/details/book?id=${book.id}&fromUserExternalId=u-1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(`<meta property="og:title" content="${book.title}" />`);
    expect(html).toContain(`<title>${book.title} - 墨阅知识服务平台</title>`);
    expect(html).toContain(
      `<meta property="og:url" content="http://moyue.example/wrap/details/book?id=${book.id}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="http://moyue.example/files/public/${book.cover}.svg" />`,
    );
    const description = /property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(Array.from(description).length).toBeGreaterThan(10);
    expect(Array.from(description).length).toBeLessThanOrEqual(80);
    const root = /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? '';
    expect(root).toContain(`<h1>${book.title}</h1>`);
    expect(root).toContain(`src="/files/public/${book.cover}.svg"`);
    expect(root).toContain(description.slice(0, 10));
  });

  it('decodes entities and escapes markup of a stored title', async () => {
    // A book no other case reads: the detail's content row is kept in the read
    // cache once read, and this title is written behind the services' back.
    const [other] = await t.database.query<{ id: string }>(
      `SELECT id::text AS id FROM contents WHERE external_id NOT IN ('bk-lunyu', 'bk-shijing')
        ORDER BY id LIMIT 1`,
    );
    await t.database.query(
      `UPDATE contents SET title = '论语&amp;<script>alert(1)</script>"' WHERE id = $1`,
      [other!.id],
    );
    const html = (await page(`/wrap/details/book?id=${other!.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<meta property="og:title" content="论语&#38; alert(1) &#34;" />');
  });

  it('leaves index.html as built for other pages and unknown or bad ids', async () => {
    for (const url of [
      '/wrap/help',
      '/wrap/details/book?id=999999999',
      '/wrap/details/book?id=abc',
      '/wrap/details/lessons',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  // issue 16: home's first banner, from the seeded banners, in its HTML (editorial module).
  it('puts home’s first banner in its root', async () => {
    const [first] = await t.database.query<{ cover: string; contents: string }>(
      `SELECT cover_url AS cover, contents FROM banners
        WHERE enabled AND platform_name = 'web' ORDER BY sort_order, id LIMIT 1`,
    );
    const html = (await page('/wrap/index')).body;
    const root = /<div id="root">(.*)<\/div>/s.exec(html)?.[1] ?? '';
    expect(root).toContain(`<img src="${first!.cover}" alt="${first!.contents}"`);
    expect((await page('/')).body).toBe(html);
  });

  it('answers lessons addresses and ExternalId too', async () => {
    const html = (await page('/wrap/details/lessons?ExternalId=bk-shijing')).body;
    expect(html).toContain('<meta property="og:title" content="诗经" />');
  });
});
