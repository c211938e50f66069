import { sql, type SQL } from 'drizzle-orm';
import { RECOMMEND_WEIGHT } from '@moyue/contracts/api/special';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  type ContentCardRow,
} from '../engagement/index.ts';

/** A candidate title with its recommendations and votes (in one institution, or all). */
export interface ElectRow extends ContentCardRow {
  publisher: string | null;
  recommendCount: number;
  voteCount: number;
  score: number;
  isVoted: boolean;
  total: number;
}

/** Object types that can be acquired (books, e-books, audio books: spec §1). */
const ACQUIRABLE_TYPES = sql.raw('(104, 109, 110, 156)');

const ids = (list: number[]): SQL =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** SQL of 纸书选采: votes (acquisition_votes, 0033) and the recommendations they are ranked with. */
export class ElectionRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The titles recommended to or voted for in the institution (null: every
   * institution), best score first; isVoted for the reader in that institution.
   */
  async candidates(input: {
    organizationId: number | null;
    userId: number | null;
    limit: number;
    offset: number;
  }): Promise<ElectRow[]> {
    const where =
      input.organizationId === null ? sql`` : sql`WHERE organization_id = ${input.organizationId}`;
    const voted =
      input.organizationId === null || input.userId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM acquisition_votes v WHERE v.organization_id = ${input.organizationId}
                        AND v.content_id = c.id AND v.user_id = ${input.userId})`;
    return selectRows<ElectRow>(
      this.db,
      sql`WITH rec AS (SELECT content_id, count(DISTINCT user_id)::int AS n FROM recommendations ${where}
                        GROUP BY content_id),
               vot AS (SELECT content_id, count(*)::int AS n FROM acquisition_votes ${where}
                        GROUP BY content_id),
               cand AS (SELECT coalesce(rec.content_id, vot.content_id) AS content_id,
                               coalesce(rec.n, 0) AS rc, coalesce(vot.n, 0) AS vc
                          FROM rec FULL JOIN vot ON vot.content_id = rec.content_id)
          SELECT ${CONTENT_CARD_COLUMNS}, p.name AS publisher, cand.rc AS "recommendCount",
                 cand.vc AS "voteCount", (cand.rc * ${RECOMMEND_WEIGHT} + cand.vc)::int AS score,
                 ${voted} AS "isVoted", (count(*) OVER ())::int AS total
            FROM cand JOIN contents c ON c.id = cand.content_id
            LEFT JOIN publishers p ON p.id = c.publisher_id
            ${CONTENT_CARD_JOIN}
           ORDER BY score DESC, cand.rc DESC, c.id
           LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
  }

  /** Recommendations of these titles to the institution by reason (spec §9 reasons). */
  async reasons(
    organizationId: number,
    contentIds: number[],
  ): Promise<{ contentId: number; reason: number; count: number }[]> {
    if (contentIds.length === 0) return [];
    return selectRows(
      this.db,
      sql`SELECT content_id::int AS "contentId", reason::int AS reason, count(DISTINCT user_id)::int AS count
            FROM recommendations
           WHERE organization_id = ${organizationId} AND content_id IN (${ids(contentIds)})
           GROUP BY content_id, reason ORDER BY reason DESC`,
    );
  }

  /** Which of these titles the institution holds already. */
  async held(organizationId: number, contentIds: number[]): Promise<Set<number>> {
    if (contentIds.length === 0) return new Set();
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT content_id::int AS id FROM organization_holdings
           WHERE organization_id = ${organizationId} AND content_id IN (${ids(contentIds)})`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Whether the content exists and can be acquired. */
  async isAcquirable(contentId: number): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM contents WHERE id = ${contentId} AND object_type IN ${ACQUIRABLE_TYPES}`,
    );
    return rows.length > 0;
  }

  /**
   * Records the reader's vote once: a repeated or concurrent vote finds the
   * primary key taken and adds nothing. Answers whether this call added it
   * and the title's votes in the institution now.
   */
  async vote(input: {
    organizationId: number;
    contentId: number;
    userId: number;
  }): Promise<{ added: boolean; voteCount: number }> {
    return this.db.transaction(async (tx) => {
      const added = await selectRows<{ one: number }>(
        tx,
        sql`INSERT INTO acquisition_votes (organization_id, content_id, user_id)
            VALUES (${input.organizationId}, ${input.contentId}, ${input.userId})
            ON CONFLICT DO NOTHING RETURNING 1 AS one`,
      );
      const [counted] = await selectRows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM acquisition_votes
             WHERE organization_id = ${input.organizationId} AND content_id = ${input.contentId}`,
      );
      return { added: added.length > 0, voteCount: counted?.n ?? 0 };
    });
  }

  /** Whether the user holds the editor or admin role (user_roles, 0026). */
  async isEditor(userId: number): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      this.db,
      sql`SELECT 1 AS one FROM user_roles WHERE user_id = ${userId} AND role IN ('editor', 'admin')`,
    );
    return rows.length > 0;
  }

  /** spec §3 SocialStatus of the user (2 teacher: the institution's librarian here). */
  async socialStatus(userId: number): Promise<number> {
    const [row] = await selectRows<{ status: number }>(
      this.db,
      sql`SELECT social_status::int AS status FROM users WHERE id = ${userId}`,
    );
    return row?.status ?? 0;
  }

  /** Every institution (an editor's switch), by id. */
  async organizations(): Promise<{ id: number; title: string }[]> {
    return selectRows(
      this.db,
      sql`SELECT id::int AS id, title FROM organizations ORDER BY id LIMIT 500`,
    );
  }
}
