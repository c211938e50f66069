import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from './db.ts';
import { PreparedStatements, literalOf } from './prepared-statements.ts';

describe('PreparedStatements (PGlite)', () => {
  let database: Database;
  const sent: string[] = [];
  const count = (start: string) => sent.filter((statement) => statement.startsWith(start)).length;
  const prepares = () => count('PREPARE');
  const executes = () => sent.filter((statement) => statement.includes('EXECUTE')).length;
  const workMem = async () =>
    (await selectRows<{ w: string }>(database.db, sql`SELECT current_setting('work_mem') AS w`))[0]
      ?.w;

  beforeAll(async () => {
    database = await openDatabase({
      pgliteDir: 'memory://',
      onQuery: (statement) => sent.push(statement),
    });
    await database.execScript(`CREATE TABLE words (id int PRIMARY KEY, word text NOT NULL,
        added date NOT NULL DEFAULT '2026-11-28', at timestamptz NOT NULL DEFAULT '2026-11-28 08:00+08',
        took interval NOT NULL DEFAULT '90 minutes', prices numeric[] NOT NULL DEFAULT '{1.50,2}');
      INSERT INTO words (id, word) VALUES (1, '明月'), (2, 'it''s'), (3, 'a\\b'), (4, '𠮷野家');`);
  });
  afterAll(() => database.close());

  const byWord = (word: string | null, limit: number) =>
    sql`SELECT * FROM words WHERE word = ${word} OR ${word}::text IS NULL ORDER BY id LIMIT ${limit}`;

  it('answers what the statement itself answers: quotes, backslashes, CJK, null, dates as text', async () => {
    const statements = new PreparedStatements(database);
    for (const [word, limit] of [
      ['明月', 5],
      ["it's", 5],
      ['a\\b', 5],
      ['𠮷野家', 5],
      ["'; DROP TABLE words; --", 5],
      [null, 2],
    ] as const) {
      const plain = await selectRows(database.db, byWord(word, limit));
      expect(await statements.rows(byWord(word, limit))).toEqual(plain);
    }
    expect(await statements.rows(byWord('明月', 1))).toEqual([
      {
        id: 1,
        word: '明月',
        added: '2026-11-28',
        at: '2026-11-28 00:00:00+00',
        took: '01:30:00',
        prices: '{1.50,2}',
      },
    ]);
    expect(await selectRows(database.db, sql`SELECT count(*)::int AS n FROM words`)).toEqual([
      { n: 4 },
    ]);
  });

  it('prepares a text once, then executes it by name', async () => {
    const statements = new PreparedStatements(database);
    const before = { prepares: prepares(), executes: executes() };
    for (const word of ['明月', "it's", '明月']) await statements.rows(byWord(word, 9));
    expect(prepares() - before.prepares).toBe(1);
    expect(executes() - before.executes).toBe(3);
    expect(statements.size).toBe(1);
  });

  it('prepares once when two calls of a new text come side by side', async () => {
    const statements = new PreparedStatements(database);
    const before = prepares();
    const [a, b] = await Promise.all([
      statements.rows(sql`SELECT ${'明月'}::text AS w, 1 AS side`),
      statements.rows(sql`SELECT ${'清风'}::text AS w, 1 AS side`),
    ]);
    expect([a, b]).toEqual([[{ w: '明月', side: 1 }], [{ w: '清风', side: 1 }]]);
    expect(prepares() - before).toBe(1);
  });

  it('holds the settings for the statement alone, in one round trip', async () => {
    const statements = new PreparedStatements(database);
    const setting = sql`SELECT current_setting('work_mem') AS w, current_setting('enable_seqscan') AS s`;
    const before = sent.length;
    expect(await statements.rows(setting, { work_mem: '16MB', enable_seqscan: 'off' })).toEqual([
      { w: '16MB', s: 'off' },
    ]);
    expect(sent.length - before).toBe(2); // PREPARE, then the settings with EXECUTE
    expect(await workMem()).toBe('4MB');
    await expect(statements.rows(sql`SELECT 1 / ${0}::int`, { work_mem: '8MB' })).rejects.toThrow(
      /division by zero/,
    );
    // the failed script left no transaction and no setting behind
    expect(await workMem()).toBe('4MB');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });
  });

  it('runs a value with no literal (NUL) and texts beyond its capacity unprepared, settings kept', async () => {
    const statements = new PreparedStatements(database, 2);
    const before = prepares();
    await expect(statements.rows(sql`SELECT ${'a\0b'}::text AS nul`)).rejects.toThrow();
    for (const n of [1, 2, 3])
      expect(
        await statements.rows(
          sql`SELECT ${n}::int + ${n}::int AS n, current_setting('work_mem') AS w`,
          n === 3 ? { work_mem: '12MB' } : {},
        ),
      ).toEqual([{ n: 2 * n, w: n === 3 ? '12MB' : '4MB' }]);
    expect(prepares() - before).toBe(1);
    expect(statements.size).toBe(1);
    for (const n of [4, 5])
      expect(
        await statements.rows(
          sql`SELECT ${n}::int AS ${sql.raw(`n${n}`)}, current_setting('work_mem') AS w`,
          { work_mem: '12MB' },
        ),
      ).toEqual([{ [`n${n}`]: n, w: '12MB' }]);
    expect(prepares() - before).toBe(2);
    expect(await workMem()).toBe('4MB');
  });

  it('runs everything unprepared, settings in a transaction, without lastRowsOf (PostgreSQL)', async () => {
    const statements = new PreparedStatements({ ...database, lastRowsOf: undefined });
    const before = prepares();
    expect(await statements.rows(byWord('明月', 1))).toEqual(
      await selectRows(database.db, byWord('明月', 1)),
    );
    expect(
      await statements.rows(sql`SELECT current_setting('work_mem') AS w`, { work_mem: '16MB' }),
    ).toEqual([{ w: '16MB' }]);
    expect(await workMem()).toBe('4MB');
    expect(prepares()).toBe(before);
    expect(statements.size).toBe(0);
  });

  it('passes any string without NUL through its literal unchanged', async () => {
    const statements = new PreparedStatements(database);
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({
            // what a literal must escape, surrogates alone, and any code point
            unit: fc.oneof(
              fc.constantFrom("'", '\\', '$', '"', '\n', '\uD800', '𠮷'),
              fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
            ),
            maxLength: 40,
          })
          .filter((text) => !text.includes('\0')),
        async (text) => {
          const query = sql`SELECT ${text}::text AS echoed`;
          expect(await statements.rows(query)).toEqual(await selectRows(database.db, query));
        },
      ),
      { numRuns: 200, seed: 20_261_128 },
    );
  });
});

describe('literalOf', () => {
  it('quotes every kind of value it can and refuses the rest', () => {
    expect(literalOf("it's a\\b")).toBe("E'it''s a\\\\b'");
    expect(literalOf(20)).toBe("E'20'");
    expect(literalOf(-1.5)).toBe("E'-1.5'");
    expect(literalOf(12345678901234567890n)).toBe("E'12345678901234567890'");
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf('a\0b')).toBeNull();
    expect(literalOf(Number.NaN)).toBeNull();
    expect(literalOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(literalOf(true)).toBeNull();
    expect(literalOf(new Date(0))).toBeNull();
  });
});
