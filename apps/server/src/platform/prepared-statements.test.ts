import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from './db.ts';
import { PreparedStatements, literalOf } from './prepared-statements.ts';

describe('PreparedStatements (PGlite)', () => {
  let database: Database;
  const sent: string[] = [];
  const prepares = () => sent.filter((statement) => statement.startsWith('PREPARE')).length;
  const executes = () => sent.filter((statement) => statement.startsWith('EXECUTE')).length;

  beforeAll(async () => {
    database = await openDatabase({
      pgliteDir: 'memory://',
      onQuery: (statement) => sent.push(statement),
    });
    await database.execScript(`CREATE TABLE words (id int PRIMARY KEY, word text NOT NULL);
      INSERT INTO words VALUES (1, '明月'), (2, 'it''s'), (3, 'a\\b'), (4, '𠮷野家');`);
  });
  afterAll(() => database.close());

  const byWord = (word: string | null, limit: number) =>
    sql`SELECT id, word FROM words WHERE word = ${word} OR ${word}::text IS NULL ORDER BY id LIMIT ${limit}`;

  it('answers what the statement itself answers, for quotes, backslashes, CJK, numbers and null', async () => {
    const statements = PreparedStatements.for(database);
    for (const [word, limit] of [
      ['明月', 5],
      ["it's", 5],
      ['a\\b', 5],
      ['𠮷野家', 5],
      ["'; DROP TABLE words; --", 5],
      [null, 2],
    ] as const) {
      const plain = await selectRows(database.db, byWord(word, limit));
      expect(await statements.rows(database.db, byWord(word, limit))).toEqual(plain);
    }
    expect(await selectRows(database.db, sql`SELECT count(*)::int AS n FROM words`)).toEqual([
      { n: 4 },
    ]);
  });

  it('prepares a text once, then executes it by name', async () => {
    const statements = new PreparedStatements(true);
    const before = { prepares: prepares(), executes: executes() };
    for (const word of ['明月', "it's", '明月'])
      await statements.rows(database.db, byWord(word, 9));
    expect(prepares() - before.prepares).toBe(1);
    expect(executes() - before.executes).toBe(3);
    expect(statements.size).toBe(1);
  });

  it('prepares once when two calls of a new text come side by side', async () => {
    const statements = new PreparedStatements(true);
    const before = prepares();
    const [a, b] = await Promise.all([
      statements.rows(database.db, sql`SELECT ${'明月'}::text AS w, 1 AS side`),
      statements.rows(database.db, sql`SELECT ${'清风'}::text AS w, 1 AS side`),
    ]);
    expect([a, b]).toEqual([[{ w: '明月', side: 1 }], [{ w: '清风', side: 1 }]]);
    expect(prepares() - before).toBe(1);
  });

  it('keeps a statement prepared inside a transaction that rolled back', async () => {
    const statements = new PreparedStatements(true);
    const query = (word: string) => sql`SELECT ${word}::text AS kept, 2 AS rolled_back`;
    await expect(
      database.db.transaction(async (tx) => {
        await statements.rows(tx, query('一'));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    const before = prepares();
    expect(await statements.rows(database.db, query('二'))).toEqual([
      { kept: '二', rolled_back: 2 },
    ]);
    expect(prepares()).toBe(before);
  });

  it('runs a value with no literal (NUL) and texts beyond its capacity unprepared', async () => {
    const statements = new PreparedStatements(true, 2);
    const before = prepares();
    await expect(
      statements.rows(database.db, sql`SELECT ${'a\0b'}::text AS nul`),
    ).rejects.toThrow();
    for (const n of [1, 2, 3])
      expect(
        await statements.rows(
          database.db,
          sql`SELECT ${n}::int + ${n}::int AS n${sql.raw(String(n))}`,
        ),
      ).toEqual([{ [`n${n}`]: 2 * n }]);
    expect(prepares() - before).toBe(2);
    expect(statements.size).toBe(2);
  });

  it('runs everything unprepared when off (a PostgreSQL pool)', async () => {
    const statements = new PreparedStatements(false);
    const before = prepares();
    expect(await statements.rows(database.db, byWord('明月', 1))).toEqual([
      { id: 1, word: '明月' },
    ]);
    expect(prepares()).toBe(before);
    expect(statements.size).toBe(0);
  });

  it('passes any string without NUL through its literal unchanged', async () => {
    const statements = new PreparedStatements(true);
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
          expect(await statements.rows(database.db, query)).toEqual(
            await selectRows(database.db, query),
          );
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
