import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../db/schema/all.ts';
import { snapshotBlob } from './pglite-snapshot.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The rows of a raw SQL statement; both drivers answer execute() with { rows }. */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Runs a multi-statement SQL script (migrations). */
  execScript(sql: string): Promise<void>;
  /** Plain parameterised query for the few places that need raw rows. */
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * PGlite only (absent on PostgreSQL): the rows of a script's last statement. The whole script
   * is one round trip and one implicit transaction: a SET LOCAL in it holds for it alone, and an
   * error undoes all of it. Rows are typed as Drizzle types them (dates and times as text).
   */
  lastRowsOf?<T>(script: string): Promise<T[]>;
  /** Runs fn on one connection held for its whole duration (session-level locks, scripts). */
  exclusive<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections now (platform/metrics.ts). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: its whole data directory as an uncompressed tar (see pgliteSnapshot). */
  dumpSnapshot?(): Promise<Blob>;
}

export interface SqlSession {
  execScript(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data directory dumped with dumpDataDir() to start from (tests: migrated once per
   * run), as bytes: many databases start from one copy (platform/pglite-snapshot.ts).
   */
  pgliteSnapshot?: Uint8Array;
  /** PGlite's shared_buffers (default 128MB, zeroed at every start: the API tests use 16MB). */
  pgliteSharedBuffers?: string;
  /** PostgreSQL schema to work in (tests isolate themselves this way); created if missing. */
  pgSchema?: string;
  poolSize?: number;
  /** How long a request waits for a new PostgreSQL connection before failing (503), not hanging. */
  connectionTimeoutMillis?: number;
  /**
   * How long a statement may go unanswered before it fails (503) and its connection is closed:
   * a connection whose peer went silent (failover, a NAT's idle cut) would otherwise hold its
   * request, and the pool's end at shutdown, for ever. Absent: no limit (the CLIs' long loads).
   */
  queryTimeoutMillis?: number;
  /** Told of a connection lost outside any query (restart, failover, pg_terminate_backend); the process carries on. */
  onConnectionError?: (error: Error) => void;
  /** Told of every statement sent, through Drizzle or query() (tests count the queries of a call). */
  onQuery?: (sql: string) => void;
}

/** Long enough for a busy server to accept, short enough that a request does not hang while it is away. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 5_000;

const warnConnectionLost = (error: Error) =>
  console.warn(`PostgreSQL connection lost (the pool opens a new one): ${error.message}`);

/** Opens PGlite by default, PostgreSQL when a URL is given; the same SQL runs on both. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  if (options.url) {
    return openPostgres(options.url, options.pgSchema, {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MS,
      queryTimeoutMillis: options.queryTimeoutMillis,
      onConnectionError: options.onConnectionError ?? warnConnectionLost,
      onQuery,
    });
  }
  return openPglite(options.pgliteDir ?? 'memory://', options, onQuery);
}

type QueryListener = ((sql: string) => void) | undefined;

/** Drizzle's logger, only when someone listens. */
const queryLogger = (onQuery: QueryListener) =>
  onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {};

const asText = (value: string) => value;
/** Drizzle's PGlite driver keeps these as text (its rawQueryConfig): date, timestamp(tz), interval, numeric[] and their arrays. */
const DRIZZLE_PGLITE_PARSERS = Object.fromEntries(
  [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
);

async function openPglite(
  dir: string,
  { pgliteSnapshot, pgliteSharedBuffers }: DatabaseOptions,
  onQuery: QueryListener,
): Promise<Database> {
  if (!dir.startsWith('memory://')) await fs.mkdir(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir, {
    // From a snapshot PGlite skips initdb (~6 s of its ~7 s start on this machine).
    ...(pgliteSnapshot ? { loadDataDir: snapshotBlob(pgliteSnapshot) } : {}),
    ...(pgliteSharedBuffers
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${pgliteSharedBuffers}`,
          ],
        }
      : {}),
  });
  const db = drizzlePglite(client, { schema, ...queryLogger(onQuery) }) as unknown as Db;
  const database: Database = {
    kind: 'pglite',
    db,
    async execScript(sql) {
      onQuery?.(sql);
      await client.exec(sql);
    },
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      onQuery?.(sql);
      const result = await client.query<T>(sql, params);
      return result.rows;
    },
    async lastRowsOf<T>(script: string) {
      onQuery?.(script);
      const results = await client.exec(script, { parsers: DRIZZLE_PGLITE_PARSERS });
      return (results.at(-1)?.rows ?? []) as T[];
    },
    async exclusive(fn) {
      // PGlite has one connection: every call already runs on it.
      return fn(database);
    },
    async close() {
      await client.close();
    },
    async dumpSnapshot() {
      return client.dumpDataDir('none');
    },
  };
  return database;
}

async function openPostgres(
  url: string,
  pgSchema: string | undefined,
  settings: {
    max: number;
    connectionTimeoutMillis: number;
    queryTimeoutMillis: number | undefined;
    onConnectionError: (error: Error) => void;
    onQuery: QueryListener;
  },
): Promise<Database> {
  const { max, connectionTimeoutMillis, queryTimeoutMillis, onConnectionError, onQuery } = settings;
  if (pgSchema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`bad schema name ${pgSchema}`);
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    admin.on('error', onConnectionError);
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
    await admin.end();
  }
  // JIT off: our statements are short OLTP queries, but a recursive CTE's
  // row estimate can exceed the JIT threshold and then compiling costs ~1 s.
  const options = ['-c jit=off', ...(pgSchema ? [`-c search_path=${pgSchema}`] : [])].join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options,
    connectionTimeoutMillis,
    // Notices a peer that vanished without a word (failover, a proxy's idle cut).
    keepAlive: true,
    ...(queryTimeoutMillis ? { query_timeout: queryTimeoutMillis } : {}),
  });
  watchConnections(pool, onConnectionError);
  const db = drizzlePg(pool, { schema, ...queryLogger(onQuery) }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async execScript(sql) {
      onQuery?.(sql);
      await pool.query(sql);
    },
    async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      onQuery?.(sql);
      const result = await pool.query<T>(sql, params);
      return result.rows;
    },
    async exclusive(fn) {
      const connection = await pool.connect();
      try {
        return await fn({
          async execScript(sql) {
            onQuery?.(sql);
            await connection.query(sql);
          },
          async query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
            onQuery?.(sql);
            return (await connection.query<T>(sql, params)).rows;
          },
        });
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * Without these listeners a lost connection is an unhandled 'error' event and
 * ends the process. The pool reports its idle clients (and drops them); a
 * client held by a transaction or exclusive() reports here too, its pending
 * and next queries fail, and the pool drops it on release (it is no longer
 * queryable). New requests get new connections: nothing broken is kept.
 */
function watchConnections(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  const held = new WeakSet<pg.PoolClient>();
  pool.on('error', onConnectionError);
  pool.on('acquire', (client) => held.add(client));
  pool.on('release', (_error, client) => held.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle client's error reaches the pool's listener above: report it once.
      if (held.has(client)) onConnectionError(error);
    });
    closeOnReadTimeout(client);
  });
}

const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === 'Query read timeout';

/**
 * pg fails a statement at query_timeout but keeps its connection waiting for
 * the answer: every later statement on it would queue behind, and a
 * transaction's release would hand it back to the pool. Marking the client
 * unusable (pg-pool drops such a client on release, at once) and closing its
 * socket makes the pool open a new connection instead. Both are pg's own
 * internals (pg 8): db-outage.test.ts shows them working.
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  const internals = client as unknown as {
    _queryable: boolean;
    connection?: { stream?: { destroy(): void } };
    query: (...args: unknown[]) => unknown;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = (error: unknown) => {
    if (!isReadTimeout(error)) return;
    internals._queryable = false;
    internals.connection?.stream?.destroy();
  };
  internals.query = (...args) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        close(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // A branch of its own: the caller still sees the rejection.
    if (result instanceof Promise) result.catch(close);
    return result;
  };
}
