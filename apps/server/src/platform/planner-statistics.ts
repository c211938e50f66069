import type { Database } from './db.ts';

/**
 * Refreshes the planner's statistics of the given tables each time a bulk
 * load has doubled what it wrote (after `firstAt` units, then 2×, 4× …).
 *
 * Why: a plan made while a table was nearly empty scans it whole, and the
 * plans of foreign-key checks are cached for the life of a connection. With
 * no autovacuum to ANALYZE (PGlite never has one; this machine's PostgreSQL
 * runs without), every inserted row then scans the growing parent table and
 * the load turns quadratic (seed --full: toc_nodes was read a billion times
 * in its first 3,500 books). ANALYZE invalidates those plans.
 */
export function analyzeAsTablesGrow(
  database: Pick<Database, 'query'>,
  tables: readonly string[],
  firstAt = 25,
): { wrote(units: number): Promise<void>; readonly analyses: number } {
  for (const table of tables)
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`bad table name ${table}`);
  let written = 0;
  let nextAt = firstAt;
  let analyses = 0;
  return {
    async wrote(units) {
      written += units;
      if (written < nextAt) return;
      while (nextAt <= written) nextAt *= 2;
      await database.query(`ANALYZE ${tables.join(', ')}`);
      analyses += 1;
    },
    get analyses() {
      return analyses;
    },
  };
}
