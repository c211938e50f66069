import {
  ReadingMessages,
  type OrderListData,
  type OrderListParams,
} from '@moyue/contracts/api/reading';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import { formatWireDateTime, presentContentSummary } from '../catalog/index.ts';
import type { OrderRepository, OrderRow } from './order.repository.ts';
import type { ReadingRepository } from './reading.repository.ts';

/** A reader's orders (issue 6): granted and revoked by the admin command, listed in myResources. */
export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly reading: ReadingRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /v1/api/order/list: the reader's live orders, newest first. */
  async list(userId: number, params: OrderListParams): Promise<OrderListData> {
    const { total, rows } = await this.orders.list(
      userId,
      this.now(),
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return {
      ItemList: rows.map((row) => ({
        Id: row.id,
        CreateTime: formatWireDateTime(row.createdAt.getTime()),
        ExpireTime: row.expiresAt ? formatWireDateTime(row.expiresAt.getTime()) : '',
        Content: presentContentSummary(row.content),
      })),
      RecordCount: total,
    };
  }

  /** Grants (or renews) an order of the item named by id or ExternalId. */
  async grant(userId: number, content: string, expiresAt: Date | null): Promise<OrderRow> {
    return this.orders.grant(userId, await this.contentId(content), expiresAt);
  }

  /** Revokes the order; refused when there is none. */
  async revoke(userId: number, content: string): Promise<void> {
    if (!(await this.orders.revoke(userId, await this.contentId(content))))
      throw new AppError(Code.NotFound, ReadingMessages.OrderNotFound, 404);
  }

  /** A content item by its id or its ExternalId. */
  private async contentId(content: string): Promise<number> {
    const trimmed = content.trim();
    const byExternalId = await this.reading.contentIdByExternalId(trimmed);
    if (byExternalId !== null) return byExternalId;
    if (/^\d{1,15}$/.test(trimmed)) {
      const [rights] = await this.reading.contentRights([Number(trimmed)]);
      if (rights) return rights.id;
    }
    throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE, 404);
  }
}
