import {
  SUPPORT_MESSAGE_TYPE,
  SupportLimits,
  SupportMessages,
  type ProblemItem,
  type ProblemList,
  type TicketDetail,
  type TicketList,
} from '@moyue/contracts/api/support';
import type { Database } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { MessageRepository } from '../messages/index.ts';
import {
  presentTicket,
  presentTicketDetail,
  requiredText,
  SupportRepository,
  type SupportService,
} from '../support/index.ts';
import type { Editor } from './admin-guard.ts';
import { AdminRepository } from './admin.repository.ts';

const paging = (cp: number, ps: number) => ({ offset: (cp - 1) * ps, limit: ps });
const stateOf = (state: string) => (state === '' ? null : Number(state));

/**
 * The console's 客服工单 / 问题反馈 section: editors read every report and
 * ticket and answer them. Each answer, its audit row and the reader's message
 * are written in one transaction: no answer goes unrecorded or unannounced.
 */
export class AdminSupportService {
  constructor(
    private readonly database: Database,
    private readonly support: SupportService,
  ) {}

  async problems(input: { cp: number; ps: number; state: string }): Promise<ProblemList> {
    const { rows, total } = await new SupportRepository(this.database.db).problems({
      userId: null,
      state: stateOf(input.state),
      ...paging(input.cp, input.ps),
    });
    return {
      ItemList: rows.map((row) => this.support.presentProblem(row, true)),
      RecordCount: total,
    };
  }

  /** Answers (or corrects the answer of) a report; the reader gets a message. */
  async answerProblem(editor: Editor, id: number, answer: string): Promise<ProblemItem> {
    const text = requiredText(answer, SupportLimits.Answer, {
      empty: SupportMessages.AnswerEmpty,
      tooLong: SupportMessages.AnswerTooLong,
    });
    const row = await this.database.db.transaction(async (tx) => {
      const answered = await new SupportRepository(tx).answerProblem(id, editor.userId, text);
      if (!answered) throw notFound(SupportMessages.ProblemMissing);
      const subject = answered.title || answered.modalTitle || answered.contents.slice(0, 20);
      await new MessageRepository(tx).insert({
        userId: answered.userId,
        messageType: SUPPORT_MESSAGE_TYPE,
        title: SupportMessages.ProblemAnsweredTitle,
        contents: SupportMessages.problemAnswered(subject),
        createdAt: new Date(),
      });
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        action: 'update',
        entity: 'problem',
        entityId: id,
        summary: `回复反馈：${text.slice(0, 60)}`,
      });
      return answered;
    });
    return this.support.presentProblem(row, true);
  }

  async tickets(input: { cp: number; ps: number; state: string }): Promise<TicketList> {
    const { rows, total } = await new SupportRepository(this.database.db).tickets({
      userId: null,
      state: stateOf(input.state),
      ...paging(input.cp, input.ps),
    });
    return { ItemList: rows.map((row) => presentTicket(row, true)), RecordCount: total };
  }

  async ticket(id: number): Promise<TicketDetail> {
    const repository = new SupportRepository(this.database.db);
    const row = await repository.ticket(id);
    if (!row) throw notFound(SupportMessages.TicketMissing);
    return presentTicketDetail(row, await repository.messagesOf(id), true);
  }

  /** Service writes in a ticket: it becomes 已回复 and the reader gets a message. */
  async replyTicket(editor: Editor, id: number, contents: string): Promise<TicketDetail> {
    const text = this.support.messageText(contents);
    await this.database.db.transaction(async (tx) => {
      const repository = new SupportRepository(tx);
      const row = await repository.ticket(id, true);
      if (!row) throw notFound(SupportMessages.TicketMissing);
      await repository.addMessage(id, {
        authorId: editor.userId,
        fromService: true,
        contents: text,
      });
      await new MessageRepository(tx).insert({
        userId: row.userId,
        messageType: SUPPORT_MESSAGE_TYPE,
        title: SupportMessages.TicketRepliedTitle,
        contents: SupportMessages.ticketReplied(row.subject),
        createdAt: new Date(),
      });
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        action: 'update',
        entity: 'ticket',
        entityId: id,
        summary: `回复工单：${text.slice(0, 60)}`,
      });
    });
    return this.ticket(id);
  }
}
