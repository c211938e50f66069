import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  type ContentCardRow,
} from '../engagement/index.ts';

export interface ActivityRow {
  id: number;
  externalId: string;
  title: string;
  theme: string;
  themeText: string;
  rules: string;
  coverUrl: string;
  cardTitle: string;
  readingListId: number;
  listTitle: string;
  listDescription: string;
  bookCount: number;
  startTime: string;
  endTime: string;
  state: 1 | 2 | 3;
  participantCount: number;
  organizationId: number;
  organizationTitle: string;
  region: string;
  linkUrl: string;
  isDemo: boolean;
  enabled: boolean;
  sortOrder: number;
  joined: boolean;
}

export interface ActivityBookRow extends ContentCardRow {
  process: number;
}

export interface LeaderboardRow {
  rank: number;
  finishedCount: number;
  totalProcess: number;
  lastReadTime: string;
  nickName: string;
  realName: string;
  mobileNumber: string | null;
  isMe: boolean;
}

export interface ActivityWrite {
  externalId: string;
  title: string;
  cardTitle: string;
  theme: string;
  themeText: string;
  rules: string;
  readingListId: number;
  startsAt: string;
  endsAt: string;
  organizationId: number | null;
  region: string;
  linkUrl: string;
  coverUrl: string;
  sortOrder: number;
  enabled: boolean;
}

const chinaMinute = (column: string): SQL =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI')`);

/** The columns of ActivityRow for the viewer (0 = anonymous) at a moment. */
const activityColumns = (userId: number, at: Date): SQL => {
  const now = sql`${at.toISOString()}::timestamptz`;
  return sql`a.id::int AS id, a.external_id AS "externalId", a.title, a.theme,
    a.theme_text AS "themeText", a.rules, a.cover_url AS "coverUrl", a.card_title AS "cardTitle",
    a.reading_list_id::int AS "readingListId", rl.title AS "listTitle", rl.description AS "listDescription",
    (SELECT count(*)::int FROM reading_list_contents x WHERE x.reading_list_id = a.reading_list_id) AS "bookCount",
    ${chinaMinute('a.starts_at')} AS "startTime", ${chinaMinute('a.ends_at')} AS "endTime",
    (CASE WHEN a.ends_at <= ${now} THEN 3 WHEN a.starts_at > ${now} THEN 2 ELSE 1 END)::int AS state,
    (SELECT count(*)::int FROM activity_participants p WHERE p.activity_id = a.id) AS "participantCount",
    coalesce(a.organization_id, 0)::int AS "organizationId", coalesce(o.title, '') AS "organizationTitle",
    a.region, a.link_url AS "linkUrl", a.is_demo AS "isDemo", a.enabled, a.sort_order AS "sortOrder",
    EXISTS (SELECT 1 FROM activity_participants p
             WHERE p.activity_id = a.id AND p.user_id = ${userId}) AS joined`;
};
const ACTIVITY_FROM = sql`FROM reading_activities a
  JOIN reading_lists rl ON rl.id = a.reading_list_id
  LEFT JOIN organizations o ON o.id = a.organization_id`;
/** Under way first, then those to come, then the ended; the editor's order within each. */
const ACTIVITY_ORDER = sql`ORDER BY state, a.sort_order, a.starts_at DESC, a.id`;
/** No page lists more activities than this. */
const LIST_LIMIT = 100;

/**
 * SQL of the reading activities (reading_activities, 0021 + 0030) and their
 * participants. The progress of the leaderboard and the book list is read
 * from user_histories (actionType 1, written by the history module).
 */
export class ActivityRepository {
  constructor(private readonly db: Executor) {}

