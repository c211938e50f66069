// The shared services a cluster needs and checks before it starts: PostgreSQL (its own
// database, created when missing), Redis, and free ports.
import net from 'node:net';
import pg from 'pg';

/** Where the cluster's database lives unless told: beside DATABASE_URL's, or on the local server. */
export function defaultClusterDatabaseUrl(name = 'moyue_cluster'): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes sure the database of url exists (fresh: empty), connecting to the
 * server's 'postgres' database; a clear error when PostgreSQL is not there.
 */
export async function ensureDatabase(url: string, fresh: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The cluster needs PostgreSQL (PGlite belongs to one process), but ${admin.host} ` +
        `does not answer: ${(error as Error).message}. Start PostgreSQL or set ` +
        'MOYUE_CLUSTER_DATABASE_URL=postgres://…',
      { cause: error },
    );
  }
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** PING over a plain socket: true when a Redis answers PONG within 2 s. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname.replace(/^\[|\]$/g, ''));
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
