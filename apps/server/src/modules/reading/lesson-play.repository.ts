import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

/** SQL of lesson play counts (lesson_plays, migration 0022). */
export class LessonPlayRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Records a reader's play of a lesson on a day; the first of that day
   * (reader, lesson, day is the key) adds one to the course's read_count.
   * Answers whether it counted. One statement, so two racing plays count once.
   */
  async record(input: {
    readerKey: string;
    contentId: number;
    tocNodeId: number;
    day: string;
  }): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`WITH played AS (
            INSERT INTO lesson_plays (reader_key, toc_node_id, play_day, content_id)
            VALUES (${input.readerKey}, ${input.tocNodeId}, ${input.day}::date, ${input.contentId})
            ON CONFLICT DO NOTHING RETURNING content_id)
          UPDATE contents SET read_count = read_count + 1
           WHERE id IN (SELECT content_id FROM played) RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }
}
