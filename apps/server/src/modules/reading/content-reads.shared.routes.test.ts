import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { Access, type TocListData } from '@moyue/contracts/api/reading';
import { buildApp } from '../../app.ts';
import { createProgress } from '../../platform/progress.ts';
import {
  hasRedisServer,
  startPrivateRedis,
  type PrivateRedis,
} from '../../platform/redis-server.test-kit.ts';
import { writeDemoEditions } from '../../seed/book-editions.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { BookFileStore } from './book-file.store.ts';
import { consoleInstitution, firstPaidItem, firstSampleBook } from './content-reads.test-kit.ts';
import { readerCall } from './reading.fixtures.ts';

// Issue 16: two API processes (two apps, each with its own read cache) on one
// database and one Redis. What one process writes — an item's edition, an
// institution's network — the other stops serving from its cache at once.

const NETWORK_IP = '198.18.32.9';
const canRun = Boolean(process.env.REDIS_URL) || hasRedisServer;

/** Asks until the answer is the one wanted: the invalidation travels through Redis. */
async function eventually<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (!wanted(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!canRun).each(TEST_DATABASES)(
  'cached item reads across processes through Redis (%s)',
  (kind) => {
    let redis: PrivateRedis | null = null;
    let writer: TestApp;
    let reader: FastifyInstance;
    let device: TestDevice;

    beforeAll(async () => {
      if (!process.env.REDIS_URL) redis = await startPrivateRedis();
      const redisUrl = process.env.REDIS_URL ?? redis!.url;
      writer = await createTestApp(kind, { seed: 'sample', env: { REDIS_URL: redisUrl } });
      // The same key prefix, so the same invalidation channel.
      reader = await buildApp(
        { ...writer.config, redisUrl, databaseUrl: undefined },
        { logger: false, database: writer.database },
      );
      device = await bindDevice(reader);
    }, 180_000);
    afterAll(async () => {
      await reader?.close();
      await writer?.close();
      await redis?.stop();
    });

    /** The reading process, as the fixtures' calls take it. */
    const onReader = (): TestApp => ({ ...writer, app: reader });
    const detail = async (id: number, ip?: string) =>
      (
        await readerCall<ContentDetail>(
          onReader(),
          device,
          'GET',
          '/Content/Detail',
          { id: String(id) },
          ip ? { ip } : {},
        )
      ).answer.Data;
    const tocAccess = async (id: number, ip: string) =>
      (
        await readerCall<TocListData>(
          onReader(),
          device,
          'GET',
          '/v1/api/tableofcontent/list',
          { objectId: String(id) },
          { ip },
        )
      ).answer.Data.Access;

    it('shows an edition stored by the other process', async () => {
      const { book, id } = await firstSampleBook(writer);
      expect((await detail(id)).FileExternalId).toBe('');
      expect((await detail(id)).FileExternalId).toBe('');
      await writeDemoEditions(
        {
          database: writer.database,
          books: await BookFileStore.open(writer.database.db, writer.config),
          cache: writer.app.moyue.readCache,
        },
        [book],
        createProgress({ info: () => undefined }, false),
        [],
      );
      const shown = await eventually(
        () => detail(id),
        (data) => data.FileExternalId !== '',
      );
      expect(shown.MediaType).toBe('epub');
      expect(shown.FileExternalId).toMatch(/\S/);
    });

    it('takes institution access away when the other process removes the network', async () => {
      const id = await firstPaidItem(writer);
      const institution = await consoleInstitution(writer, {
        externalId: 'org-cache-shared',
        ipRange: '198.18.32.0/24',
        holds: id,
      });
      expect((await detail(id, NETWORK_IP)).ExtendData.IsFree).toBe(true);
      expect(await tocAccess(id, NETWORK_IP)).toBe(Access.Institution);

      await institution.moveTo('198.18.33.0/24');
      const after = await eventually(
        () => detail(id, NETWORK_IP),
        (data) => !data.ExtendData.IsFree,
      );
      expect(after.ExtendData.IsFree).toBe(false);
      expect(await tocAccess(id, NETWORK_IP)).toBe(Access.Trial);
    });
  },
);
