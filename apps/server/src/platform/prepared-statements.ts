import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from './db.ts';

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

/** Settings for one statement alone (SET LOCAL), e.g. { enable_seqscan: 'off' }. */
export type LocalSettings = Readonly<Record<string, string>>;

/**
 * Named statements for hot reads whose planning costs more than their run: a resource search's
 * one statement took ~0.7 ms to parse and ~2 ms to plan on PGlite against ~1 ms to run
 * (2026-11-28). Each distinct text is PREPAREd once and then EXECUTEd with its values, so after
 * five runs PostgreSQL may keep one generic plan (plan_cache_mode auto) and parses nothing; the
 * statement's local settings travel with it in one round trip (Database.lastRowsOf), where a
 * transaction with set_config took three more.
 *
 * PGlite only: it plans on the app's own thread, and its one connection is one session, where a
 * name once prepared stays (ANALYZE and migrations make it replan). On a PostgreSQL pool every
 * connection is its own session and the planning runs in the server's processes, so there the
 * statement runs as it is, in a transaction with its settings. A value with no literal
 * (literalOf), or a text beyond the capacity, also runs as it is.
 */
export class PreparedStatements {
  /** text → its name, once PREPAREd (a promise: calls side by side prepare it once) */
  private readonly names = new Map<string, Promise<string>>();

  constructor(
    private readonly database: Database,
    private readonly capacity = PREPARED_STATEMENT_CAPACITY,
  ) {}

  /** The rows of `query`, with `settings` for it alone, through a named statement where one can be used. */
  async rows<T>(query: SQL, settings: LocalSettings = {}): Promise<T[]> {
    const { database } = this;
    if (database.lastRowsOf) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const literals = params.map(literalOf);
      const name = literals.includes(null) ? null : this.nameOf(text);
      if (name !== null) {
        const call = params.length === 0 ? await name : `${await name}(${literals.join(', ')})`;
        return database.lastRowsOf<T>(`${setLocally(settings)}EXECUTE ${call}`);
      }
    }
    const entries = Object.entries(settings);
    if (entries.length === 0) return selectRows<T>(database.db, query);
    return database.db.transaction(async (tx) => {
      const each = entries.map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
      await tx.execute(sql`SELECT ${sql.join(each, sql`, `)}`);
      return selectRows<T>(tx, query);
    });
  }

  /** The text's statement name (PREPAREd on first use); null beyond the capacity. */
  private nameOf(text: string): Promise<string> | null {
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= this.capacity) return null;
    statementsNamed += 1;
    const name = `moyue_statement_${statementsNamed}`;
    const prepared = this.database.execScript(`PREPARE ${name} AS ${text}`).then(
      () => name,
      (error: unknown) => {
        this.names.delete(text);
        throw error;
      },
    );
    this.names.set(text, prepared);
    return prepared;
  }

  /** How many texts are prepared or being prepared (tests). */
  get size(): number {
    return this.names.size;
  }
}

/** The settings as one statement of a script ('' for none). */
function setLocally(settings: LocalSettings): string {
  const entries = Object.entries(settings);
  if (entries.length === 0) return '';
  const each = entries.map(([name, value]) => {
    const [n, v] = [literalOf(name), literalOf(value)];
    if (n === null || v === null) throw new Error(`bad setting ${name}`);
    return `set_config(${n}, ${v}, true)`;
  });
  return `SELECT ${each.join(', ')}; `;
}
