import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface PressAdminRowData {
  id: number;
  title: string;
  introduction: string;
  dcdAddress: string;
  isDemo: boolean;
  bookCount: number;
  departmentCount: number;
  updateTime: string;
}

export interface DepartmentAdminRowData {
  id: number;
  pressId: number;
  title: string;
  introduction: string;
  sortOrder: number;
  contentIds: string;
}

/** SQL of the console's presses and departments. */
export class PressAdminRepository {
  constructor(private readonly db: Executor) {}

  presses(): Promise<PressAdminRowData[]> {
    return selectRows<PressAdminRowData>(
      this.db,
      sql`SELECT p.id::int AS id, p.name AS title, p.introduction, p.dcd_address AS "dcdAddress",
                 p.is_demo AS "isDemo",
                 (SELECT count(*)::int FROM contents c WHERE c.publisher_id = p.id) AS "bookCount",
                 (SELECT count(*)::int FROM press_departments d WHERE d.publisher_id = p.id)
                   AS "departmentCount",
                 to_char((p.updated_at AT TIME ZONE 'UTC') + interval '8 hours',
                         'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
            FROM publishers p ORDER BY p.id`,
    );
  }

  /** Inserts (no id) or updates a press; null when the id is unknown or the name is another's. */
  async savePress(
    id: number | undefined,
    press: { title: string; introduction: string; dcdAddress: string },
  ): Promise<{ id: number | null; taken: boolean }> {
    const [other] = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM publishers WHERE name = ${press.title} AND id <> ${id ?? 0}`,
    );
    if (other) return { id: null, taken: true };
    const [row] = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO publishers (name, introduction, dcd_address)
              VALUES (${press.title}, ${press.introduction}, ${press.dcdAddress})
              RETURNING id::int AS id`
        : sql`UPDATE publishers SET name = ${press.title}, introduction = ${press.introduction},
                dcd_address = ${press.dcdAddress}, updated_at = now()
              WHERE id = ${id} RETURNING id::int AS id`,
    );
    return { id: row?.id ?? null, taken: false };
  }

  async pressExists(id: number): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM publishers WHERE id = ${id}`,
    );
    return rows.length > 0;
  }

  departments(pressId: number): Promise<DepartmentAdminRowData[]> {
    return selectRows<DepartmentAdminRowData>(
      this.db,
      sql`SELECT d.id::int AS id, d.publisher_id::int AS "pressId", d.title, d.introduction,
                 d.sort_order AS "sortOrder",
                 coalesce((SELECT string_agg(dc.content_id::text, ',' ORDER BY dc.sort_order, dc.content_id)
                             FROM press_department_contents dc WHERE dc.department_id = d.id), '')
                   AS "contentIds"
            FROM press_departments d WHERE d.publisher_id = ${pressId}
           ORDER BY d.sort_order, d.id`,
    );
  }

  /** Of the ids, those that are not books of the press. */
  async notOfPress(pressId: number, contentIds: number[]): Promise<number[]> {
    if (contentIds.length === 0) return [];
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM contents
           WHERE id = ANY(${`{${contentIds.join(',')}}`}::bigint[]) AND publisher_id = ${pressId}`,
    );
    const own = new Set(rows.map((row) => row.id));
    return contentIds.filter((id) => !own.has(id));
  }

  /** Whether another department of the press holds the title. */
  async departmentTaken(pressId: number, title: string, id: number | undefined): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM press_departments
           WHERE publisher_id = ${pressId} AND title = ${title} AND id <> ${id ?? 0}`,
    );
    return rows.length > 0;
  }

  /** Inserts or updates a department and replaces its books; null when the id is not of the press. */
  async saveDepartment(
    id: number | undefined,
    d: { pressId: number; title: string; introduction: string; sortOrder: number },
    contentIds: number[],
  ): Promise<number | null> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO press_departments (publisher_id, title, introduction, sort_order)
              VALUES (${d.pressId}, ${d.title}, ${d.introduction}, ${d.sortOrder})
              RETURNING id::int AS id`
        : sql`UPDATE press_departments SET title = ${d.title}, introduction = ${d.introduction},
                sort_order = ${d.sortOrder}, updated_at = now()
              WHERE id = ${id} AND publisher_id = ${d.pressId} RETURNING id::int AS id`,
    );
    if (!row) return null;
    await this.db.execute(
      sql`DELETE FROM press_department_contents WHERE department_id = ${row.id}`,
    );
    if (contentIds.length > 0)
      await this.db.execute(
        sql`INSERT INTO press_department_contents (department_id, content_id, sort_order)
            SELECT ${row.id}, id, ord::int FROM unnest(${`{${contentIds.join(',')}}`}::bigint[])
              WITH ORDINALITY AS t(id, ord)`,
      );
    return row.id;
  }

  async removeDepartment(id: number): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM press_departments WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0;
  }
}
