import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEpub } from '@moyue/corpus/testing/book-fixtures';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../platform/db.ts';
import { insertUser } from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OrganizationRepository } from '../organizations/organization.repository.ts';
import { OrganizationService } from '../organizations/organization.service.ts';
import { BookFileStore } from '../reading/book-file.store.ts';
import { BookImporter } from '../reading/import/book-importer.ts';
import { announceNewContent } from './new-book-notice.ts';

// A followed press's or author's new book writes one system message to each
// follower, in the transaction that writes the book (issue 17 myFollows).

describe.each(TEST_DATABASES)('new-book messages to followers (%s)', (kind) => {
  let t: TestApp;
  let folder: string;
  let pressId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-press-'));
    await fs.writeFile(path.join(folder, 'zhuangzi.epub'), sampleEpub(3));
    const [press] = await t.database.query<{ id: number }>(
      `INSERT INTO publishers (name) VALUES ('墨阅测试出版社') RETURNING id::int AS id`,
    );
    pressId = press?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  const messagesOf = (userId: number) =>
    t.database.query<{ title: string; contents: string; message_type: number }>(
      'SELECT title, contents, message_type FROM messages WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const follow = (userId: number, type: number, key: string) =>
    t.database.query('INSERT INTO follows (user_id, target_type, target_key) VALUES ($1, $2, $3)', [
      userId,
      type,
      key,
    ]);

  it('a rolled-back book write leaves no message', async () => {
    const follower = await insertUser(t);
    await follow(follower.id, 1, String(pressId));
    await expect(
      t.database.db.transaction(async (tx) => {
        const [book] = await selectRows<{ id: number }>(
          tx,
          sql`INSERT INTO contents (external_id, slug, object_type, title, publisher_id)
              VALUES ('press-rollback', 'press-rollback', 104, '回滚之书', ${pressId})
              RETURNING id::int AS id`,
        );
        expect(await announceNewContent(tx, book?.id ?? 0)).toBe(1);
        throw new Error('the import fails after the book');
      }),
    ).rejects.toThrow('the import fails');
    expect(await messagesOf(follower.id)).toEqual([]);
  });

  it('an imported book of a followed press or author messages each follower once', async () => {
    const pressFollower = await insertUser(t);
    const authorFollower = await insertUser(t);
    const both = await insertUser(t);
    const stranger = await insertUser(t);
    await follow(pressFollower.id, 1, String(pressId));
    await follow(authorFollower.id, 2, '庄周');
    await follow(both.id, 1, String(pressId));
    await follow(both.id, 2, '庄周');
    const importer = new BookImporter({
      database: t.database,
      files: t.app.moyue.files,
      books: await BookFileStore.open(t.database.db, t.config),
      organizations: new OrganizationService(
        new OrganizationRepository(t.database),
        t.app.moyue.readCache,
      ),
      cache: t.app.moyue.readCache,
    });
    const outcome = await importer.importFile(path.join(folder, 'zhuangzi.epub'));
    await importer.finish();
    expect(outcome).toMatchObject({ status: 'imported', title: '庄子选读' });

    expect(await messagesOf(pressFollower.id)).toEqual([
      {
        title: '关注的出版社上新了',
        contents: '您关注的出版社“墨阅测试出版社”上新了《庄子选读》，快去看看吧。',
        message_type: 1,
      },
    ]);
    expect(await messagesOf(authorFollower.id)).toEqual([
      {
        title: '关注的作者有新书',
        contents: '您关注的作者庄周有新书《庄子选读》，快去看看吧。',
        message_type: 1,
      },
    ]);
    expect(await messagesOf(both.id)).toHaveLength(1);
    expect(await messagesOf(stranger.id)).toEqual([]);

    // Importing the same file again stores nothing new and messages nobody again.
    const again = await importer.importFile(path.join(folder, 'zhuangzi.epub'));
    await importer.finish();
    expect(again.status).not.toBe('imported');
    expect(await messagesOf(pressFollower.id)).toHaveLength(1);
  });
});
