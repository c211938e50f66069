import { sql } from 'drizzle-orm';
import type { ArticleKind } from '@moyue/contracts/api/editorial-pages';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { AdminListRow } from './admin.repository.ts';

const time = (column: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`);

export interface ArticleFields {
  kind: ArticleKind;
  slug: string | null;
  title: string;
  summary: string;
  body: string;
  sortOrder: number;
  enabled: boolean;
}

export interface TopicFields {
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  sortOrder: number;
  enabled: boolean;
}

/** SQL of the console's articles (static pages, help) and hot topics. */
export class AdminPagesRepository {
  constructor(private readonly db: Executor) {}

  articles(): Promise<AdminListRow[]> {
    return selectRows<AdminListRow>(
      this.db,
      sql`SELECT id::int AS id, title, enabled, sort_order AS "sortOrder",
                 ${time('updated_at')} AS "updateTime",
                 json_build_object('kind', kind, 'slug', coalesce(slug, ''), 'title', title,
                                   'summary', summary, 'body', body) AS fields
          FROM editorial_articles ORDER BY kind DESC, sort_order, id`,
    );
  }

  /** Whether another article than `id` holds the slug. */
  async slugTaken(slug: string, id: number | undefined): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM editorial_articles WHERE slug = ${slug} AND id <> ${id ?? 0}`,
    );
    return rows.length > 0;
  }

  /** Inserts (no id) or updates an article; answers its id, or null when the id is unknown. */
  async saveArticle(id: number | undefined, a: ArticleFields): Promise<number | null> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO editorial_articles (kind, slug, title, summary, body, sort_order, enabled)
              VALUES (${a.kind}, ${a.slug}, ${a.title}, ${a.summary}, ${a.body}, ${a.sortOrder}, ${a.enabled})
              RETURNING id::int AS id`
        : sql`UPDATE editorial_articles SET kind = ${a.kind}, slug = ${a.slug}, title = ${a.title},
                summary = ${a.summary}, body = ${a.body}, sort_order = ${a.sortOrder},
                enabled = ${a.enabled}, updated_at = now()
              WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows[0]?.id ?? null;
  }

  topics(): Promise<AdminListRow[]> {
    return selectRows<AdminListRow>(
      this.db,
      sql`SELECT t.id::int AS id, t.title, t.enabled, t.sort_order AS "sortOrder",
                 ${time('t.updated_at')} AS "updateTime",
                 json_build_object('title', t.title, 'summary', t.summary, 'body', t.body,
                   'coverUrl', t.cover_url,
                   'contentIds', coalesce((SELECT string_agg(tc.content_id::text, ',' ORDER BY tc.sort_order)
                                           FROM topic_contents tc WHERE tc.topic_id = t.id), '')) AS fields
          FROM topics t ORDER BY t.sort_order, t.id DESC`,
    );
  }

  /** How many of the ids are contents. */
  async countContents(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM contents WHERE id IN (${sql.join(
        ids.map((contentId) => sql`${contentId}`),
        sql`, `,
      )})`,
    );
    return row?.n ?? 0;
  }

  /** Inserts or updates a topic and replaces its linked contents; null when the id is unknown. */
  async saveTopic(
    id: number | undefined,
    t: TopicFields,
    contentIds: number[],
  ): Promise<number | null> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO topics (title, summary, body, cover_url, sort_order, enabled)
              VALUES (${t.title}, ${t.summary}, ${t.body}, ${t.coverUrl}, ${t.sortOrder}, ${t.enabled})
              RETURNING id::int AS id`
        : sql`UPDATE topics SET title = ${t.title}, summary = ${t.summary}, body = ${t.body},
                cover_url = ${t.coverUrl}, sort_order = ${t.sortOrder}, enabled = ${t.enabled},
                updated_at = now()
              WHERE id = ${id} RETURNING id::int AS id`,
    );
    if (!row) return null;
    await this.db.execute(sql`DELETE FROM topic_contents WHERE topic_id = ${row.id}`);
    for (const [order, contentId] of contentIds.entries())
      await this.db.execute(
        sql`INSERT INTO topic_contents (topic_id, content_id, sort_order)
            VALUES (${row.id}, ${contentId}, ${order}) ON CONFLICT DO NOTHING`,
      );
    return row.id;
  }
}
