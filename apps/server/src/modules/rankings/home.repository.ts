import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import type { CardRow } from './ranking.presenter.ts';

const CARD = sql.raw(
  `c.id::int AS id, c.external_id AS "externalId", c.object_type::int AS "objectType", c.title,
   c.author, c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType"`,
);
const COVER_JOIN = sql.raw(`LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`);
const typesOf = (types: readonly number[]): SQL =>
  sql`c.object_type = ANY(${`{${types.join(',')}}`}::smallint[])`;

export interface CategoryRow {
  id: number;
  title: string;
  code: string;
}

/** SQL of the home page's shelves: reads the catalogue, holdings and categories. */
export class HomeRepository {
  constructor(private readonly db: Executor) {}

  /** The newest items of these types (arrival, then issue date), one per author so a shelf is not one work's volumes. */
  newest(types: readonly number[], limit: number, onePerAuthor = false): Promise<CardRow[]> {
    // DISTINCT ON must repeat its ORDER BY expression word for word: a fixed column, not a parameter.
    const distinctKey = sql.raw(onePerAuthor ? 'c.author' : 'c.id::text');
    return selectRows<CardRow>(
      this.db,
      sql`SELECT * FROM (
            SELECT DISTINCT ON (${distinctKey}) ${CARD}, c.created_at AS "createdAt", c.issue_date AS "issueDate"
              FROM contents c ${COVER_JOIN}
             WHERE ${typesOf(types)}
             ORDER BY ${distinctKey}, (c.cover_sha256 IS NULL), c.created_at DESC, c.id DESC) newest
          ORDER BY (newest."coverSha256" IS NULL), newest."createdAt" DESC,
                   newest."issueDate" DESC NULLS LAST, newest.id DESC
          LIMIT ${limit}`,
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

  /** An institution's newest holdings. */
  holdings(organizationId: number, limit: number): Promise<CardRow[]> {
    return selectRows<CardRow>(
      this.db,
      sql`SELECT ${CARD} FROM organization_holdings h
            JOIN contents c ON c.id = h.content_id ${COVER_JOIN}
           WHERE h.organization_id = ${organizationId}
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
}
