import { sql } from 'drizzle-orm';
import { selectRows, type Db, type Executor } from '../../platform/db.ts';

/** One ledger entry to write; `key` makes it exactly-once per user. */
export interface LedgerCredit {
  userId: number;
  score: number;
  exp: number;
  reason: number;
  taskType: number | null;
  title: string;
  key: string;
  at: Date;
}

export interface LedgerRow {
  id: number;
  score: number;
  exp: number;
  reason: number;
  title: string;
  createTime: string;
}

export interface SignInRow {
  day: string;
  streak: number;
}

/** A PostgreSQL array literal of our own keys and days (letters, digits, ':' and '-' only). */
const textArray = (values: string[]): string => `{${values.map((v) => `"${v}"`).join(',')}}`;

const CREATE_TIME = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

/** SQL of point_entries (the ledger) and sign_ins. */
export class PointsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Writes the entry unless one with its key exists; answers its id, or null
   * when the key was taken (by an earlier or a concurrent writer: the unique
   * index decides, so exactly one of any number of parallel credits lands).
   */
  async credit(entry: LedgerCredit, tx: Executor = this.db): Promise<number | null> {
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO point_entries (user_id, score, exp, reason, task_type, title, idempotency_key, created_at)
          VALUES (${entry.userId}, ${entry.score}, ${entry.exp}, ${entry.reason}, ${entry.taskType},
                  ${entry.title}, ${entry.key}, ${entry.at.toISOString()}::timestamptz)
          ON CONFLICT (user_id, idempotency_key) DO NOTHING
          RETURNING id::int AS id`,
    );
    return row?.id ?? null;
  }

  /** Which of these keys the user's ledger holds. */
  async keysHeld(userId: number, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await selectRows<{ key: string }>(
      this.db,
      sql`SELECT idempotency_key AS key FROM point_entries
           WHERE user_id = ${userId} AND idempotency_key = ANY(${textArray(keys)}::text[])`,
    );
    return new Set(rows.map((row) => row.key));
  }

  /** The entry of one key (score and exp), or null. */
  async entryOf(userId: number, key: string): Promise<{ score: number; exp: number } | null> {
    const [row] = await selectRows<{ score: number; exp: number }>(
      this.db,
      sql`SELECT score, exp FROM point_entries WHERE user_id = ${userId} AND idempotency_key = ${key}`,
    );
    return row ?? null;
  }

  /** The balance (sum of the ledger), the experience, and what was gained since `since`. */
  async totals(
    userId: number,
    since: Date,
  ): Promise<{ score: number; exp: number; sinceScore: number }> {
    const [row] = await selectRows<{ score: number; exp: number; sinceScore: number }>(
      this.db,
      sql`SELECT coalesce(sum(score), 0)::int AS score, coalesce(sum(exp), 0)::int AS exp,
                 coalesce(sum(score) FILTER (WHERE created_at >= ${since.toISOString()}::timestamptz), 0)::int
                   AS "sinceScore"
            FROM point_entries WHERE user_id = ${userId}`,
    );
    return row ?? { score: 0, exp: 0, sinceScore: 0 };
  }

  /** A page of the ledger, newest first. */
  async page(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: LedgerRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM point_entries WHERE user_id = ${userId}`,
    );
    const items = await selectRows<LedgerRow>(
      this.db,
      sql`SELECT id::int AS id, score, exp, reason, title, ${CREATE_TIME(sql.raw('created_at'))} AS "createTime"
            FROM point_entries WHERE user_id = ${userId}
           ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /**
   * Records the day's sign-in with its streak (yesterday's plus one, else 1);
   * answers the streak, or null when the day was already signed (the primary
   * key refuses a second row, concurrent or not).
   */
  async recordSignIn(
    userId: number,
    day: string,
    yesterday: string,
    at: Date,
    tx: Executor,
  ): Promise<number | null> {
    const [row] = await selectRows<{ streak: number }>(
      tx,
      sql`INSERT INTO sign_ins (user_id, day, streak, created_at)
          SELECT ${userId}, ${day}::date,
                 coalesce((SELECT streak FROM sign_ins WHERE user_id = ${userId} AND day = ${yesterday}::date), 0) + 1,
                 ${at.toISOString()}::timestamptz
          ON CONFLICT (user_id, day) DO NOTHING
          RETURNING streak`,
    );
    return row?.streak ?? null;
  }

  /** The sign-ins of these days (today and yesterday, say). */
  async signInsOn(userId: number, days: string[]): Promise<SignInRow[]> {
    return selectRows<SignInRow>(
      this.db,
      sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, streak FROM sign_ins
           WHERE user_id = ${userId} AND day = ANY(${textArray(days)}::date[])`,
    );
  }

  /** How many days the user signed in, and which from `from` on. */
  async signInDays(userId: number, from: string): Promise<{ total: number; days: string[] }> {
    const [row] = await selectRows<{ total: number; days: string[] }>(
      this.db,
      sql`SELECT count(*)::int AS total,
                 coalesce(array_agg(to_char(day, 'YYYY-MM-DD') ORDER BY day) FILTER (WHERE day >= ${from}::date),
                          '{}') AS days
            FROM sign_ins WHERE user_id = ${userId}`,
    );
    return row ?? { total: 0, days: [] };
  }
}
