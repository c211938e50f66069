import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface BookRow {
  id: number;
  externalId: string;
  objectType: number;
  title: string;
  author: string;
  coverSha256: string | null;
  coverMimeType: string | null;
  issueDate: string;
}

export interface PressRow {
  id: number;
  title: string;
  introduction: string;
  dcdAddress: string;
  isDemo: boolean;
  bookCount: number;
  followNumber: number;
}

export interface DepartmentRow {
  id: number;
  pressId: number;
  pressTitle: string;
  title: string;
  introduction: string;
  bookCount: number;
}

/** The columns of a book card (c = contents, sf = its cover's stored file). */
export const BOOK_COLUMNS = sql.raw(
  `c.id::int AS id, c.external_id AS "externalId", c.object_type::int AS "objectType", c.title,
   c.author, c.cover_sha256 AS "coverSha256", sf.mime_type AS "coverMimeType",
   coalesce(to_char(c.issue_date, 'YYYY-MM-DD'), '') AS "issueDate"`,
);
export const BOOK_COVER_JOIN = sql.raw(`LEFT JOIN stored_files sf ON sf.sha256 = c.cover_sha256`);
/** Newest first: what came into the catalogue last, then the latest issue. */
export const NEWEST_ORDER = sql.raw(`c.created_at DESC, c.issue_date DESC NULLS LAST, c.id DESC`);

const PRESS_COLUMNS = sql.raw(
  `p.id::int AS id, p.name AS title, p.introduction, p.dcd_address AS "dcdAddress",
   p.is_demo AS "isDemo",
   (SELECT count(*)::int FROM contents c WHERE c.publisher_id = p.id) AS "bookCount",
   (SELECT count(*)::int FROM follows f WHERE f.target_type = 1 AND f.target_key = p.id::text)
     AS "followNumber"`,
);

const DEPARTMENT_COLUMNS = sql.raw(
  `d.id::int AS id, d.publisher_id::int AS "pressId", p.name AS "pressTitle", d.title,
   d.introduction,
   (SELECT count(*)::int FROM press_department_contents dc WHERE dc.department_id = d.id)
     AS "bookCount"
   FROM press_departments d JOIN publishers p ON p.id = d.publisher_id`,
);

/** A press is shown when it has books or is a record of its own (introduction, departments). */
const LISTED = sql.raw(
  `(EXISTS (SELECT 1 FROM contents c WHERE c.publisher_id = p.id)
    OR EXISTS (SELECT 1 FROM press_departments d WHERE d.publisher_id = p.id))`,
);

/** SQL of the publisher shop: presses, their books and departments. */
export class PressRepository {
  constructor(private readonly db: Executor) {}

  /** A page of the presses whose name holds the keyword, demo and own records alike. */
  async list(input: {
    keyword: string;
    name: string;
    offset: number;
    limit: number;
  }): Promise<{ total: number; rows: PressRow[] }> {
    const pattern = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const exact: SQL = input.name === '' ? sql`` : sql`AND p.name = ${input.name}`;
    const where: SQL = sql`${LISTED} AND p.name ILIKE ${pattern} ${exact}`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM publishers p WHERE ${where}`,
    );
    const rows = await selectRows<PressRow>(
      this.db,
      sql`SELECT ${PRESS_COLUMNS} FROM publishers p WHERE ${where}
          ORDER BY "bookCount" DESC, p.id LIMIT ${input.limit} OFFSET ${input.offset}`,
    );
    return { total: counted?.total ?? 0, rows };
  }

  async find(id: number): Promise<PressRow | null> {
    const [row] = await selectRows<PressRow>(
      this.db,
      sql`SELECT ${PRESS_COLUMNS} FROM publishers p WHERE p.id = ${id}`,
    );
    return row ?? null;
  }

  /** The newest books of each press, at most `perPress` each. */
  async newestOf(pressIds: number[], perPress: number): Promise<Map<number, BookRow[]>> {
    const byPress = new Map<number, BookRow[]>();
    if (pressIds.length === 0) return byPress;
    const rows = await selectRows<BookRow & { pressId: number }>(
      this.db,
      sql`SELECT p.id::int AS "pressId", b.*
            FROM publishers p
            CROSS JOIN LATERAL (
              SELECT ${BOOK_COLUMNS} FROM contents c ${BOOK_COVER_JOIN}
               WHERE c.publisher_id = p.id ORDER BY ${NEWEST_ORDER} LIMIT ${perPress}) b
           WHERE p.id = ANY(${`{${pressIds.join(',')}}`}::bigint[])`,
    );
    for (const { pressId, ...book } of rows)
      byPress.set(pressId, [...(byPress.get(pressId) ?? []), book]);
    return byPress;
  }

  departmentsOf(pressId: number): Promise<DepartmentRow[]> {
    return selectRows<DepartmentRow>(
      this.db,
      sql`SELECT ${DEPARTMENT_COLUMNS}
           WHERE d.publisher_id = ${pressId}
           ORDER BY d.sort_order, d.id`,
    );
  }

  async department(id: number): Promise<DepartmentRow | null> {
    const [row] = await selectRows<DepartmentRow>(
      this.db,
      sql`SELECT ${DEPARTMENT_COLUMNS}
           WHERE d.id = ${id}`,
    );
    return row ?? null;
  }

  /** A page of a department's books in the editors' order. */
  departmentBooks(id: number, offset: number, limit: number): Promise<BookRow[]> {
    return selectRows<BookRow>(
      this.db,
      sql`SELECT ${BOOK_COLUMNS}
            FROM press_department_contents dc
            JOIN contents c ON c.id = dc.content_id ${BOOK_COVER_JOIN}
           WHERE dc.department_id = ${id}
           ORDER BY dc.sort_order, c.id
           LIMIT ${limit} OFFSET ${offset}`,
    );
  }
}
