import { and, count, eq, isNull } from 'drizzle-orm';
import { messages } from '../../db/schema/messages.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of a reader's messages. */
export class MessageRepository {
  constructor(private readonly db: Executor) {}

  /** How many of the user's messages are unread. */
  async countUnread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
    return Number(row?.total ?? 0);
  }
}
