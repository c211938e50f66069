import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

/** The book a groupId names (spec §7: GroupId when above 0, else the content id). */
export interface BookRow {
  id: number;
  groupKey: number;
  title: string;
  author: string;
}

export interface CitationRecord {
  index: number;
  contentId: number;
  tocId: number;
  tocTitle: string;
  page: number;
  excerpt: string;
}

export interface QuestionRow {
  id: number;
  question: string;
  answer: string;
  label: string;
  citations: CitationRecord[];
  locked: { tocId: number; tocTitle: string }[];
  createdAt: Date | string;
}

export type NewQuestion = Omit<QuestionRow, 'id' | 'createdAt'> & {
  userId: number;
  groupKey: number;
  contentId: number;
};

/** SQL of the assistant: dialogues, quotas, word-cloud cache; reads contents to find a book. */
export class AssistantRepository {
  constructor(private readonly db: Executor) {}

  /** The content whose id is the key, else the first of the group the key names. */
  async findBook(key: number): Promise<BookRow | null> {
    const [row] = await selectRows<BookRow>(
      this.db,
      sql`SELECT id::int AS id, CASE WHEN group_id > 0 THEN group_id ELSE id END::int AS "groupKey",
                 title, author
            FROM contents WHERE id = ${key} OR group_id = ${key}
           ORDER BY (id = ${key}) DESC, id LIMIT 1`,
    );
    return row ?? null;
  }

  async dialogue(userId: number, groupKey: number): Promise<QuestionRow[]> {
    return selectRows<QuestionRow>(
      this.db,
      sql`SELECT id::int AS id, question, answer, label, citations, locked, created_at AS "createdAt"
            FROM assistant_questions WHERE user_id = ${userId} AND group_id = ${groupKey}
           ORDER BY id`,
    );
  }

  async insertQuestion(input: NewQuestion): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO assistant_questions
            (user_id, group_id, content_id, question, answer, label, citations, locked)
          VALUES (${input.userId}, ${input.groupKey}, ${input.contentId}, ${input.question},
                  ${input.answer}, ${input.label}, ${JSON.stringify(input.citations)}::jsonb,
                  ${JSON.stringify(input.locked)}::jsonb)`,
    );
  }

  /** Questions the reader has used of the book. */
  async used(userId: number, groupKey: number): Promise<number> {
    const [row] = await selectRows<{ used: number }>(
      this.db,
      sql`SELECT used FROM assistant_quotas WHERE user_id = ${userId} AND group_id = ${groupKey}`,
    );
    return row?.used ?? 0;
  }

  /**
   * Takes one question of the quota in one statement: true when the reader
   * had fewer than `limit`. Concurrent calls queue on the row, and each sees
   * the count the previous one left, so no more than `limit` are ever taken.
   */
  async takeQuestion(userId: number, groupKey: number, limit: number): Promise<boolean> {
    const rows = await selectRows<{ used: number }>(
      this.db,
      sql`INSERT INTO assistant_quotas AS q (user_id, group_id, used)
          SELECT ${userId}, ${groupKey}, 1 WHERE ${limit} > 0
          ON CONFLICT (user_id, group_id) DO UPDATE SET used = q.used + 1
           WHERE q.used < ${limit}
          RETURNING q.used`,
    );
    return rows.length > 0;
  }

  /** Gives a taken question back (the answer failed). */
  async returnQuestion(userId: number, groupKey: number): Promise<void> {
    await this.db.execute(
      sql`UPDATE assistant_quotas SET used = used - 1
           WHERE user_id = ${userId} AND group_id = ${groupKey} AND used > 0`,
    );
  }

  async cachedWordCloud(
    contentId: number,
  ): Promise<{ fingerprint: string; topics: unknown } | null> {
    const [row] = await selectRows<{ fingerprint: string; topics: unknown }>(
      this.db,
      sql`SELECT fingerprint, topics FROM assistant_word_clouds WHERE content_id = ${contentId}`,
    );
    return row ?? null;
  }

  async storeWordCloud(contentId: number, fingerprint: string, topics: unknown): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO assistant_word_clouds (content_id, fingerprint, topics)
          VALUES (${contentId}, ${fingerprint}, ${JSON.stringify(topics)}::jsonb)
          ON CONFLICT (content_id) DO UPDATE
            SET fingerprint = EXCLUDED.fingerprint, topics = EXCLUDED.topics, created_at = now()`,
    );
  }
}
