import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db.ts';

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations',
);
/** Any constant: serialises migrations between processes sharing one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_202_611;

/** Applies every db/migrations/*.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return database.exclusive(async (session) => {
    const applied: string[] = [];
    await session.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const locking = database.kind === 'postgres';
    if (locking) await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const done = new Set(
        (await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
          (r) => r.name,
        ),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await session.execScript(
          `BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
        );
        applied.push(file);
      }
    } catch (error) {
      await session.execScript('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (locking) await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    return applied;
  });
}
