import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { wireTime } from '../engagement/index.ts';

/** One reader's 荐购 as the console lists it. */
export interface AdminRecommendRow {
  id: number;
  userId: number;
  state: number;
  reason: number;
  remark: string;
  reply: string;
  replyTime: string | null;
  createTime: string;
  contentId: number;
  contentTitle: string;
  organizationId: number;
  organizationTitle: string;
  userAccount: string;
}

const SELECT = sql`SELECT r.id::int AS id, r.user_id::int AS "userId", r.state::int AS state,
    r.reason::int AS reason, r.remark, r.reply,
    CASE WHEN r.replied_at IS NULL THEN NULL ELSE ${wireTime('r.replied_at')} END AS "replyTime",
    ${wireTime('r.created_at')} AS "createTime",
    c.id::int AS "contentId", c.title AS "contentTitle",
    o.id::int AS "organizationId", o.title AS "organizationTitle",
    coalesce(nullif(u.mobile_number, ''), u.email, '') AS "userAccount"
  FROM recommendations r
  JOIN contents c ON c.id = r.content_id
  JOIN organizations o ON o.id = r.organization_id
  JOIN users u ON u.id = r.user_id`;

/** SQL of the console's 荐购处理: every reader's recommendations and the library's answer. */
export class AdminRecommendRepository {
  constructor(private readonly db: Executor) {}

  async list(filter: {
    state: number | null;
    organizationId: number | null;
    offset: number;
    limit: number;
  }): Promise<{ rows: AdminRecommendRow[]; total: number }> {
    const where = sql`WHERE (${filter.state}::int IS NULL OR r.state = ${filter.state}::int)
      AND (${filter.organizationId}::bigint IS NULL OR r.organization_id = ${filter.organizationId}::bigint)`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM recommendations r ${where}`,
    );
    const rows = await selectRows<AdminRecommendRow>(
      this.db,
      sql`${SELECT} ${where} ORDER BY r.state = 0 DESC, r.updated_at DESC, r.id DESC
          LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    );
    return { rows, total: counted?.total ?? 0 };
  }

  async one(id: number): Promise<AdminRecommendRow | null> {
    const [row] = await selectRows<AdminRecommendRow>(this.db, sql`${SELECT} WHERE r.id = ${id}`);
    return row ?? null;
  }

  /**
   * Sets the answer when it differs from the stored one; answers whether it
   * changed. The row lock orders concurrent answers: the same answer given
   * twice changes the row once.
   */
  async answer(id: number, state: number, reply: string): Promise<boolean> {
    const changed = await selectRows<{ id: number }>(
      this.db,
      sql`UPDATE recommendations SET state = ${state}, reply = ${reply}, replied_at = now(),
                 updated_at = now()
           WHERE id = ${id} AND (state <> ${state} OR reply <> ${reply})
          RETURNING id::int AS id`,
    );
    return changed.length > 0;
  }
}
