import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { selectRows, type Database, type Executor } from './db.ts';

/** Distinct statements kept prepared; a text beyond them runs unprepared. */
export const PREPARED_STATEMENT_CAPACITY = 64;

const dialect = new PgDialect();

/** Names are unique in the process, so two caches on one session never reuse one. */
let statementsNamed = 0;

/**
 * A parameter as an SQL literal of unknown type (as the extended protocol sends it: text, typed
 * by the statement); null for a value with no safe literal. E'' strings escape backslashes and
 * quotes whatever standard_conforming_strings says; NUL has no literal (PostgreSQL's text has none).
 */
export function literalOf(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'bigint') text = String(value);
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return null;
  if (text.includes('\0')) return null;
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * Named statements for hot reads whose planning costs more than their run: a resource search's
 * one statement took ~0.7 ms to parse and ~2 ms to plan on PGlite against ~1 ms to run
 * (2026-11-28). Each distinct text is PREPAREd once and then EXECUTEd with its values, so after
 * five runs PostgreSQL may keep one generic plan (plan_cache_mode auto) and parses nothing.
 *
 * PGlite only: it plans on the app's own thread, and its one connection is one session, where a
 * name once prepared stays (a rollback keeps it; ANALYZE and migrations make it replan). On a
 * PostgreSQL pool every connection is its own session and the planning runs in the server's
 * processes, so there the statement runs as it is. A value with no literal (literalOf), or a
 * text beyond the capacity, also runs as it is.
 */
export class PreparedStatements {
  /** text → its name, once PREPAREd (a promise: calls side by side prepare it once) */
  private readonly names = new Map<string, Promise<string>>();

  constructor(
    private readonly enabled: boolean,
    private readonly capacity = PREPARED_STATEMENT_CAPACITY,
  ) {}

  static for(database: Database): PreparedStatements {
    return new PreparedStatements(database.kind === 'pglite');
  }

  /** The rows of `query`, through a named statement where one can be used. */
  async rows<T>(executor: Executor, query: SQL): Promise<T[]> {
    if (!this.enabled) return selectRows<T>(executor, query);
    const { sql: text, params } = dialect.sqlToQuery(query);
    const literals = params.map(literalOf);
    if (literals.some((literal) => literal === null)) return selectRows<T>(executor, query);
    let name = this.names.get(text);
    if (name === undefined) {
      if (this.names.size >= this.capacity) return selectRows<T>(executor, query);
      name = this.prepare(executor, text);
      this.names.set(text, name);
    }
    const call = params.length === 0 ? await name : `${await name}(${literals.join(', ')})`;
    return selectRows<T>(executor, sql.raw(`EXECUTE ${call}`));
  }

  private async prepare(executor: Executor, text: string): Promise<string> {
    statementsNamed += 1;
    const name = `moyue_statement_${statementsNamed}`;
    try {
      await executor.execute(sql.raw(`PREPARE ${name} AS ${text}`));
      return name;
    } catch (error) {
      this.names.delete(text);
      throw error;
    }
  }

  /** How many texts are prepared or being prepared (tests). */
  get size(): number {
    return this.names.size;
  }
}
