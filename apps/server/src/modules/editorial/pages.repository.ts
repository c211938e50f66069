import { sql, type SQL } from 'drizzle-orm';
import type { ArticleKind } from '@moyue/contracts/api/editorial-pages';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface ArticleRow {
  id: number;
  kind: ArticleKind;
  slug: string | null;
  title: string;
  summary: string;
  body: string;
  updateTime: string;
}

export interface TopicRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  contentCount: number;
  updateTime: string;
}

export interface TopicContentRow {
  id: number;
  objectType: number;
  title: string;
  author: string;
  abstracts: string;
  coverSha256: string | null;
  coverMimeType: string | null;
}

/** Shanghai wall-clock text of a timestamptz column (the wire's 'YYYY-MM-DD HH:mm:ss'). */
const shanghaiTime = (column: SQL) =>
  sql`to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`;

const ARTICLE_COLUMNS = sql`a.id::int AS id, a.kind, a.slug, a.title, a.summary, a.body,
  ${shanghaiTime(sql`a.updated_at`)} AS "updateTime"`;

const TOPIC_COLUMNS = sql`t.id::int AS id, t.title, t.summary, t.body, t.cover_url AS "coverUrl",
  (SELECT count(*)::int FROM topic_contents tc WHERE tc.topic_id = t.id) AS "contentCount",
  ${shanghaiTime(sql`t.updated_at`)} AS "updateTime"`;

/** Escapes LIKE's wildcards so a keyword is matched as typed. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** SQL of the published static pages, help articles and hot topics. */
export class PagesRepository {
  constructor(private readonly db: Executor) {}

  /** Enabled articles of a kind in the editor's order. */
  listArticles(kind: ArticleKind): Promise<ArticleRow[]> {
    return selectRows<ArticleRow>(
      this.db,
      sql`SELECT ${ARTICLE_COLUMNS} FROM editorial_articles a
          WHERE a.kind = ${kind} AND a.enabled ORDER BY a.sort_order, a.id`,
    );
  }

  /** One enabled article by id or slug. */
  async findArticle(by: {
    id?: number | undefined;
    slug?: string | undefined;
  }): Promise<ArticleRow | null> {
    const where = by.id !== undefined ? sql`a.id = ${by.id}` : sql`a.slug = ${by.slug ?? ''}`;
    const [row] = await selectRows<ArticleRow>(
      this.db,
      sql`SELECT ${ARTICLE_COLUMNS} FROM editorial_articles a WHERE ${where} AND a.enabled`,
    );
    return row ?? null;
  }

  /** A page of enabled topics, newest first; the keyword matches title or summary. */
  async listTopics(input: {
    keyword: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: TopicRow[]; total: number }> {
    const where = input.keyword
      ? sql`t.enabled AND (t.title ILIKE ${likePattern(input.keyword)} OR t.summary ILIKE ${likePattern(input.keyword)})`
      : sql`t.enabled`;
    const [rows, [counted]] = await Promise.all([
      selectRows<TopicRow>(
        this.db,
        sql`SELECT ${TOPIC_COLUMNS} FROM topics t WHERE ${where}
            ORDER BY t.sort_order, t.updated_at DESC, t.id DESC
            OFFSET ${input.offset} LIMIT ${input.limit}`,
      ),
      selectRows<{ total: number }>(
        this.db,
        sql`SELECT count(*)::int AS total FROM topics t WHERE ${where}`,
      ),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** One enabled topic. */
  async findTopic(id: number): Promise<TopicRow | null> {
    const [row] = await selectRows<TopicRow>(
      this.db,
      sql`SELECT ${TOPIC_COLUMNS} FROM topics t WHERE t.id = ${id} AND t.enabled`,
    );
    return row ?? null;
  }

  /** The books, courses and audio a topic links, in order. */
  topicContents(topicId: number): Promise<TopicContentRow[]> {
    return selectRows<TopicContentRow>(
      this.db,
      sql`SELECT c.id::int AS id, c.object_type::int AS "objectType", c.title, c.author,
                 left(c.abstracts, 200) AS abstracts,
                 c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType"
          FROM topic_contents tc
          JOIN contents c ON c.id = tc.content_id
          LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256
          WHERE tc.topic_id = ${topicId}
          ORDER BY tc.sort_order, c.id`,
    );
  }
}
