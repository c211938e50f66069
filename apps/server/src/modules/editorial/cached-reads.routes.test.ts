import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminPaths } from '@moyue/contracts/api/editorial-admin';
import { signParams } from '@moyue/contracts/signing';
import { buildApp } from '../../app.ts';
import { hasRedisServer, startPrivateRedis } from '../../platform/redis-server.test-kit.ts';
import { apiCaller, insertUser, sessionFor, type ApiCaller } from '../../testing/api-helpers.ts';
import {
  TEST_DATABASES,
  createTestApp,
  signedParams,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { AdminRepository } from './admin.repository.ts';

const HOT_WORDS = '/v1/api/history/hot-search-words';
const BANNERS = '/v1/api/ad/recommend';

type Words = { Title: string }[];
type Banners = { ItemList: { Contents: string }[] };

/** Every enabled hot word, page by page (ps is at most 50). */
async function hotWords(t: TestApp, api: ApiCaller): Promise<string[]> {
  const [row] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM hot_search_words WHERE enabled',
  );
  const titles: string[] = [];
  for (let cp = 1; cp <= Math.ceil((row?.n ?? 0) / 50); cp += 1) {
    const page = await api.callJson<Words>('POST', HOT_WORDS, { cp: String(cp), ps: '50' });
    titles.push(...page.Data.map((w) => w.Title));
  }
  return titles;
}

/** A signed GET with extra headers (If-None-Match). */
async function signedGet(
  app: FastifyInstance,
  device: TestDevice,
  path: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const query = await signParams(device.DeviceKey, 'GET', path, {
    ...signedParams(device, path),
    ...params,
  });
  return app.inject({ method: 'GET', url: path, query, headers });
}

/** An editor session on the test app. */
async function editorToken(t: TestApp): Promise<string> {
  const editor = await insertUser(t, { realName: '缓存编辑' });
  await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
  return sessionFor(t, editor.id);
}

// Issue 16: the public reads are cached; each editor write shows in the very next read.
describe.each(TEST_DATABASES)('cached public reads and their invalidation (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    token = await editorToken(t);
  });
  afterAll(() => t.close());

  const asEditor = <T = unknown>(path: string, params: Record<string, string>) =>
    api.callJson<T>('POST', path, { ...params, AccessToken: token });
  const allWords = () => hotWords(t, api);
  const bannerTexts = async () =>
    (await api.callJson<Banners>('GET', BANNERS)).Data.ItemList.map((b) => b.Contents);

  it('shows a hot word created, renamed, disabled, enabled and deleted in the next read', async () => {
    expect(await allWords()).not.toContain('缓存热词');
    expect(await allWords()).not.toContain('缓存热词');
    const saved = await asEditor<{ Id: number }>(AdminPaths.save('hot-word'), {
      title: '缓存热词',
    });
    expect(saved.Success).toBe(true);
    expect(await allWords()).toContain('缓存热词');
    const id = String(saved.Data.Id);
    await asEditor(AdminPaths.save('hot-word'), { id, title: '缓存热词二' });
    const renamed = await allWords();
    expect(renamed).toContain('缓存热词二');
    expect(renamed).not.toContain('缓存热词');
    await asEditor(AdminPaths.save('hot-word'), { id, title: '缓存热词二', enabled: 'false' });
    expect(await allWords()).not.toContain('缓存热词二');
    await asEditor(AdminPaths.save('hot-word'), { id, title: '缓存热词二', enabled: 'true' });
    expect(await allWords()).toContain('缓存热词二');
    expect((await asEditor(AdminPaths.remove('hot-word'), { id })).Success).toBe(true);
    expect(await allWords()).not.toContain('缓存热词二');
  });

  it('shows a banner created, changed and deleted in the next read', async () => {
    expect(await bannerTexts()).not.toContain('缓存横幅');
    const saved = await asEditor<{ Id: number }>(AdminPaths.save('banner'), {
      contents: '缓存横幅',
    });
    expect(saved.Success).toBe(true);
    expect(await bannerTexts()).toContain('缓存横幅');
    const id = String(saved.Data.Id);
    await asEditor(AdminPaths.save('banner'), { id, contents: '缓存横幅改' });
    const changed = await bannerTexts();
    expect(changed).toContain('缓存横幅改');
    expect(changed).not.toContain('缓存横幅');
    await asEditor(AdminPaths.remove('banner'), { id });
    expect(await bannerTexts()).not.toContain('缓存横幅改');
  });

  it('answers a GET with an ETag, and 304 without a body when it is sent back', async () => {
    const first = await signedGet(t.app, api.device, BANNERS, {});
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await signedGet(t.app, api.device, BANNERS, {}, { 'if-none-match': `W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A change makes a new body, so the old tag no longer matches.
    const saved = await asEditor<{ Id: number }>(AdminPaths.save('banner'), {
      contents: '新一期横幅',
    });
    const changed = await signedGet(t.app, api.device, BANNERS, {}, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await asEditor(AdminPaths.remove('banner'), { id: String(saved.Data.Id) });
  });

  it('gives the same ETag to the same detail asked twice, another to another item', async () => {
    const rows = await t.database.query<{ id: string }>(
      'SELECT id::text FROM contents ORDER BY id LIMIT 2',
    );
    const detail = (id: string) => api.call('GET', '/Content/Detail', { id }, { ip: '10.9.9.9' });
    const first = await detail(rows[0]!.id);
    expect(first.json()).toMatchObject({ Success: true });
    expect((await detail(rows[0]!.id)).headers.etag).toBe(first.headers.etag);
    expect((await detail(rows[1]!.id)).headers.etag).not.toBe(first.headers.etag);
    const unchanged = await signedGet(
      t.app,
      api.device,
      '/Content/Detail',
      { id: rows[0]!.id },
      { 'if-none-match': first.headers.etag as string },
    );
    expect(unchanged.statusCode).toBe(304);
  });
});

// Two processes (two apps, each with its own cache) on one database, sharing Redis.
describe.skipIf(!hasRedisServer)('cache invalidation across processes through Redis', () => {
  it('drops the other process’s cached hot words when one process saves a word', async () => {
    const redis = await startPrivateRedis();
    const t = await createTestApp('pglite', { seed: 'sample', env: { REDIS_URL: redis.url } });
    const other = await buildApp(
      { ...t.config, redisUrl: redis.url, databaseUrl: undefined },
      { logger: false, database: t.database },
    );
    try {
      const writer = await apiCaller(t);
      const reader = await apiCaller({ ...t, app: other });
      const words = () => hotWords(t, reader);
      // Read twice: the second answer comes from the other process's cache.
      expect(await words()).not.toContain('跨进程热词');
      expect(await words()).not.toContain('跨进程热词');
      const saved = await writer.callJson('POST', AdminPaths.save('hot-word'), {
        title: '跨进程热词',
        AccessToken: await editorToken(t),
      });
      expect(saved.Success).toBe(true);
      // The message travels through Redis: the next reads see it within a moment.
      const deadline = Date.now() + 5_000;
      let seen = await words();
      while (!seen.includes('跨进程热词') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await words();
      }
      expect(seen).toContain('跨进程热词');
    } finally {
      await other.close();
      await t.close();
      await redis.stop();
    }
  });
});
