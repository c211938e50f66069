import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import {
  AUTHOR_COLUMNS,
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_JOIN,
  wireTime,
  type AuthorRow,
  type ContentCardRow,
} from './engagement.sql.ts';

/** One of the reader's own recommendations with its institution and item card. */
export interface MyRecommendRow extends ContentCardRow {
  recommendId: number;
  state: number;
  reason: number;
  remark: string;
  reply: string;
  replyTime: string | null;
  createTime: string;
  updateTime: string;
  organizationTitle: string;
}

export interface RecommendReasonRow extends AuthorRow {
  reason: number;
  createTime: string;
}

/** An institution's recommend-to-buy settings (organizations.recommend_* and recommend_settings). */
export interface RecommendSettingsRow {
  id: number;
  externalId: string;
  title: string;
  type: number;
  recommendFields: string;
  recommendReminder: string;
  /** null: every configured field is required */
  requiredFields: string | null;
  recommendBuy: boolean;
}

/** What a reader's profile offers to prefill the form. */
export interface RecommenderProfileRow {
  realName: string;
  mobileNumber: string | null;
  email: string | null;
  socialStatus: number;
  departmentName: string;
  schoolYear: string;
  education: string;
  socialStatusNumber: string;
}

const SELECT_SETTINGS = sql`SELECT o.id::int AS id, o.external_id AS "externalId", o.title, o.type,
    o.recommend_fields AS "recommendFields", o.recommend_reminder AS "recommendReminder",
    rs.required_fields AS "requiredFields", coalesce(rs.recommend_buy, false) AS "recommendBuy"
  FROM organizations o LEFT JOIN recommend_settings rs ON rs.organization_id = o.id`;

/** SQL of recommendations (recommend-to-buy) and the settings they follow. */
export class RecommendRepository {
  constructor(private readonly db: Executor) {}

  /** Everybody who recommended the item (once per person), the newest `limit` of them. */
  async reasons(
    contentId: number,
    limit: number,
  ): Promise<{ total: number; items: RecommendReasonRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(DISTINCT user_id)::int AS total FROM recommendations WHERE content_id = ${contentId}`,
    );
    const items = await selectRows<RecommendReasonRow>(
      this.db,
      sql`SELECT r.reason, ${wireTime('r.updated_at')} AS "createTime", ${AUTHOR_COLUMNS}
            FROM (SELECT DISTINCT ON (user_id) * FROM recommendations WHERE content_id = ${contentId}
                   ORDER BY user_id, updated_at DESC) r
            JOIN users u ON u.id = r.user_id
           ORDER BY r.updated_at DESC, r.id DESC LIMIT ${limit}`,
    );
    return { total: counted?.total ?? 0, items };
  }

  /** Whether the user recommended the item (to the institution of that external id, when given). */
  async exists(
    userId: number,
    contentId: number,
    organizationExternalId: string | null,
  ): Promise<boolean> {
    const rows = await selectRows<{ one: number }>(
      this.db,
      organizationExternalId
        ? sql`SELECT 1 AS one FROM recommendations r JOIN organizations o ON o.id = r.organization_id
               WHERE r.user_id = ${userId} AND r.content_id = ${contentId}
                 AND o.external_id = ${organizationExternalId} LIMIT 1`
        : sql`SELECT 1 AS one FROM recommendations
               WHERE user_id = ${userId} AND content_id = ${contentId} LIMIT 1`,
    );
    return rows.length > 0;
  }

  async settingsById(organizationId: number): Promise<RecommendSettingsRow | null> {
    const [row] = await selectRows<RecommendSettingsRow>(
      this.db,
      sql`${SELECT_SETTINGS} WHERE o.id = ${organizationId}`,
    );
    return row ?? null;
  }

  async settingsByExternalId(externalId: string): Promise<RecommendSettingsRow | null> {
    const [row] = await selectRows<RecommendSettingsRow>(
      this.db,
      sql`${SELECT_SETTINGS} WHERE o.external_id = ${externalId}`,
    );
    return row ?? null;
  }

  async profile(userId: number): Promise<RecommenderProfileRow | null> {
    const [row] = await selectRows<RecommenderProfileRow>(
      this.db,
      sql`SELECT real_name AS "realName", mobile_number AS "mobileNumber", email,
                 social_status AS "socialStatus", department_name AS "departmentName",
                 school_year AS "schoolYear", education, social_status_number AS "socialStatusNumber"
            FROM users WHERE id = ${userId}`,
    );
    return row ?? null;
  }

  /**
   * Stores the user's recommendation of the item to the institution; a new
   * one replaces the old (one per user, institution and item). Returns its id
   * and how many people recommended the item now.
   */
  async save(input: {
    userId: number;
    organizationId: number;
    contentId: number;
    reason: number;
    remark: string;
    form: Record<string, string | number>;
  }): Promise<{ id: number; total: number }> {
    return this.db.transaction(async (tx) => {
      const [saved] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO recommendations (user_id, organization_id, content_id, reason, remark, form)
            VALUES (${input.userId}, ${input.organizationId}, ${input.contentId}, ${input.reason},
                    ${input.remark}, ${JSON.stringify(input.form)}::jsonb)
            ON CONFLICT (user_id, organization_id, content_id) DO UPDATE
              SET reason = EXCLUDED.reason, remark = EXCLUDED.remark, form = EXCLUDED.form,
                  updated_at = now()
            RETURNING id::int AS id`,
      );
      const [counted] = await selectRows<{ total: number }>(
        tx,
        sql`SELECT count(DISTINCT user_id)::int AS total FROM recommendations WHERE content_id = ${input.contentId}`,
      );
      if (!saved) throw new Error('recommendation not stored');
      return { id: saved.id, total: counted?.total ?? 0 };
    });
  }

  /** A page of the user's recommendations, latest first. */
  async mine(
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; items: MyRecommendRow[] }> {
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM recommendations WHERE user_id = ${userId}`,
    );
    const items = await selectRows<MyRecommendRow>(
      this.db,
      sql`SELECT r.id::int AS "recommendId", r.state::int AS state, r.reason::int AS reason, r.remark,
                 r.reply, CASE WHEN r.replied_at IS NULL THEN NULL ELSE ${wireTime('r.replied_at')} END
                   AS "replyTime",
                 ${wireTime('r.created_at')} AS "createTime", ${wireTime('r.updated_at')} AS "updateTime",
                 o.title AS "organizationTitle", ${CONTENT_CARD_COLUMNS}
            FROM recommendations r
            JOIN organizations o ON o.id = r.organization_id
            JOIN contents c ON c.id = r.content_id ${CONTENT_CARD_JOIN}
           WHERE r.user_id = ${userId}
           ORDER BY r.updated_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, items };
  }
}
