import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Code } from '@moyue/contracts/codes';
import { AdminPaths } from '@moyue/contracts/api/editorial-admin';
import { SignatureMessages, signParams } from '@moyue/contracts/signing';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { AdminRepository } from './modules/editorial/admin.repository.ts';
import { openDatabase, type Database } from './platform/db.ts';
import {
  apiCaller,
  envelope,
  insertUser,
  randomIp,
  sessionFor,
  type ApiCaller,
} from './testing/api-helpers.ts';
import { signedParams, type TestApp } from './testing/test-app.ts';
import { testDatabaseCopy, type TestDatabaseCopy } from './testing/test-databases.ts';

// Issue 21: two API processes — each its own app, pool and in-process caches — on one
// PostgreSQL and one Redis, as the cluster runs them behind nginx. What one process
// learns (a session, a used nonce, a rate-limit count, an editor's change) the other
// knows at once.

const canRun = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const HOT_WORDS = '/v1/api/history/hot-search-words';

describe.skipIf(!canRun)('two processes on one PostgreSQL and Redis', () => {
  let copy: TestDatabaseCopy;
  let dataDir: string;
  const processes: TestApp[] = [];
  let a: TestApp;
  let b: TestApp;
  let onA: ApiCaller;
  let onB: ApiCaller;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-cluster-test-'));
    copy = await testDatabaseCopy('postgres', dataDir, 'migrated');
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      REDIS_URL: process.env.REDIS_URL,
      // This run's keys only, so counters of other runs sharing the Redis never meet ours.
      REDIS_KEY_PREFIX: `cluster-test-${randomBytes(4).toString('hex')}:`,
      DEVICE_BIND_LIMIT_PER_MINUTE: '3',
      RANKING_REFRESH_SECONDS: '0',
      JOBS_MODE: 'worker',
    });
    for (let i = 0; i < 2; i += 1) {
      const database: Database = await openDatabase(copy.options);
      const app: FastifyInstance = await buildApp(
        { ...config, databaseUrl: undefined },
        { logger: false, database },
      );
      processes.push({
        app,
        database,
        config,
        close: async () => {
          await app.close();
          await database.close();
        },
      });
    }
    [a, b] = processes as [TestApp, TestApp];
    onA = await apiCaller(a);
    onB = await apiCaller(b);
  });
  afterAll(async () => {
    for (const p of processes) await p.close();
    await copy?.dispose();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a session signed in on one process valid on the other, and its sign-out too', async () => {
    const user = await insertUser(a, { password: 'Cluster2026' });
    const { token, id } = await onA.signIn(user.phone!, 'Cluster2026');
    const detail = (caller: ApiCaller) =>
      caller.callJson<{ Id: number }>(
        'GET',
        '/v1/api/user/detail',
        { id: String(id) },
        { cookie: token },
      );
    expect((await detail(onB)).Data.Id).toBe(id);
    expect(
      (await onB.callJson('POST', '/v1/api/device/logout', {}, { cookie: token })).Success,
    ).toBe(true);
    expect((await detail(onA)).Success).toBe(false);
  });

  it('refuses on one process a signed request already used on the other', async () => {
    const signed = await signParams(onA.device.DeviceKey, 'POST', HOT_WORDS, {
      ...signedParams(onA.device, HOT_WORDS),
    });
    const send = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: HOT_WORDS,
        payload: new URLSearchParams(signed).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect(envelope(await send(a)).Success).toBe(true);
    expect(envelope(await send(b))).toEqual({
      Success: false,
      Data: null,
      Code: Code.BadSignature,
      Description: SignatureMessages.Replayed,
    });
  });

  it('counts device binds from one address across both processes', async () => {
    const ip = randomIp();
    const bind = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/v1/api/device/bind', remoteAddress: ip });
    const answers = [await bind(a), await bind(b), await bind(a), await bind(b)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it('drops the other process’s cached hot words when an editor saves one on this process', async () => {
    const words = async () =>
      (await onB.callJson<{ Title: string }[]>('POST', HOT_WORDS, { ps: '50' })).Data.map(
        (w) => w.Title,
      );
    expect(await words()).toEqual([]);
    // Written behind the app's back: B answers from its cache and does not see it.
    await b.database.query(
      "INSERT INTO hot_search_words (title, enabled) VALUES ('旁路热词', true)",
    );
    expect(await words()).toEqual([]);
    const editor = await insertUser(a, { realName: '集群编辑' });
    await new AdminRepository(a.database.db).grantRole(editor.id, 'editor');
    const saved = await onA.callJson('POST', AdminPaths.save('hot-word'), {
      title: '集群热词',
      AccessToken: await sessionFor(a, editor.id),
    });
    expect(saved.Success).toBe(true);
    const deadline = Date.now() + 5_000;
    let seen = await words();
    while (seen.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await words();
    }
    expect(seen.sort()).toEqual(['旁路热词', '集群热词'].sort());
  });
});
