import { sql } from 'drizzle-orm';
import type { AdminEntity, AdminRole } from '@moyue/contracts/api/editorial-admin';
import { selectRows, type Executor } from '../../platform/db.ts';

/** One row of an entity's list in the console. */
export interface AdminListRow {
  id: number;
  title: string;
  enabled: boolean;
  sortOrder: number;
  updateTime: string;
  fields: Record<string, string>;
}

export interface AuditRow {
  id: number;
  userId: number | null;
  userName: string;
  action: string;
  entity: string;
  entityId: number | null;
  summary: string;
  createTime: string;
}

const time = (column: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`);

/** SQL of the editor console: roles, the audit and the editorial tables' writes. */
export class AdminRepository {
  constructor(private readonly db: Executor) {}

  /** The console roles a user holds (user_roles, migration 0026). */
  async rolesOf(userId: number): Promise<AdminRole[]> {
    const rows = await selectRows<{ role: AdminRole }>(
      this.db,
      sql`SELECT role FROM user_roles WHERE user_id = ${userId} ORDER BY role`,
    );
    return rows.map((row) => row.role);
  }

  /** Gives a user a console role (seed, tests); kept when already held. */
  async grantRole(userId: number, role: AdminRole): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO user_roles (user_id, role) VALUES (${userId}, ${role}) ON CONFLICT DO NOTHING`,
    );
  }

  /** Records who changed what. */
  async audit(entry: {
    userId: number;
    action: 'create' | 'update' | 'delete';
    /** a console entity (AdminEntity) or another area's: 'activity', 'problem', 'ticket', curated sets … */
    entity: AdminEntity | (string & {});
    entityId: number;
    summary: string;
  }): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO editorial_audit (user_id, action, entity, entity_id, summary)
          VALUES (${entry.userId}, ${entry.action}, ${entry.entity}, ${entry.entityId}, ${entry.summary})`,
    );
  }

  /** The latest audit rows with the editor's name. */
  recentAudit(limit: number): Promise<AuditRow[]> {
    return selectRows<AuditRow>(
      this.db,
      sql`SELECT a.id::int AS id, a.user_id::int AS "userId",
                 coalesce(nullif(u.real_name, ''), nullif(u.nick_name, ''), u.mobile_number, '') AS "userName",
                 a.action, a.entity, a.entity_id::int AS "entityId", a.summary,
                 ${time('a.created_at')} AS "createTime"
          FROM editorial_audit a LEFT JOIN users u ON u.id = a.user_id
          ORDER BY a.id DESC LIMIT ${limit}`,
    );
  }

  banners(): Promise<AdminListRow[]> {
    return selectRows<AdminListRow>(
      this.db,
      sql`SELECT id::int AS id, contents AS title, enabled, sort_order AS "sortOrder", '' AS "updateTime",
                 json_build_object('contents', contents, 'url', url, 'coverUrl', cover_url) AS fields
          FROM banners WHERE platform_name = 'web' ORDER BY sort_order, id`,
    );
  }

  async insertBanner(banner: {
    contents: string;
    url: string;
    coverUrl: string;
    sortOrder: number;
    enabled: boolean;
  }): Promise<number> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`INSERT INTO banners (slug, contents, url, cover_url, platform_name, sort_order, enabled)
          VALUES ('editor-' || md5(random()::text || clock_timestamp()::text), ${banner.contents},
                  ${banner.url}, ${banner.coverUrl}, 'web', ${banner.sortOrder}, ${banner.enabled})
          RETURNING id::int AS id`,
    );
    return row?.id ?? 0;
  }

  async updateBanner(
    id: number,
    banner: {
      contents: string;
      url: string;
      coverUrl: string;
      sortOrder: number;
      enabled: boolean;
    },
  ): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`UPDATE banners SET contents = ${banner.contents}, url = ${banner.url},
            cover_url = ${banner.coverUrl}, sort_order = ${banner.sortOrder}, enabled = ${banner.enabled}
          WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }

  hotWords(): Promise<AdminListRow[]> {
    return selectRows<AdminListRow>(
      this.db,
      sql`SELECT id::int AS id, title, enabled, sort_order AS "sortOrder", '' AS "updateTime",
                 json_build_object('title', title) AS fields
          FROM hot_search_words ORDER BY sort_order, id`,
    );
  }

  /** Inserts or updates a hot word; null when the word is another row's already. */
  async saveHotWord(
    id: number | undefined,
    word: { title: string; sortOrder: number; enabled: boolean },
  ): Promise<number | null> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO hot_search_words (title, sort_order, enabled)
              VALUES (${word.title}, ${word.sortOrder}, ${word.enabled})
              ON CONFLICT (title) DO NOTHING RETURNING id::int AS id`
        : sql`UPDATE hot_search_words SET title = ${word.title}, sort_order = ${word.sortOrder},
                enabled = ${word.enabled}
              WHERE id = ${id} AND NOT EXISTS (
                SELECT 1 FROM hot_search_words o WHERE o.title = ${word.title} AND o.id <> ${id})
              RETURNING id::int AS id`,
    );
    return rows[0]?.id ?? null;
  }

  notices(messageType: number): Promise<AdminListRow[]> {
    return selectRows<AdminListRow>(
      this.db,
      sql`SELECT id::int AS id, title, true AS enabled, 0 AS "sortOrder",
                 ${time('created_at')} AS "updateTime",
                 json_build_object('title', title, 'contents', contents) AS fields
          FROM messages WHERE user_id IS NULL AND message_type = ${messageType}
          ORDER BY id DESC LIMIT 200`,
    );
  }

  /** Deletes a row of a plain editorial table; answers whether it existed. */
  async deleteFrom(
    table: 'banners' | 'hot_search_words' | 'editorial_articles' | 'topics',
    id: number,
  ): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }
}
