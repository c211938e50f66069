import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@moyue/contracts/codes';
import { ServiceMessages } from '@moyue/contracts/messages';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { bindDevice, signedCall, type TestDevice } from '../testing/test-app.ts';
import { openDatabase, type Database } from './db.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.test-kit.ts';

// Issue 12 item 1: a lost PostgreSQL connection must not end the process; while
// the database is away the API answers 503 with its own Code, and it comes back
// by itself. Only meaningful on a PostgreSQL server (PGlite has no connections).

const DATABASE_URL = process.env.DATABASE_URL;
const HOT_WORDS = '/v1/api/history/hot-search-words';

const unavailable = {
  Success: false,
  Data: null,
  Code: Code.ServiceUnavailable,
  Description: ServiceMessages.Unavailable,
};

/** The whole app on PostgreSQL at url (own schema), as main.ts builds it. */
async function appOnPostgres(
  url: string,
  timeouts: { connectionTimeoutMillis?: number; queryTimeoutMillis?: number } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-outage-'));
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const lostConnections: Error[] = [];
  const database: Database = await openDatabase({
    url,
    pgSchema: schema,
    poolSize: 4,
    onConnectionError: (error) => lostConnections.push(error),
    ...timeouts,
  });
  const app = await buildApp({ ...config, databaseUrl: undefined }, { logger: false, database });
  return {
    app,
    database,
    /** What the pool reported (main.ts logs it) */
    lostConnections,
    async close() {
      // One CI run (2026-11-27) passed all four tests and then spent the whole hook timeout
      // (300 s) here, which a quiet or loaded machine has not shown since: each step now says
      // when it takes over 20 s, and the schema's drop gives up on a lock after 10 s (the schema
      // is then left behind, named in the log) instead of waiting for ever.
      await step('app.close', () => app.close());
      // A clean-clone CI run (2026-11-27) hung here for the whole hook: the pool's end waits
      // for a client still checked out, whose query never returns after the proxy cut it.
      // The close gives up after 20 s and says so; the tests above have already passed.
      await step('database.close', () => atMost(20_000, 'database.close', database.close()));
      await step('drop schema', async () => {
        const admin = new pg.Client({ connectionString: DATABASE_URL });
        await admin.connect();
        try {
          await admin.query(`SET lock_timeout = '10s'`);
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        } catch (error) {
          console.error(`db-outage: schema ${schema} left behind: ${(error as Error).message}`);
        } finally {
          await admin.end();
        }
      });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

type OutageApp = Awaited<ReturnType<typeof appOnPostgres>>;

/** Waits for work, but at most ms: then says on stderr that it gave up on it. */
async function atMost(ms: number, name: string, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`db-outage: gave up on ${name} after ${ms} ms`);
      resolve();
    }, ms);
  });
  try {
    await Promise.race([work, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one step of a close, saying on stderr when it is still running after 20 s. */
async function step(name: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  const slow = setInterval(
    () => console.error(`db-outage: ${name} still running after ${Date.now() - started} ms`),
    20_000,
  );
  try {
    await run();
  } finally {
    clearInterval(slow);
  }
}

const health = (t: OutageApp) => t.app.inject({ method: 'GET', url: '/healthz' });

describe.runIf(DATABASE_URL)('PostgreSQL backends terminated under a running app', () => {
  const applicationName = `moyue_outage_${randomUUID().slice(0, 8)}`;
  let t: OutageApp;
  let device: TestDevice;
  let admin: pg.Client;
  beforeAll(async () => {
    const url = new URL(DATABASE_URL!);
    url.searchParams.set('application_name', applicationName);
    t = await appOnPostgres(url.toString());
    device = await bindDevice(t.app);
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** pg_terminate_backend for every connection of the app (and no other); answers how many ended. */
  async function terminateAppBackends(): Promise<number> {
    // The pids first, then each by name: in one WHERE the planner may call
    // pg_terminate_backend before the other conditions, on every backend.
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
      [applicationName],
    );
    for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    return rows.length;
  }

  it('keeps running when its idle connections are terminated, and the next requests succeed', async () => {
    // Fill the pool with idle connections.
    const warm = await Promise.all([1, 2, 3, 4].map(() => health(t)));
    expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await terminateAppBackends()).toBeGreaterThan(0);
    // Let the terminations reach the idle clients (their 'error' events).
    await sleep(300);
    expect(t.lostConnections.map((error) => error.message)).toContain(
      'terminating connection due to administrator command',
    );
    for (let i = 0; i < 3; i++) {
      const response = await health(t);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ Success: true, Data: { Database: 'postgres' } });
    }
    const signed = await signedCall(t.app, device, 'POST', HOT_WORDS);
    expect(signed.json()).toMatchObject({ Success: true, Code: 0 });
  });

  it('survives the termination of a connection held by a session, which then fails alone', async () => {
    await t.database.exclusive(async (session) => {
      await session.query('SELECT 1');
      const reported = t.lostConnections.length;
      expect(await terminateAppBackends()).toBeGreaterThan(0);
      await sleep(300);
      expect(t.lostConnections.length).toBeGreaterThan(reported);
      await expect(session.query('SELECT 1')).rejects.toThrow();
    });
    // The broken connection went back to no pool: the next ones are new.
    const rows = await t.database.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
    expect((await health(t)).statusCode).toBe(200);
  });
});

describe.runIf(DATABASE_URL)('PostgreSQL away behind a proxy, then back', () => {
  let proxy: TcpProxy;
  let t: OutageApp;
  let device: TestDevice;
  const connectTimeoutMs = 1_000;
  const queryTimeoutMs = 1_000;
  beforeAll(async () => {
    const target = new URL(DATABASE_URL!);
    proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const viaProxy = new URL(DATABASE_URL!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await appOnPostgres(viaProxy.toString(), {
      connectionTimeoutMillis: connectTimeoutMs,
      queryTimeoutMillis: queryTimeoutMs,
    });
    device = await bindDevice(t.app);
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  async function expectWorking() {
    const response = await health(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Success: true });
    const signed = await signedCall(t.app, device, 'POST', HOT_WORDS);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ Success: true, Code: 0 });
  }

  async function expectUnavailable() {
    // A search always asks the database; hot words may come from the read cache (platform/read-cache.ts).
    const search = () =>
      signedCall(t.app, device, 'POST', '/Content/Search', { keyword: '论语', searchType: '1' });
    for (const response of [await health(t), await search()]) {
      expect(response.statusCode).toBe(503);
      // the log holds the cause: the answer names the request (issue 21)
      expect(response.json()).toEqual({
        ...unavailable,
        RequestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|terminated|timeout|at .*\.js/);
    }
    // What was read before the outage is still answered from the cache.
    const cached = await signedCall(t.app, device, 'POST', HOT_WORDS);
    expect(cached.statusCode).toBe(200);
    expect(cached.json()).toMatchObject({ Success: true, Code: 0 });
  }

  it('answers 503 with its Code while the server refuses connections, and recovers by itself', async () => {
    await expectWorking();
    await proxy.cut('refuse');
    await sleep(200);
    await expectUnavailable();
    await proxy.restore();
    await expectWorking();
  });

  it('answers 503 within the connect timeout while the network swallows connections, and recovers', async () => {
    await expectWorking();
    await proxy.cut('blackhole');
    await sleep(200);
    const started = Date.now();
    await expectUnavailable();
    // Two calls, each bounded by the pool's connect timeout rather than hanging.
    expect(Date.now() - started).toBeLessThan(4 * connectTimeoutMs + 1_000);
    await proxy.restore();
    await expectWorking();
  });

  it('answers 503 within the query timeout when its connections go silent, and recovers', async () => {
    await expectWorking();
    await proxy.cut('freeze');
    const started = Date.now();
    await expectUnavailable();
    // Each call waits for one silent connection (query timeout) or one swallowed new one.
    expect(Date.now() - started).toBeLessThan(2 * (queryTimeoutMs + connectTimeoutMs) + 1_000);
    await proxy.restore();
    await expectWorking();
  });
});

describe.runIf(DATABASE_URL)('A PostgreSQL connection gone silent', () => {
  let proxy: TcpProxy;
  let database: Database;
  beforeAll(async () => {
    const target = new URL(DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(DATABASE_URL!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      url: viaProxy.toString(),
      poolSize: 2,
      connectionTimeoutMillis: 1_000,
      queryTimeoutMillis: 500,
      onConnectionError: () => {},
    });
  });
  afterAll(async () => {
    await proxy?.close();
    // The test closes it; this is for a test that failed before (a second end only rejects).
    await atMost(5_000, 'database.close', database?.close().catch(() => {}) ?? Promise.resolve());
  });

  it('fails the statement after the query timeout and leaves the pool, which then ends at once', async () => {
    await database.exclusive(async (session) => {
      expect(await session.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(database.poolStats?.().total).toBe(1);
      await proxy.cut('freeze');
      const started = Date.now();
      await expect(session.query('SELECT 2 AS two')).rejects.toThrow('Query read timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    });
    // Released without an error, as a transaction's connection is: still not kept.
    expect(database.poolStats?.()).toMatchObject({ total: 0, idle: 0 });
    // Shutdown does not wait on the silent peer (the proxy is still frozen).
    const closing = Date.now();
    await database.close();
    expect(Date.now() - closing).toBeLessThan(1_000);
  });
});
