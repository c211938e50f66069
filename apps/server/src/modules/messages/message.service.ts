import {
  MessageMessages,
  NOTICE_MESSAGE_TYPE,
  type MessageList,
  type MessageStatistic,
} from '@moyue/contracts/api/messages';
import { EditorialPageMessages } from '@moyue/contracts/api/editorial-pages';
import { badRequest, notFound } from '../../platform/errors.ts';
import { tokenInvalid, type SessionUser, type Viewer } from '../../platform/session.ts';
import { presentMessage } from './message.presenter.ts';
import type { MessageRepository, MessageRow } from './message.repository.ts';

/** A reader's messages (myNews, the header badge) and the notices to everyone (spec §9 head notice). */
export class MessageService {
  constructor(
    private readonly repository: MessageRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Writes a message to one reader (events of other modules: a card earned …); unread until read. */
  async send(
    userId: number,
    message: { messageType: number; title: string; contents: string },
  ): Promise<void> {
    await this.repository.insert({ userId, ...message, createdAt: this.now() });
  }

  /** spec §7 message/statistic: Data.Total, the reader's unread messages. */
  async statistic(userId: number): Promise<MessageStatistic> {
    return { Total: await this.repository.countUnread(userId) };
  }

  /**
   * spec §7 message/list: the reader's messages and the notices, newest
   * first. Without a session only the head notice (type 5) is public.
   */
  async list(
    viewer: Viewer,
    input: { cp: number; ps: number; messageType?: number | undefined },
  ): Promise<MessageList> {
    if (viewer.userId === null && input.messageType !== NOTICE_MESSAGE_TYPE) throw tokenInvalid();
    const { rows, total } = await this.repository.list({
      userId: viewer.userId,
      messageType: input.messageType,
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    return {
      ItemList: rows.map(presentMessage),
      RecordCount: total,
    };
  }

  /** message/read: the reader's own messages become read; an id that is not theirs refuses the whole call. */
  async markRead(
    user: SessionUser,
    input: { ids?: string | undefined; isAll?: string | undefined },
  ): Promise<void> {
    if (input.isAll === 'true' || input.isAll === '1') {
      await this.repository.markRead(user.userId, 'all', this.now());
      return;
    }
    const parts = (input.ids ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) throw badRequest(MessageMessages.NothingChosen);
    if (parts.some((part) => !/^\d{1,15}$/.test(part))) throw badRequest(MessageMessages.NotYours);
    const ids = [...new Set(parts.map(Number))];
    const owned = await this.repository.markRead(user.userId, ids, this.now());
    if (owned !== ids.length) throw badRequest(MessageMessages.NotYours);
  }

  /** One head notice (type 5) for /wrap/noticeContent; public like the notice list. */
  async notice(id: number): Promise<MessageRow> {
    const row = await this.repository.findNotice(id, NOTICE_MESSAGE_TYPE);
    if (!row) throw notFound(EditorialPageMessages.NoticeMissing);
    return row;
  }
}