  /** The enabled activities (all, or those of an institution or region). */
  list(userId: number, at: Date, area?: { organizationId: number | null; region: string }) {
    const scope = area
      ? sql`AND ((a.organization_id IS NOT NULL AND a.organization_id = ${area.organizationId ?? 0})
              OR (a.region <> '' AND left(${area.region}, length(a.region)) = a.region))`
      : sql``;
    return selectRows<ActivityRow>(
      this.db,
      sql`SELECT ${activityColumns(userId, at)} ${ACTIVITY_FROM}
           WHERE a.enabled ${scope} ${ACTIVITY_ORDER} LIMIT ${LIST_LIMIT}`,
    );
  }

  /** Every activity, disabled ones too (the editor console). */
  all(at: Date): Promise<ActivityRow[]> {
    return selectRows<ActivityRow>(
      this.db,
      sql`SELECT ${activityColumns(0, at)} ${ACTIVITY_FROM} ${ACTIVITY_ORDER}`,
    );
  }

  /** One enabled activity by id or ExternalId, or null. */
  async find(ref: string, userId: number, at: Date): Promise<ActivityRow | null> {
    const byId = /^\d{1,9}$/.test(ref) ? Number(ref) : 0;
    const [row] = await selectRows<ActivityRow>(
      this.db,
      sql`SELECT ${activityColumns(userId, at)} ${ACTIVITY_FROM}
           WHERE a.enabled AND (a.id = ${byId} OR a.external_id = ${ref})
           ORDER BY (a.id = ${byId}) DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** The list's books with the reader's progress on each (0 when never opened). */
  books(readingListId: number, userId: number): Promise<ActivityBookRow[]> {
    return selectRows<ActivityBookRow>(
      this.db,
      sql`SELECT ${CONTENT_CARD_COLUMNS}, coalesce(h.process, 0)::float8 AS process
            FROM reading_list_contents x JOIN contents c ON c.id = x.content_id ${CONTENT_CARD_JOIN}
            LEFT JOIN user_histories h
              ON h.user_id = ${userId} AND h.action_type = 1 AND h.object_id = c.id
           WHERE x.reading_list_id = ${readingListId}
           ORDER BY x.sort_order, c.id`,
    );
  }

  /** Adds the reader to the activity; true when added now, false when already in (idempotent). */
  async join(activityId: number, userId: number, at: Date): Promise<boolean> {
    const rows = await selectRows<{ added: number }>(
      this.db,
      sql`INSERT INTO activity_participants (activity_id, user_id, joined_at)
          VALUES (${activityId}, ${userId}, ${at.toISOString()}::timestamptz)
          ON CONFLICT (activity_id, user_id) DO NOTHING RETURNING 1 AS added`,
    );
    return rows.length > 0;
  }

  /** Records once that the participant read the whole list; true when recorded now. */
  async markFinished(activityId: number, userId: number, at: Date): Promise<boolean> {
    const rows = await selectRows<{ done: number }>(
      this.db,
      sql`UPDATE activity_participants SET finished_at = ${at.toISOString()}::timestamptz
           WHERE activity_id = ${activityId} AND user_id = ${userId} AND finished_at IS NULL
          RETURNING 1 AS done`,
    );
    return rows.length > 0;
  }

  /**
   * The participants ranked by books finished, then total progress, then who
   * got there first; the top `limit` and the viewer's own row.
   */
  leaderboard(
    activityId: number,
    readingListId: number,
    userId: number,
    limit: number,
    finishedAt: number,
  ): Promise<LeaderboardRow[]> {
    return selectRows<LeaderboardRow>(
      this.db,
      sql`WITH board AS (
            SELECT p.user_id, p.joined_at,
                   (count(h.id) FILTER (WHERE h.process >= ${finishedAt}))::int AS finished,
                   coalesce(sum(h.process), 0)::float8 AS total,
                   max(h.updated_at) AS last_read
              FROM activity_participants p
              LEFT JOIN user_histories h
                ON h.user_id = p.user_id AND h.action_type = 1
               AND h.object_id IN (SELECT content_id FROM reading_list_contents
                                    WHERE reading_list_id = ${readingListId})
             WHERE p.activity_id = ${activityId}
             GROUP BY p.user_id, p.joined_at),
          ranked AS (
            SELECT board.*, row_number() OVER (
                     ORDER BY finished DESC, total DESC, last_read ASC NULLS LAST, joined_at, user_id) AS rank
              FROM board)
          SELECT r.rank::int AS rank, r.finished AS "finishedCount", r.total AS "totalProcess",
                 coalesce(to_char((r.last_read AT TIME ZONE 'UTC') + interval '8 hours',
                                  'YYYY-MM-DD HH24:MI:SS'), '') AS "lastReadTime",
                 u.nick_name AS "nickName", u.real_name AS "realName", u.mobile_number AS "mobileNumber",
                 (r.user_id = ${userId}) AS "isMe"
            FROM ranked r JOIN users u ON u.id = r.user_id
           WHERE r.rank <= ${limit} OR r.user_id = ${userId}
           ORDER BY r.rank`,
    );
  }

  // The editor console's writes.

  async insert(input: ActivityWrite): Promise<number> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`INSERT INTO reading_activities (external_id, title, card_title, theme, theme_text, rules,
            reading_list_id, starts_at, ends_at, organization_id, region, link_url, cover_url,
            sort_order, enabled)
          VALUES (${input.externalId}, ${input.title}, ${input.cardTitle}, ${input.theme},
            ${input.themeText}, ${input.rules}, ${input.readingListId}, ${input.startsAt}::timestamptz,
            ${input.endsAt}::timestamptz, ${input.organizationId}, ${input.region}, ${input.linkUrl},
            ${input.coverUrl}, ${input.sortOrder}, ${input.enabled})
          RETURNING id::int AS id`,
    );
    return row!.id;
  }

  /** Updates an activity (its ExternalId stays); false when there is none. */
  async update(id: number, input: ActivityWrite): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`UPDATE reading_activities SET title = ${input.title}, card_title = ${input.cardTitle},
            theme = ${input.theme}, theme_text = ${input.themeText}, rules = ${input.rules},
            reading_list_id = ${input.readingListId}, starts_at = ${input.startsAt}::timestamptz,
            ends_at = ${input.endsAt}::timestamptz, organization_id = ${input.organizationId},
            region = ${input.region}, link_url = ${input.linkUrl}, cover_url = ${input.coverUrl},
            sort_order = ${input.sortOrder}, enabled = ${input.enabled}, updated_at = now()
          WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }

  /** Whether anyone joined the activity or holds its card. */
  async inUse(id: number): Promise<boolean> {
    const [row] = await selectRows<{ used: boolean }>(
      this.db,
      sql`SELECT EXISTS (SELECT 1 FROM activity_participants WHERE activity_id = ${id})
              OR EXISTS (SELECT 1 FROM user_cards WHERE activity_id = ${id}) AS used`,
    );
    return row?.used ?? false;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM reading_activities WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }

  async readingListExists(id: number): Promise<boolean> {
    const rows = await selectRows(this.db, sql`SELECT 1 FROM reading_lists WHERE id = ${id}`);
    return rows.length > 0;
  }

  async organizationExists(id: number): Promise<boolean> {
    const rows = await selectRows(this.db, sql`SELECT 1 FROM organizations WHERE id = ${id}`);
    return rows.length > 0;
  }

  /** The reader's region (EditPersonaInfo: province,city[,district] codes), '' when not set. */
  async regionOf(userId: number): Promise<string> {
    const [row] = await selectRows<{ region: string }>(
      this.db,
      sql`SELECT region FROM users WHERE id = ${userId}`,
    );
    return row?.region ?? '';
  }

  async organizationTitle(id: number): Promise<string> {
    const [row] = await selectRows<{ title: string }>(
      this.db,
      sql`SELECT title FROM organizations WHERE id = ${id}`,
    );
    return row?.title ?? '';
  }
}
