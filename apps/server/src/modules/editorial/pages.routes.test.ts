import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditorialPagesPaths } from '@moyue/contracts/api/editorial-pages';
import { writeDemoTopics } from '../../seed/demo-topics.ts';
import { apiCaller, type ApiCaller } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('static pages, help and hot topics (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    await writeDemoTopics(t.database.db);
    api = await apiCaller(t);
  });
  afterAll(() => t.close());

  it('serves the static pages by slug, the privacy policy and agreement marked as a template', async () => {
    for (const slug of ['about', 'contact', 'business', 'service']) {
      const page = await api.callJson<{ Title: string; Body: string }>(
        'GET',
        EditorialPagesPaths.articleDetail,
        { slug },
      );
      expect(page.Success, slug).toBe(true);
      expect(page.Data.Body.length, slug).toBeGreaterThan(100);
    }
    const privacy = await api.callJson<{ Title: string; Body: string }>(
      'GET',
      EditorialPagesPaths.articleDetail,
      {
        slug: 'privacy',
      },
    );
    expect(privacy.Data.Title).toContain('模板');
    expect(privacy.Data.Body).toContain('个人信息保护法');
    const agreement = await api.callJson<{ Title: string }>(
      'GET',
      EditorialPagesPaths.articleDetail,
      {
        slug: 'agreement',
      },
    );
    expect(agreement.Data.Title).toBe('墨阅用户服务协议（模板）');
  });

  it('lists the help articles that answer the product questions, and refuses an unknown one', async () => {
    const help = await api.callJson<{ ItemList: { Title: string }[] }>(
      'GET',
      EditorialPagesPaths.articleList,
    );
    const titles = help.Data.ItemList.map((item) => item.Title);
    expect(titles).toEqual(
      expect.arrayContaining(['如何试读一本书？', '如何认证我的机构？', '如何向图书馆荐购图书？']),
    );
    const missing = await api.call('GET', EditorialPagesPaths.articleDetail, { slug: 'nope' });
    expect(missing.json()).toMatchObject({
      Success: false,
      Code: 404,
      Description: '文章不存在或已下线',
    });
    const neither = await api.call('GET', EditorialPagesPaths.articleDetail);
    expect(neither.json()).toMatchObject({ Success: false, Code: 400 });
  });

  it('lists, searches and opens the demo topics with their linked books', async () => {
    const all = await api.callJson<{
      ItemList: { Id: number; Title: string; ObjectType: number }[];
      RecordCount: number;
    }>('GET', EditorialPagesPaths.topicList);
    expect(all.Data.RecordCount).toBe(3);
    expect(all.Data.ItemList.every((item) => item.ObjectType === 108)).toBe(true);
    const found = await api.callJson<{ ItemList: { Id: number; Title: string }[] }>(
      'GET',
      EditorialPagesPaths.topicList,
      {
        keyword: '四书',
      },
    );
    expect(found.Data.ItemList.map((item) => item.Title)).toEqual(['四书入门：与先贤对话']);
    const none = await api.callJson<{ RecordCount: number }>('GET', EditorialPagesPaths.topicList, {
      keyword: '100%_',
    });
    expect(none.Data.RecordCount).toBe(0);
    const id = String(found.Data.ItemList[0]?.Id);
    const linked = await t.database.query<{ title: string }>(
      `SELECT c.title FROM topic_contents tc JOIN contents c ON c.id = tc.content_id WHERE tc.topic_id = $1 ORDER BY tc.sort_order`,
      [id],
    );
    const detail = await api.callJson<{ Body: string; ContentList: { Title: string }[] }>(
      'GET',
      EditorialPagesPaths.topicDetail,
      { id },
    );
    expect(detail.Data.Body).toContain('学而时习之');
    expect(detail.Data.ContentList.map((item) => item.Title)).toEqual(
      linked.map((row) => row.title),
    );
  });
});
