import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { CardRow } from './ranking.presenter.ts';

const CARD = sql.raw(
  `c.id::int AS id, c.external_id AS "externalId", c.object_type::int AS "objectType", c.title,
   c.author, c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType"`,
);
const COVER_JOIN = sql.raw(`LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`);
/** The shelf's order (contents_newest_idx): a cover first, then arrival, issue date, id. */
const NEWEST_ORDER = sql.raw(
  `(c.cover_sha256 IS NULL), c.created_at DESC, c.issue_date DESC NULLS LAST, c.id DESC`,
);
const ORDER_COLUMNS = sql.raw(`c.created_at AS "createdAt", c.issue_date AS "issueDate"`);
const NEWEST_ORDER_OF = (alias: string) =>
  sql.raw(
    `(${alias}."coverSha256" IS NULL), ${alias}."createdAt" DESC, ${alias}."issueDate" DESC NULLS LAST, ${alias}.id DESC`,
  );
const NEWEST_ORDER_OF_W = NEWEST_ORDER_OF('w');
/** Rows of the newest a one-per-author shelf reads first (a shelf holds 12). */
const NEWEST_WINDOW = 240;
const typesOf = (types: readonly number[]): SQL =>
  sql`c.object_type = ANY(${`{${types.join(',')}}`}::smallint[])`;

export interface CategoryRow {
  id: number;
  title: string;
  code: string;
}

export interface HomeNoticeRow {
  id: number;
  title: string;
  createTime: string;
}

export interface HomeActivityRow {
  id: number;
  title: string;
  theme: string;
  cardTitle: string;
  coverUrl: string;
  endDate: string;
  isDemo: boolean;
}

const chinaTime = (column: string, format: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', '${format}')`);

/** SQL of the home page's shelves: reads the catalogue, holdings and categories. */
export class HomeRepository {
  /**
   * @param newestWindow how many of the newest rows a one-per-author shelf looks at
   * before it sorts the whole catalogue (only when they hold too few authors)
   */
  constructor(
    private readonly db: Executor,
    private readonly newestWindow = NEWEST_WINDOW,
  ) {}

  /** The newest items of these types (arrival, then issue date), one per author so a shelf is not one work's volumes. */
  async newest(types: readonly number[], limit: number, onePerAuthor = false): Promise<CardRow[]> {
    if (!onePerAuthor)
      return selectRows<CardRow>(
        this.db,
        sql`SELECT ${CARD} FROM contents c ${COVER_JOIN}
             WHERE ${typesOf(types)} ORDER BY ${NEWEST_ORDER} LIMIT ${limit}`,
      );
    // The first `limit` authors in this order, each with their first item, all lie in the
    // order's first rows once those hold `limit` authors: read a window (an index range of
    // contents_newest_idx), and the whole order only when the window falls short.
    const windowed = await this.newestPerAuthor(types, limit, this.newestWindow);
    return windowed.length >= limit ? windowed : this.newestPerAuthor(types, limit, null);
  }

  private newestPerAuthor(
    types: readonly number[],
    limit: number,
    window: number | null,
  ): Promise<CardRow[]> {
    const cut = window === null ? sql`` : sql`LIMIT ${window}`;
    return selectRows<CardRow>(
      this.db,
      sql`SELECT "id", "externalId", "objectType", "title", "author", "coverSha256", "coverMimeType"
            FROM (SELECT DISTINCT ON (w.author) w.*
                    FROM (SELECT ${CARD}, ${ORDER_COLUMNS}
                            FROM contents c ${COVER_JOIN}
                           WHERE ${typesOf(types)} ORDER BY ${NEWEST_ORDER} ${cut}) w
                   ORDER BY w.author, ${NEWEST_ORDER_OF_W}) newest
           ORDER BY ${NEWEST_ORDER_OF('newest')} LIMIT ${limit}`,
    );
  }

  /** The most read items of these types (read_count), for a shelf the rankings do not fill. */
  popular(types: readonly number[], limit: number): Promise<CardRow[]> {
    return selectRows<CardRow>(
      this.db,
      sql`SELECT ${CARD} FROM contents c ${COVER_JOIN}
           WHERE ${typesOf(types)}
           ORDER BY c.read_count DESC, (c.cover_sha256 IS NULL), c.id
           LIMIT ${limit}`,
    );
  }

  /** An institution's newest holdings, those with a cover first. */
  async holdings(organizationId: number, limit: number): Promise<CardRow[]> {
    // As newest(): the first `limit` with a cover lie in the newest rows once those hold
    // `limit` of them (organization_holdings_newest_idx); else the whole order.
    const windowed = await this.holdingsIn(organizationId, limit, this.newestWindow);
    return windowed.length >= limit && windowed.every((row) => row.coverSha256 !== null)
      ? windowed
      : this.holdingsIn(organizationId, limit, null);
  }

  private holdingsIn(
    organizationId: number,
    limit: number,
    window: number | null,
  ): Promise<CardRow[]> {
    const cut = window === null ? sql`` : sql`LIMIT ${window}`;
    return selectRows<CardRow>(
      this.db,
      sql`SELECT ${CARD} FROM (SELECT content_id, created_at FROM organization_holdings
                                WHERE organization_id = ${organizationId}
                                ORDER BY created_at DESC, content_id ${cut}) h
            JOIN contents c ON c.id = h.content_id ${COVER_JOIN}
           ORDER BY (c.cover_sha256 IS NULL), h.created_at DESC, c.id
           LIMIT ${limit}`,
    );
  }

  /** The top level of a category hierarchy, in its order. */
  topCategories(hierarchy: string, limit: number): Promise<CategoryRow[]> {
    return selectRows<CategoryRow>(
      this.db,
      sql`SELECT id::int AS id, title, code FROM categories
           WHERE hierarchy = ${hierarchy} AND parent_id IS NULL
           ORDER BY sort_order, code, id LIMIT ${limit}`,
    );
  }

  /** spec §9 head notice: the newest notice to everyone (messageType 5). */
  async headNotice(messageType: number): Promise<HomeNoticeRow | null> {
    const [row] = await selectRows<HomeNoticeRow>(
      this.db,
      sql`SELECT id::int AS id, title, ${chinaTime('created_at', 'YYYY-MM-DD HH24:MI:SS')} AS "createTime"
            FROM messages WHERE user_id IS NULL AND message_type = ${messageType}
           ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** The reading activity open now: the institution's own first, then the platform's, by order. */
  async currentActivity(organizationId: number | null): Promise<HomeActivityRow | null> {
    const [row] = await selectRows<HomeActivityRow>(
      this.db,
      sql`SELECT id::int AS id, title, theme, card_title AS "cardTitle", cover_url AS "coverUrl",
                 ${chinaTime('ends_at', 'YYYY-MM-DD')} AS "endDate", is_demo AS "isDemo"
            FROM reading_activities
           WHERE enabled AND starts_at <= now() AND ends_at > now()
             AND (organization_id IS NULL OR organization_id = ${organizationId ?? 0})
           ORDER BY (organization_id IS NULL), sort_order, id LIMIT 1`,
    );
    return row ?? null;
  }
}
