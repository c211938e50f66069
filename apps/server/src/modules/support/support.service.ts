import {
  SupportLimits,
  SupportMessages,
  type ProblemCreateParamsSchema,
  type ProblemList,
  type TicketDetail,
  type TicketList,
} from '@moyue/contracts/api/support';
import type { z } from 'zod';
import type { Database } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { FileService } from '../media/index.ts';
import { readScreenshot } from './screenshot.ts';
import { screenshotUrl } from './screenshot-grant.ts';
import { presentProblem, presentTicket, presentTicketDetail } from './support.presenter.ts';
import { SupportRepository, type ProblemRow } from './support.repository.ts';

type ProblemInput = z.output<typeof ProblemCreateParamsSchema>;

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** The start of today in Asia/Shanghai (no daylight saving), as an instant. */
const shanghaiDayStart = (now: Date) =>
  new Date(Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS);

/** A required text of at most max characters (trimmed); throws the Chinese refusal. */
export function requiredText(
  value: string,
  max: number,
  messages: { empty: string; tooLong: string },
): string {
  const text = value.trim();
  if (text === '') throw badRequest(messages.empty);
  if (Array.from(text).length > max) throw badRequest(messages.tooLong);
  return text;
}

const paging = (cp: number, ps: number) => ({ offset: (cp - 1) * ps, limit: ps });

/** Problem reports (myProblem) and customer-service tickets (service) of the signed-in reader. */
export class SupportService {
  constructor(
    private readonly database: Database,
    private readonly files: FileService,
    private readonly screenshotSecret: Buffer,
    private readonly now: () => Date,
  ) {}

  private get repository(): SupportRepository {
    return new SupportRepository(this.database.db);
  }

  /** The wire item of a report, with a fresh screenshot address when it has one. */
  presentProblem(row: ProblemRow, forEditor = false) {
    const url = row.screenshotSha256
      ? screenshotUrl(this.screenshotSecret, row.id, Math.floor(this.now().getTime() / 1000))
      : '';
    return presentProblem(row, url, forEditor);
  }

  /**
   * Stores a problem report with spec §3 problemInfo; the screenshot is
   * checked by its bytes and stored privately (stored_files). At most
   * ProblemsPerDay a Shanghai day; a retry with the same requestId stores once.
   */
  async report(userId: number, input: ProblemInput): Promise<number> {
    const contents = requiredText(input.contents, SupportLimits.ProblemText, {
      empty: SupportMessages.ProblemEmpty,
      tooLong: SupportMessages.ProblemTooLong,
    });
    const screenshot = input.screenshot ? readScreenshot(input.screenshot) : null;
    const since = shanghaiDayStart(this.now());
    if ((await this.repository.countProblemsSince(userId, since)) >= SupportLimits.ProblemsPerDay)
      throw new AppError(429, SupportMessages.ProblemsPerDay, 429);
    const stored = screenshot
      ? {
          sha256: await this.files.storePrivate(screenshot.bytes, screenshot.image.type),
          type: screenshot.image.type,
          name: (input.screenshotName ?? '').trim().slice(0, 200),
        }
      : null;
    return this.repository.insertProblem({
      userId,
      requestId: input.requestId ?? null,
      modalTitle: (input.modalTitle ?? '').trim(),
      title: (input.title ?? '').trim(),
      objectId: input.objectId || null,
      objectType: input.objectType || null,
      process: input.process ?? null,
      pageNumber: input.pageNumber || null,
      contents,
      screenshot: stored,
    });
  }

  /** myProblem: the reader's reports, newest first, with their state and answer. */
  async problems(userId: number, cp: number, ps: number): Promise<ProblemList> {
    const { rows, total } = await this.repository.problems({
      userId,
      state: null,
      ...paging(cp, ps),
    });
    return { ItemList: rows.map((row) => this.presentProblem(row)), RecordCount: total };
  }

  /** Opens a ticket with its first message (at most OpenTickets waiting at once). */
  async openTicket(userId: number, input: { subject: string; contents: string }): Promise<number> {
    const subject = requiredText(input.subject, SupportLimits.TicketSubject, {
      empty: SupportMessages.SubjectEmpty,
      tooLong: SupportMessages.SubjectTooLong,
    });
    const contents = this.messageText(input.contents);
    return this.database.db.transaction(async (tx) => {
      const repository = new SupportRepository(tx);
      if ((await repository.countWaiting(userId)) >= SupportLimits.OpenTickets)
        throw badRequest(SupportMessages.TooManyOpen);
      return repository.insertTicket(userId, subject, contents);
    });
  }

  messageText(value: string): string {
    return requiredText(value, SupportLimits.TicketMessage, {
      empty: SupportMessages.MessageEmpty,
      tooLong: SupportMessages.MessageTooLong,
    });
  }

  async tickets(userId: number, cp: number, ps: number): Promise<TicketList> {
    const { rows, total } = await this.repository.tickets({
      userId,
      state: null,
      ...paging(cp, ps),
    });
    return { ItemList: rows.map((row) => presentTicket(row)), RecordCount: total };
  }

  /** One of the reader's tickets with its messages; another reader's is 工单不存在. */
  async ticket(userId: number, id: number): Promise<TicketDetail> {
    const row = await this.repository.ticket(id);
    if (!row || row.userId !== userId) throw notFound(SupportMessages.TicketMissing);
    return presentTicketDetail(row, await this.repository.messagesOf(id));
  }

  /** The reader writes in their own ticket; it waits for service again. */
  async reply(userId: number, id: number, contents: string): Promise<void> {
    const text = this.messageText(contents);
    await this.database.db.transaction(async (tx) => {
      const repository = new SupportRepository(tx);
      const row = await repository.ticket(id, true);
      if (!row || row.userId !== userId) throw notFound(SupportMessages.TicketMissing);
      await repository.addMessage(id, { authorId: userId, fromService: false, contents: text });
    });
  }
}
