import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { canonicalString, signatureParams } from '@moyue/contracts/signing';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../platform/db.ts';
import { BookFileStore } from '../modules/reading/book-file.store.ts';
import { runSeed, type SeedSize } from '../seed/seed.ts';
import { dropRedisKeys } from './redis-keys.ts';
import { testDatabaseCopy, type DatabaseKind, type VariantBuilder } from './test-databases.ts';

export type { DatabaseKind };

/** The API suite runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. */
export const TEST_DATABASES: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A whole app on a fresh database (PGlite in memory, or a throw-away PostgreSQL database). */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    seed?: SeedSize | 'none';
    /** the seeded books also get their generated EPUB/PDF editions (seed/book-editions.ts) */
    editions?: boolean;
    env?: Record<string, string>;
    deps?: AppDeps;
    /** told of every statement the app sends (a call's queries counted) */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-test-'));
  const config = testConfig(dataDir, options.env);
  const seed = options.seed && options.seed !== 'none' ? options.seed : undefined;
  // A seeded catalogue is made once per run and copied (testing/test-databases.ts).
  const copy = await testDatabaseCopy(
    kind,
    dataDir,
    seed ? `seed_${seed}${options.editions ? '_editions' : ''}` : 'migrated',
    seed ? seedBuilder(seed, options.editions === true) : undefined,
  );
  const database = await openDatabase({ ...copy.options, onQuery: options.onQuery });
  const app = await buildApp(
    { ...config, databaseUrl: undefined },
    { logger: false, ...options.deps, database },
  );
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await copy.dispose();
      // Its own keys only: apps handed a shared prefix leave theirs to each other.
      if (config.redisUrl && options.env?.REDIS_KEY_PREFIX === undefined)
        await dropRedisKeys(config.redisUrl, config.redisKeyPrefix);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Each app its own keys in the shared Redis (rate limits, caches keyed by ids of its own
    // database): test files run side by side. Apps meant to share them pass one prefix.
    REDIS_KEY_PREFIX: `moyue-test:${randomUUID()}:`,
    // The suites bind hundreds of devices from 127.0.0.1 (counted in a shared Redis across
    // apps and runs); device.bind-limit.routes.test.ts sets the real caps to test them.
    DEVICE_BIND_LIMIT_PER_MINUTE: '1000000',
    DEVICE_BIND_LIMIT_PER_DAY: '10000000',
    // The rankings' tests refresh when they mean to (modules/rankings).
    RANKING_REFRESH_SECONDS: '0',
    // API tests only enqueue; a test that runs jobs sets JOBS_MODE=inline (platform/jobs).
    JOBS_MODE: 'worker',
    ...env,
  });
}

/** Seeds a catalogue as a fresh app would, into the run's copy-from database and files. */
function seedBuilder(seed: SeedSize, editions: boolean): VariantBuilder {
  return async (database, dataDir) => {
    const config = testConfig(dataDir);
    const app = await buildApp({ ...config, databaseUrl: undefined }, { logger: false, database });
    try {
      await runSeed(
        {
          database,
          files: app.moyue.files,
          log: { info: () => undefined },
          interactive: false,
          ...(editions ? { books: await BookFileStore.open(database.db, config) } : {}),
          cache: app.moyue.readCache,
        },
        seed,
      );
    } finally {
      await app.close();
    }
  };
}

export interface TestDevice {
  DeviceToken: string;
  DeviceKey: string;
}

export async function bindDevice(app: FastifyInstance): Promise<TestDevice> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/api/device/bind',
    payload: { Title: '测试设备' },
  });
  const body = response.json<{ Success: boolean; Data: TestDevice }>();
  if (!body.Success) throw new Error(`device bind failed: ${response.body}`);
  return body.Data;
}

/** The signed parameters a client adds (spec §7), without Token. */
export function signedParams(
  device: TestDevice,
  path: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    ...signatureParams({ deviceToken: device.DeviceToken, path, appVersion: 'test' }),
    ...overrides,
  };
}

/**
 * params plus their Token, by the contracts' rule (HMAC-SHA256 of canonicalString with the
 * device key, lowercase hex) as signParams makes it, but with node:crypto: WebCrypto's key
 * import and thread-pool round trip were ~8% of the route fuzz's CPU (routes.property.test.ts)
 * and most of its idle time on PGlite. signing.test.ts and request-signature.test.ts hold
 * signParams and the server to the published vectors. (Not the server's expectedToken: the
 * client of a test does not share the code it tests.)
 */
export function signTestParams(
  deviceKey: string,
  method: string,
  path: string,
  params: Record<string, string>,
): Record<string, string> {
  const Token = createHmac('sha256', deviceKey)
    .update(canonicalString(method, path, params))
    .digest('hex');
  return { ...params, Token };
}

/** Sends a correctly signed call; GET params travel in the query, POST params in a form body. */
export async function signedCall(
  app: FastifyInstance,
  device: TestDevice,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  tamper?: (signed: Record<string, string>) => Record<string, string>,
): Promise<LightMyRequestResponse> {
  const signed = signTestParams(device.DeviceKey, method, path, {
    ...signedParams(device, path),
    ...params,
  });
  const finalParams = tamper ? tamper(signed) : signed;
  if (method === 'GET') return app.inject({ method, url: path, query: finalParams });
  return app.inject({
    method,
    url: path,
    payload: new URLSearchParams(finalParams).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** A signed call from a given address, optionally with the access_token cookie (the API tests of issue 4). */
export async function signedRequest(
  app: FastifyInstance,
  device: TestDevice,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  options: { ip?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  const signed = signTestParams(device.DeviceKey, method, path, {
    ...signedParams(device, path),
    ...params,
  });
  const common = {
    method,
    url: path,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.cookie ? { cookie: `access_token=${options.cookie}` } : {},
  };
  if (method === 'GET') return app.inject({ ...common, query: signed });
  return app.inject({
    ...common,
    payload: new URLSearchParams(signed).toString(),
    headers: { ...common.headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
