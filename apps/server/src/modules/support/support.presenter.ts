import { maskAccount } from '@moyue/contracts/masking';
import {
  PROBLEM_STATE_LABELS,
  TICKET_STATE_LABELS,
  type ProblemItem,
  type TicketDetail,
  type TicketSummary,
} from '@moyue/contracts/api/support';
import type { ProblemRow, TicketMessageRow, TicketRow } from './support.repository.ts';

/** A report → its wire item; the editor console also sees the reporter (masked). */
export const presentProblem = (
  row: ProblemRow,
  screenshotUrl: string,
  forEditor = false,
): ProblemItem => ({
  Id: row.id,
  ModalTitle: row.modalTitle,
  Title: row.title,
  ObjectId: row.objectId,
  ObjectType: row.objectType,
  Process: row.process,
  PageNumber: row.pageNumber,
  Contents: row.contents,
  ScreenshotUrl: screenshotUrl,
  State: row.state,
  StateText: PROBLEM_STATE_LABELS[row.state] ?? '',
  Answer: row.answer,
  AnswerTime: row.answerTime,
  CreateTime: row.createTime,
  ...(forEditor ? { UserName: maskAccount(row.userAccount) } : {}),
});

export const presentTicket = (row: TicketRow, forEditor = false): TicketSummary => ({
  Id: row.id,
  Subject: row.subject,
  State: row.state,
  StateText: TICKET_STATE_LABELS[row.state] ?? '',
  MessageCount: row.messageCount,
  CreateTime: row.createTime,
  UpdateTime: row.updateTime,
  ...(forEditor ? { UserName: maskAccount(row.userAccount) } : {}),
});

export const presentTicketDetail = (
  row: TicketRow,
  messages: TicketMessageRow[],
  forEditor = false,
): TicketDetail => ({
  ...presentTicket(row, forEditor),
  Messages: messages.map((message) => ({
    Id: message.id,
    FromService: message.fromService,
    Contents: message.contents,
    CreateTime: message.createTime,
  })),
});
