import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface ActivityRow {
  id: number;
  externalId: string;
  title: string;
  cardTitle: string;
  readingListId: number;
}

export interface CardRow {
  id: number;
  activityId: number;
  earnedTime: string;
}

const ACTIVITY_COLUMNS = sql`id::int AS id, external_id AS "externalId", title, card_title AS "cardTitle",
  reading_list_id::int AS "readingListId"`;

/** SQL of reading_activities and user_cards. */
export class CardRepository {
  constructor(private readonly db: Executor) {}

  /** Every activity, in their order. */
  async activities(): Promise<ActivityRow[]> {
    return selectRows<ActivityRow>(
      this.db,
      sql`SELECT ${ACTIVITY_COLUMNS} FROM reading_activities ORDER BY sort_order, id`,
    );
  }

  /** One activity by id or ExternalId, or null. */
  async activity(ref: string): Promise<ActivityRow | null> {
    const byId = /^\d{1,9}$/.test(ref) ? Number(ref) : 0;
    const [row] = await selectRows<ActivityRow>(
      this.db,
      sql`SELECT ${ACTIVITY_COLUMNS} FROM reading_activities
           WHERE id = ${byId} OR external_id = ${ref} ORDER BY (id = ${byId}) DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** The user's cards, newest first. */
  async cardsOf(userId: number): Promise<CardRow[]> {
    return selectRows<CardRow>(
      this.db,
      sql`SELECT id::int AS id, activity_id::int AS "activityId",
                 to_char((earned_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS') AS "earnedTime"
            FROM user_cards WHERE user_id = ${userId} ORDER BY earned_at DESC, id DESC`,
    );
  }

  /** Gives the card of an activity unless the user holds it; answers the new card's id, else null. */
  async award(userId: number, activityId: number, at: Date): Promise<number | null> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`INSERT INTO user_cards (user_id, activity_id, earned_at)
          VALUES (${userId}, ${activityId}, ${at.toISOString()}::timestamptz)
          ON CONFLICT (user_id, activity_id) DO NOTHING RETURNING id::int AS id`,
    );
    return row?.id ?? null;
  }

  /**
   * Marks the user's not-yet-announced cards of these activities announced and
   * answers their ids: each card is announced once, however many ask at once.
   */
  async takeUnnoticed(userId: number, activityIds: number[], at: Date): Promise<number[]> {
    if (activityIds.length === 0) return [];
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`UPDATE user_cards SET noticed_at = ${at.toISOString()}::timestamptz
           WHERE user_id = ${userId} AND noticed_at IS NULL
             AND activity_id = ANY(${`{${activityIds.join(',')}}`}::bigint[])
          RETURNING id::int AS id`,
    );
    return rows.map((row) => row.id);
  }
}
