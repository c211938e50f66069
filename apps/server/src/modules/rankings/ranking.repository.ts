import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface RankingRow {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  reads: number;
  shelves: number;
  orders: number;
  score: number;
}

export interface OrganizationRankingRow {
  id: number;
  externalId: string;
  title: string;
  reads: number;
  readers: number;
  books: number;
}

export interface BoardState {
  refreshTime: string;
  isDemo: boolean;
  /** the last refresh's exact time (and the demo mark): changes with every refresh */
  version: string;
}

/** Which column orders a board, and which object types it holds (null: any). */
export interface BoardQuery {
  period: number;
  organizationId: number;
  /** one press's books only (null: every press) */
  publisherId?: number | null | undefined;
  metric: 'reads' | 'shelves' | 'score';
  objectTypes: readonly number[] | null;
  offset: number;
  limit: number;
}

const CARD = sql.raw(
  `c.id::int AS id, c.external_id AS "externalId", c.object_type::int AS "objectType", c.title,
   c.author, c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType"`,
);
const CARD_JOIN = sql.raw(
  `JOIN contents c ON c.id = t.content_id LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`,
);

/** SQL of the boards: reads the totals the refresh keeps (ranking-refresh.repository.ts), by index. */
export class RankingRepository {
  constructor(private readonly db: Executor) {}

  /** One page of a board and how many items it ranks. */
  async board(query: BoardQuery): Promise<{ total: number; rows: RankingRow[] }> {
    const metric = sql.raw(`t.${query.metric}`);
    const types: SQL = query.objectTypes
      ? sql`AND t.object_type = ANY(${`{${query.objectTypes.join(',')}}`}::smallint[])`
      : sql``;
    const press: SQL = query.publisherId
      ? sql`AND t.content_id IN (SELECT id FROM contents WHERE publisher_id = ${query.publisherId})`
      : sql``;
    const where = sql`t.period = ${query.period} AND t.organization_id = ${query.organizationId}
                      AND ${metric} > 0 ${types} ${press}`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM ranking_totals t WHERE ${where}`,
    );
    // The page is cut from the totals first, then joined to its items: a join
    // before the LIMIT would read every ranked item (bench: 170 ms at 20k items).
    const rows = await selectRows<RankingRow>(
      this.db,
      sql`SELECT ${CARD}, t.reads, t.shelves, t.orders, t.score
            FROM (SELECT t.content_id, t.reads, t.shelves, t.orders, t.score
                    FROM ranking_totals t
                   WHERE ${where}
                   ORDER BY ${metric} DESC, t.score DESC, t.content_id
                   LIMIT ${query.limit} OFFSET ${query.offset}) t ${CARD_JOIN}
           ORDER BY ${metric} DESC, t.score DESC, t.content_id`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  /** Institutions by their members' reading. */
  async organizations(input: {
    period: number;
    offset: number;
    limit: number;
  }): Promise<{ total: number; rows: OrganizationRankingRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM ranking_organization_totals WHERE period = ${input.period}`,
    );
    const rows = await selectRows<OrganizationRankingRow>(
      this.db,
      sql`SELECT o.id::int AS id, o.external_id AS "externalId", o.title,
                 t.reads, t.readers, t.books
            FROM ranking_organization_totals t JOIN organizations o ON o.id = t.organization_id
           WHERE t.period = ${input.period}
           ORDER BY t.reads DESC, t.readers DESC, o.id
           LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  /** The keywords searched by the most readers. */
  async keywords(input: {
    period: number;
    limit: number;
  }): Promise<{ total: number; rows: { keyword: string; searches: number }[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM ranking_keyword_totals WHERE period = ${input.period}`,
    );
    const rows = await selectRows<{ keyword: string; searches: number }>(
      this.db,
      sql`SELECT keyword, searches FROM ranking_keyword_totals WHERE period = ${input.period}
           ORDER BY searches DESC, keyword LIMIT ${input.limit}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  /** When the boards were last refreshed (China time) and whether they hold demo history. */
  async state(): Promise<BoardState> {
    const [row] = await selectRows<BoardState>(
      this.db,
      sql`SELECT coalesce(to_char((refreshed_at AT TIME ZONE 'UTC') + interval '8 hours',
                                  'YYYY-MM-DD HH24:MI:SS'), '') AS "refreshTime",
                 demo AS "isDemo",
                 coalesce(refreshed_at::text, '') || '|' || demo::text AS version
            FROM ranking_state WHERE id = 1`,
    );
    return row ?? { refreshTime: '', isDemo: false, version: '' };
  }

  /** An institution by id or ExternalId. */
  async organization(key: string): Promise<{ id: number; title: string } | null> {
    const byId = /^\d{1,9}$/.test(key) ? Number(key) : 0;
    const [row] = await selectRows<{ id: number; title: string }>(
      this.db,
      sql`SELECT id::int AS id, title FROM organizations WHERE id = ${byId} OR external_id = ${key}
           ORDER BY (id = ${byId}) DESC LIMIT 1`,
    );
    return row ?? null;
  }
}
