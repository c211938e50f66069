import type { MessageStatistic } from '@moyue/contracts/api/messages';
import type { MessageRepository } from './message.repository.ts';

/** A reader's messages: for now the unread total of the header badge (spec §2, §7). */
export class MessageService {
  constructor(private readonly repository: MessageRepository) {}

  /** spec §7 message/statistic: Data.Total, the reader's unread messages. */
  async statistic(userId: number): Promise<MessageStatistic> {
    return { Total: await this.repository.countUnread(userId) };
  }
}
