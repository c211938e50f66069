import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../db/schema/messages.ts';
import type { Executor } from '../../platform/db.ts';

export interface MessageRow {
  id: number;
  messageType: number;
  title: string;
  contents: string;
  createTime: string;
  isRead: boolean;
}

/** SQL of a reader's messages and the notices to everyone (user_id NULL). */
export class MessageRepository {
  constructor(private readonly db: Executor) {}

  /** Stores one message to a reader. */
  async insert(message: {
    userId: number;
    messageType: number;
    title: string;
    contents: string;
    createdAt: Date;
  }): Promise<void> {
    await this.db.insert(messages).values(message);
  }

  /** Stores one message to each of many readers (events with many recipients: a followed press's new book). */
  async insertMany(
    rows: {
      userId: number;
      messageType: number;
      title: string;
      contents: string;
      createdAt: Date;
    }[],
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += 1000)
      await this.db.insert(messages).values(rows.slice(start, start + 1000));
  }

  /** How many of the user's messages are unread. */
  async countUnread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
    return Number(row?.total ?? 0);
  }

  /** A page of the user's own messages and the notices (none but notices without a user), newest first. */
  async list(input: {
    userId: number | null;
    messageType: number | undefined;
    offset: number;
    limit: number;
  }): Promise<{ rows: MessageRow[]; total: number }> {
    const whose =
      input.userId === null
        ? isNull(messages.userId)
        : or(eq(messages.userId, input.userId), isNull(messages.userId));
    const where: SQL | undefined =
      input.messageType === undefined
        ? whose
        : and(whose, eq(messages.messageType, input.messageType));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          id: messages.id,
          messageType: messages.messageType,
          title: messages.title,
          contents: messages.contents,
          createTime: sql<string>`to_char((${messages.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`,
          isRead: sql<boolean>`(${messages.userId} IS NULL OR ${messages.readAt} IS NOT NULL)`,
        })
        .from(messages)
        .where(where)
        .orderBy(desc(messages.id))
        .offset(input.offset)
        .limit(input.limit),
      this.db.select({ total: count() }).from(messages).where(where),
    ]);
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** Marks the user's own messages read (the given ids, or all); answers how many of the ids are the user's. */
  async markRead(userId: number, ids: number[] | 'all', now: Date): Promise<number> {
    if (ids === 'all') {
      await this.db
        .update(messages)
        .set({ readAt: now })
        .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
      return 0;
    }
    return this.db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, userId), inArray(messages.id, ids)));
      if (owned.length !== ids.length) return owned.length;
      await tx
        .update(messages)
        .set({ readAt: now })
        .where(
          and(eq(messages.userId, userId), inArray(messages.id, ids), isNull(messages.readAt)),
        );
      return owned.length;
    });
  }

  /** One notice to every reader (no user) of the given type, or null. */
  async findNotice(id: number, messageType: number): Promise<MessageRow | null> {
    const [row] = await this.db
      .select({
        id: messages.id,
        messageType: messages.messageType,
        title: messages.title,
        contents: messages.contents,
        createTime: sql<string>`to_char((${messages.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS')`,
        isRead: sql<boolean>`true`,
      })
      .from(messages)
      .where(
        and(eq(messages.id, id), isNull(messages.userId), eq(messages.messageType, messageType)),
      );
    return row ?? null;
  }

  /** Publishes a notice to every reader (editor console); answers its id. */
  async insertNotice(notice: {
    messageType: number;
    title: string;
    contents: string;
  }): Promise<number> {
    const [row] = await this.db
      .insert(messages)
      .values({ ...notice, userId: null })
      .returning({ id: messages.id });
    return Number(row?.id);
  }

  /** Changes a notice's text; answers whether it exists. */
  async updateNotice(
    id: number,
    messageType: number,
    notice: { title: string; contents: string },
  ): Promise<boolean> {
    const rows = await this.db
      .update(messages)
      .set(notice)
      .where(
        and(eq(messages.id, id), isNull(messages.userId), eq(messages.messageType, messageType)),
      )
      .returning({ id: messages.id });
    return rows.length > 0;
  }

  /** Withdraws a notice; answers whether it existed. */
  async deleteNotice(id: number, messageType: number): Promise<boolean> {
    const rows = await this.db
      .delete(messages)
      .where(
        and(eq(messages.id, id), isNull(messages.userId), eq(messages.messageType, messageType)),
      )
      .returning({ id: messages.id });
    return rows.length > 0;
  }
}
