import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';
import { CONTENT_COLUMNS, CONTENT_JOINS, type ContentRecord } from '../catalog/index.ts';

export interface OrderRow {
  id: number;
  contentId: number;
  createdAt: Date;
  expiresAt: Date | null;
}

/** An order with its content item, as the orders list shows it. */
export interface OrderWithContent extends OrderRow {
  content: ContentRecord;
}

const ids = (values: number[]) => `{${values.map((id) => Math.trunc(id)).join(',')}}`;

/** SQL of orders (migration 0013): one per reader and content item. */
export class OrderRepository {
  constructor(private readonly db: Executor) {}

  /** Which of the items the user has a live order of. */
  async orderedContentIds(userId: number, contentIds: number[], now: Date): Promise<Set<number>> {
    if (contentIds.length === 0) return new Set();
    const rows = await selectRows<{ contentId: number }>(
      this.db,
      sql`SELECT content_id::int AS "contentId" FROM orders
           WHERE user_id = ${userId} AND content_id = ANY(${ids(contentIds)}::bigint[])
             AND (expires_at IS NULL OR expires_at > ${now.toISOString()}::timestamptz)`,
    );
    return new Set(rows.map((row) => Number(row.contentId)));
  }

  /** Grants (or renews) an order; one statement, so a retry only renews it. */
  async grant(userId: number, contentId: number, expiresAt: Date | null): Promise<OrderRow> {
    const [row] = await selectRows<OrderRow>(
      this.db,
      sql`INSERT INTO orders (user_id, content_id, expires_at)
          VALUES (${userId}, ${contentId}, ${expiresAt?.toISOString() ?? null}::timestamptz)
          ON CONFLICT (user_id, content_id) DO UPDATE
             SET expires_at = EXCLUDED.expires_at, created_at = now()
          RETURNING id::int AS "id", content_id::int AS "contentId",
                    created_at AS "createdAt", expires_at AS "expiresAt"`,
    );
    if (!row) throw new Error('order not stored');
    return row;
  }

  /** Removes the order; whether there was one. */
  async revoke(userId: number, contentId: number): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`DELETE FROM orders WHERE user_id = ${userId} AND content_id = ${contentId} RETURNING id`,
    );
    return rows.length > 0;
  }

  /** The user's live orders, newest first, and how many there are. */
  async list(
    userId: number,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: OrderWithContent[] }> {
    const live = sql`o.user_id = ${userId} AND (o.expires_at IS NULL OR o.expires_at > ${now.toISOString()}::timestamptz)`;
    const [counted] = await selectRows<{ total: number }>(
      this.db,
      sql`SELECT count(*)::int AS total FROM orders o WHERE ${live}`,
    );
    const rows = await selectRows<
      ContentRecord & { orderId: number; orderedAt: string; orderExpiresAt: string | null }
    >(
      this.db,
      sql`SELECT o.id::int AS "orderId", o.created_at AS "orderedAt", o.expires_at AS "orderExpiresAt",
                 ${CONTENT_COLUMNS}
            FROM orders o JOIN contents c ON c.id = o.content_id ${CONTENT_JOINS}
           WHERE ${live}
           ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      total: counted?.total ?? 0,
      rows: rows.map(({ orderId, orderedAt, orderExpiresAt, ...content }) => ({
        id: Number(orderId),
        contentId: Number(content.id),
        createdAt: new Date(orderedAt),
        expiresAt: orderExpiresAt === null ? null : new Date(orderExpiresAt),
        content,
      })),
    };
  }
}
