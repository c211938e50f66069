import pg from 'pg';

const BENCH_DATABASE = 'moyue_bench';

/** A fresh database beside DATABASE_URL's, so the first start really seeds and nothing else is touched. */
export async function freshBenchDatabase(name = BENCH_DATABASE): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return benchUrl.toString();
}

/** The address of a database beside DATABASE_URL's (one a previous run left, to use again). */
export function databaseUrlNamed(name: string): string {
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}
