import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './errors.ts';

/** A port nothing listens on (taken and given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it('recognises a PostgreSQL server that refuses the connection (real pg client)', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
    const error: unknown = await client.connect().catch((e: unknown) => e);
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it('recognises Redis away (real ioredis client, no offline queue)', async () => {
    const redis = new Redis(await closedPort(), '127.0.0.1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const error: unknown = await redis.get('k').catch((e: unknown) => e);
    redis.disconnect();
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['57P01 admin_shutdown', withCode('57P01')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03')],
    ['53300 too_many_connections', withCode('53300')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a statement past query_timeout', new Error('Query read timeout')],
    [
      'a held client after its connection broke',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['ioredis commandTimeout', new Error('Command timed out')],
    ['wrapped by the ORM', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['several addresses refused', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
  ])('recognises %s', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a missing file', withCode('ENOENT')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['not an error', 'Connection terminated'],
  ])('leaves %s to the 500 answer', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });

  describe('PGlite (no connections: its errors are never "unavailable")', () => {
    let pglite: PGlite | undefined;
    afterAll(() => pglite?.close());

    it('leaves its SQL errors to the 500 answer', async () => {
      pglite = await PGlite.create('memory://');
      await pglite.exec('CREATE TABLE t (id int PRIMARY KEY); INSERT INTO t VALUES (1);');
      for (const sql of ['INSERT INTO t VALUES (1)', 'SELECT 1/0', 'SELECT * FROM missing']) {
        const error: unknown = await pglite.query(sql).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        expect(isServiceUnavailable(error)).toBe(false);
      }
    });
  });
});
