import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';
import { SAMPLE_BOOKS, runSeed, seedIfEmpty } from './seed.ts';

const quiet = { info: () => undefined };

describe.each(TEST_DATABASES)('seeding (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await t.database.query<Record<string, string | number>>(
      `SELECT (SELECT count(*) FROM contents) AS contents, (SELECT count(*) FROM toc_nodes) AS toc,
              (SELECT count(*) FROM passages) AS passages, (SELECT count(*) FROM categories) AS categories,
              (SELECT count(*) FROM organizations) AS orgs, (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM hot_search_words) AS words, (SELECT count(*) FROM banners) AS banners,
              (SELECT count(*) FROM organization_ip_ranges) AS ranges, (SELECT count(*) FROM user_organizations) AS memberships`,
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  };

  it('writes books with TOC, passages, categories, people and editorial content', async () => {
    await runSeed(
      {
        database: t.database,
        files: t.app.moyue.files,
        log: quiet,
        interactive: false,
        cache: t.app.moyue.readCache,
      },
      'sample',
    );
    const after = await counts();
    expect(after.contents).toBe(SAMPLE_BOOKS);
    expect(after.toc).toBeGreaterThan(SAMPLE_BOOKS);
    expect(after.passages).toBeGreaterThan(after.contents!);
    expect(after.orgs).toBe(3);
    // the four demo readers of the README and the demo editor (seed/demo-topics.ts)
    expect(after.users).toBe(5);
    expect(after.memberships).toBe(3);
    expect(after.words).toBeGreaterThanOrEqual(18);
    expect(after.banners).toBeGreaterThanOrEqual(3);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    await runSeed(
      {
        database: t.database,
        files: t.app.moyue.files,
        log: quiet,
        interactive: false,
        cache: t.app.moyue.readCache,
      },
      'sample',
    );
    expect(await counts()).toEqual(before);
  });

  it('does not seed again on a later start', async () => {
    expect(
      await seedIfEmpty({
        database: t.database,
        files: t.app.moyue.files,
        log: quiet,
        interactive: false,
        cache: t.app.moyue.readCache,
      }),
    ).toBe(false);
  });

  it('places every book in a third-level 中图法 category with a cover and a formatted abstract', async () => {
    const rows = await t.database.query<{
      level: number;
      cover_sha256: string | null;
      abstracts: string;
      isbn: string;
    }>(
      `SELECT cat.level, c.cover_sha256, c.abstracts, c.isbn FROM contents c
         JOIN content_categories cc ON cc.content_id = c.id
         JOIN categories cat ON cat.id = cc.category_id AND cat.hierarchy = 'ClcCode'`,
    );
    expect(rows).toHaveLength(SAMPLE_BOOKS);
    for (const row of rows) {
      expect(Number(row.level)).toBe(3);
      expect(row.cover_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.abstracts.length).toBeGreaterThan(0);
      expect(row.isbn).toMatch(/^\d{13}$/);
    }
  });

  it('files every book under one discipline of the institutes hierarchy too (migration 0017)', async () => {
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM content_categories cc
         JOIN categories cat ON cat.id = cc.category_id AND cat.hierarchy = 'institutes'`,
    );
    expect(Number(rows[0]?.n)).toBe(SAMPLE_BOOKS);
  });

  it('recognises the demo library from the loopback network', async () => {
    const rows = await t.database.query<{ title: string }>(
      `SELECT o.title FROM organizations o JOIN organization_ip_ranges r ON r.organization_id = o.id
        WHERE $1::inet <<= r.ip_range`,
      ['127.0.0.1'],
    );
    expect(rows.map((r) => r.title)).toEqual(['墨阅示范图书馆']);
    const v6 = await t.database.query<{ title: string }>(
      `SELECT o.title FROM organizations o JOIN organization_ip_ranges r ON r.organization_id = o.id WHERE $1::inet <<= r.ip_range`,
      ['::1'],
    );
    expect(v6.map((r) => r.title)).toEqual(['墨阅示范图书馆']);
  });
});
