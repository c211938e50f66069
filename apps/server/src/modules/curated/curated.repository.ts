import { sql, type SQL } from 'drizzle-orm';
import type { CuratedKind, RightsStatus } from '@moyue/contracts/api/curated';
import { selectRows, type Executor } from '../../platform/db.ts';

/** A content item as the curated pages show it. */
export interface ItemRow {
  id: number;
  objectType: number;
  title: string;
  author: string;
  publisher: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  abstracts: string;
  note: string;
}

export interface SetRow {
  id: number;
  kind: CuratedKind;
  title: string;
  summary: string;
  body: string;
  claimable: boolean;
  isDemo: boolean;
  enabled: boolean;
  sortOrder: number;
  contentCount: number;
  updateTime: string;
}

export interface RightsRow {
  id: number;
  objectType: number;
  title: string;
  author: string;
  dynasty: string;
  publisher: string;
  abstracts: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  status: RightsStatus;
  holder: string;
  statement: string;
  source: string;
  sourceUrl: string;
  updateTime: string;
}

export interface PartnerRow {
  id: number;
  title: string;
  logo: string;
  type: number;
  holdingCount: number;
}

const wireTime = (column: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`);

/** The columns of ItemRow over contents c (note from n.note when given). */
const itemColumns = (note: SQL = sql`''`) =>
  sql`c.id::int AS id, c.object_type::int AS "objectType", c.title, c.author,
      coalesce(p.name, '') AS publisher, c.cover_sha256 AS "coverSha256",
      sf.mime_type AS "coverMimeType", c.abstracts, ${note} AS note`;
const ITEM_JOINS = sql`LEFT JOIN publishers p ON p.id = c.publisher_id
                       LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`;

const SET_COLUMNS = sql`s.id::int AS id, s.kind, s.title, s.summary, s.body, s.claimable,
  s.is_demo AS "isDemo", s.enabled, s.sort_order AS "sortOrder",
  (SELECT count(*)::int FROM curated_set_items i WHERE i.set_id = s.id) AS "contentCount",
  ${wireTime('s.updated_at')} AS "updateTime"`;

const ids = (values: number[]) => `{${values.map((id) => Math.trunc(id)).join(',')}}`;

/** SQL of the curated sets (0031), the alliance's holdings, courses by category and rights. */
export class CuratedRepository {
  constructor(private readonly db: Executor) {}

  /** Enabled sets of a kind in the editor's order, and how many there are. */
  async sets(
    kind: CuratedKind,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: SetRow[] }> {
    const where = sql`s.kind = ${kind} AND s.enabled`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM curated_sets s WHERE ${where}`,
    );
    const rows = await selectRows<SetRow>(
      this.db,
      sql`SELECT ${SET_COLUMNS} FROM curated_sets s WHERE ${where}
           ORDER BY s.sort_order, s.id LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  /** One set (enabled only unless asked), or null. */
  async set(id: number, includeDisabled = false): Promise<SetRow | null> {
    const [row] = await selectRows<SetRow>(
      this.db,
      sql`SELECT ${SET_COLUMNS} FROM curated_sets s
           WHERE s.id = ${id} ${includeDisabled ? sql`` : sql`AND s.enabled`}`,
    );
    return row ?? null;
  }

  /** Every set of a kind, enabled or not (the console). */
  async allSets(kind: CuratedKind): Promise<(SetRow & { grantCount: number })[]> {
    return selectRows(
      this.db,
      sql`SELECT ${SET_COLUMNS},
                 (SELECT count(*)::int FROM bundle_grants g WHERE g.set_id = s.id) AS "grantCount"
            FROM curated_sets s WHERE s.kind = ${kind} ORDER BY s.sort_order, s.id`,
    );
  }

  /** The items of these sets in order, each set's first `limit` (all when null). */
  async items(setIds: number[], limit: number | null): Promise<(ItemRow & { setId: number })[]> {
    if (setIds.length === 0) return [];
    return selectRows(
      this.db,
      sql`SELECT * FROM (
            SELECT i.set_id::int AS "setId", ${itemColumns(sql`i.note`)},
                   row_number() OVER (PARTITION BY i.set_id ORDER BY i.sort_order, c.id) AS position
              FROM curated_set_items i JOIN contents c ON c.id = i.content_id ${ITEM_JOINS}
             WHERE i.set_id = ANY(${ids(setIds)}::bigint[])) ranked
           ${limit === null ? sql`` : sql`WHERE position <= ${limit}`}
           ORDER BY "setId", position`,
    );
  }

  /** The items as the console edits them: content id and note, in order. */
  async itemNotes(setId: number): Promise<{ contentId: number; note: string }[]> {
    return selectRows(
      this.db,
      sql`SELECT content_id::int AS "contentId", note FROM curated_set_items
           WHERE set_id = ${setId} ORDER BY sort_order, content_id`,
    );
  }

  async contentIdsOf(setId: number): Promise<number[]> {
    const rows = await selectRows<{ contentId: number }>(
      this.db,
      sql`SELECT content_id::int AS "contentId" FROM curated_set_items
           WHERE set_id = ${setId} ORDER BY sort_order, content_id`,
    );
    return rows.map((row) => row.contentId);
  }

  /** How many of these content ids exist. */
  async countContents(contentIds: number[]): Promise<number> {
    if (contentIds.length === 0) return 0;
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM contents WHERE id = ANY(${ids(contentIds)}::bigint[])`,
    );
    return row?.n ?? 0;
  }

  /** Creates or updates a set with its items (replaced); the id, or null when there is none. */
  async saveSet(
    id: number | undefined,
    set: {
      kind: CuratedKind;
      title: string;
      summary: string;
      body: string;
      claimable: boolean;
      sortOrder: number;
      enabled: boolean;
    },
    items: { contentId: number; note: string }[],
  ): Promise<number | null> {
    const claimable = set.kind === 'bundle' && set.claimable;
    const [row] =
      id === undefined
        ? await selectRows<{ id: number }>(
            this.db,
            sql`INSERT INTO curated_sets (kind, title, summary, body, claimable, sort_order, enabled)
                VALUES (${set.kind}, ${set.title}, ${set.summary}, ${set.body}, ${claimable},
                        ${set.sortOrder}, ${set.enabled})
                RETURNING id::int AS id`,
          )
        : await selectRows<{ id: number }>(
            this.db,
            sql`UPDATE curated_sets SET kind = ${set.kind}, title = ${set.title},
                       summary = ${set.summary}, body = ${set.body}, claimable = ${claimable},
                       sort_order = ${set.sortOrder}, enabled = ${set.enabled}, updated_at = now()
                 WHERE id = ${id} RETURNING id::int AS id`,
          );
    if (!row) return null;
    await this.db.execute(sql`DELETE FROM curated_set_items WHERE set_id = ${row.id}`);
    for (const [position, item] of items.entries())
      await this.db.execute(
        sql`INSERT INTO curated_set_items (set_id, content_id, note, sort_order)
            VALUES (${row.id}, ${item.contentId}, ${item.note}, ${position})`,
      );
    return row.id;
  }

  async deleteSet(id: number): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM curated_sets WHERE id = ${id} RETURNING id`,
    );
    return rows.length > 0;
  }

  /** Records that the user holds the bundle (kept when already recorded). */
  async recordGrant(setId: number, userId: number, grantedBy: number | null): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO bundle_grants (set_id, user_id, granted_by)
          VALUES (${setId}, ${userId}, ${grantedBy}) ON CONFLICT (set_id, user_id) DO NOTHING`,
    );
  }

  /** spec §6 alliance: whether the organisation is a partner. */
  async isPartner(organizationId: number): Promise<boolean> {
    const [row] = await selectRows<{ isPartner: boolean }>(
      this.db,
      sql`SELECT is_partner AS "isPartner" FROM organizations WHERE id = ${organizationId}`,
    );
    return row?.isPartner ?? false;
  }

  /** The partner organisations (IsPartner) with how many items each holds, most first. */
  async partners(): Promise<PartnerRow[]> {
    return selectRows(
      this.db,
      sql`SELECT o.id::int AS id, o.title, o.logo, o.type::int AS type,
                 (SELECT count(*)::int FROM organization_holdings h WHERE h.organization_id = o.id)
                   AS "holdingCount"
            FROM organizations o WHERE o.is_partner ORDER BY "holdingCount" DESC, o.id`,
    );
  }

  async partner(id: number): Promise<PartnerRow | null> {
    const [row] = (await this.partners()).filter((partner) => partner.id === id);
    return row ?? null;
  }

  /** A partner's holdings, newest held first. */
  async holdings(organizationId: number, offset: number, limit: number): Promise<ItemRow[]> {
    return selectRows(
      this.db,
      sql`SELECT ${itemColumns()} FROM organization_holdings h
            JOIN contents c ON c.id = h.content_id ${ITEM_JOINS}
           WHERE h.organization_id = ${organizationId}
           ORDER BY h.created_at DESC, c.id LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  /** Courses (107) by level-1 中图法 category: each category's count and first `limit` courses. */
  async coursesByCategory(
    objectType: number,
    limit: number,
  ): Promise<(ItemRow & { categoryId: number; categoryTitle: string; categoryCount: number })[]> {
    return selectRows(
      this.db,
      sql`WITH placed AS (
            SELECT DISTINCT ON (c.id) c.id AS content_id, coalesce(g.id, pa.id, k.id) AS root_id
              FROM contents c
              JOIN content_categories cc ON cc.content_id = c.id
              JOIN categories k ON k.id = cc.category_id AND k.hierarchy = 'ClcCode'
              LEFT JOIN categories pa ON pa.id = k.parent_id
              LEFT JOIN categories g ON g.id = pa.parent_id
             WHERE c.object_type = ${objectType}
             ORDER BY c.id, k.level DESC),
          ranked AS (
            SELECT content_id, root_id,
                   row_number() OVER (PARTITION BY root_id ORDER BY content_id) AS position,
                   count(*) OVER (PARTITION BY root_id) AS total
              FROM placed)
          SELECT r.root_id::int AS "categoryId", root.title AS "categoryTitle",
                 r.total::int AS "categoryCount", ${itemColumns()}
            FROM ranked r
            JOIN categories root ON root.id = r.root_id
            JOIN contents c ON c.id = r.content_id ${ITEM_JOINS}
           WHERE r.position <= ${limit}
           ORDER BY r.total DESC, root.sort_order, r.root_id, r.position`,
    );
  }

  async countOfType(objectType: number): Promise<number> {
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM contents WHERE object_type = ${objectType}`,
    );
    return row?.n ?? 0;
  }

  /** Works with a rights statement, filtered by status and a keyword in title or author. */
  async rights(
    filter: { status?: RightsStatus; keyword?: string },
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: RightsRow[] }> {
    const conditions = [sql`true`];
    if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
    if (filter.keyword) {
      const like = `%${filter.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      conditions.push(sql`(c.title ILIKE ${like} OR c.author ILIKE ${like})`);
    }
    const where = sql.join(conditions, sql` AND `);
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM content_rights r
            JOIN contents c ON c.id = r.content_id WHERE ${where}`,
    );
    const rows = await selectRows<RightsRow>(
      this.db,
      sql`${RIGHTS_SELECT} WHERE ${where} ORDER BY c.id LIMIT ${limit} OFFSET ${offset}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  async rightsOf(contentId: number): Promise<RightsRow | null> {
    const [row] = await selectRows<RightsRow>(
      this.db,
      sql`${RIGHTS_SELECT} WHERE c.id = ${contentId}`,
    );
    return row ?? null;
  }
}

const RIGHTS_SELECT = sql`SELECT c.id::int AS id, c.object_type::int AS "objectType", c.title,
    c.author, c.dynasty, coalesce(p.name, '') AS publisher, c.abstracts,
    c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType",
    r.status, r.holder, r.statement, r.source, r.source_url AS "sourceUrl",
    ${wireTime('r.updated_at')} AS "updateTime"
  FROM content_rights r JOIN contents c ON c.id = r.content_id ${ITEM_JOINS}`;
