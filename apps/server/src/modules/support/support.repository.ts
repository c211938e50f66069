import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

export interface ProblemRow {
  id: number;
  userId: number;
  userAccount: string;
  modalTitle: string;
  title: string;
  objectId: number | null;
  objectType: number | null;
  process: number | null;
  pageNumber: number | null;
  contents: string;
  screenshotSha256: string | null;
  state: number;
  answer: string;
  answerTime: string;
  createTime: string;
}

export interface NewProblem {
  userId: number;
  requestId: string | null;
  modalTitle: string;
  title: string;
  objectId: number | null;
  objectType: number | null;
  process: number | null;
  pageNumber: number | null;
  contents: string;
  screenshot: { sha256: string; type: string; name: string } | null;
}

export interface TicketRow {
  id: number;
  userId: number;
  userAccount: string;
  subject: string;
  state: number;
  messageCount: number;
  createTime: string;
  updateTime: string;
}

export interface TicketMessageRow {
  id: number;
  fromService: boolean;
  contents: string;
  createTime: string;
}

const time = (column: string) =>
  sql.raw(
    `coalesce(to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS'), '')`,
  );

const PROBLEM_COLUMNS = sql`p.id::int AS id, p.user_id::int AS "userId",
  coalesce(nullif(u.mobile_number, ''), u.email, '') AS "userAccount",
  p.modal_title AS "modalTitle", p.title, p.object_id::int AS "objectId",
  p.object_type::int AS "objectType", p.process::float8 AS process, p.page_number AS "pageNumber",
  p.contents, p.screenshot_sha256 AS "screenshotSha256", p.state::int AS state, p.answer,
  ${time('p.answered_at')} AS "answerTime", ${time('p.created_at')} AS "createTime"`;

const TICKET_COLUMNS = sql`t.id::int AS id, t.user_id::int AS "userId",
  coalesce(nullif(u.mobile_number, ''), u.email, '') AS "userAccount", t.subject, t.state::int AS state,
  (SELECT count(*)::int FROM service_ticket_messages m WHERE m.ticket_id = t.id) AS "messageCount",
  ${time('t.created_at')} AS "createTime", ${time('t.updated_at')} AS "updateTime"`;

/** One user's rows (or everyone's: null), of a state (or all: null), a page of them. */
export interface PageQuery {
  userId: number | null;
  state: number | null;
  offset: number;
  limit: number;
}

/** SQL of problem reports and service tickets (migration 0028). */
export class SupportRepository {
  constructor(private readonly db: Executor) {}

  /** Stores a report; a retry with the same requestId answers the first one's id. */
  async insertProblem(problem: NewProblem): Promise<number> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`INSERT INTO problem_reports (user_id, request_id, modal_title, title, object_id, object_type,
            process, page_number, contents, screenshot_sha256, screenshot_type, screenshot_name)
          VALUES (${problem.userId}, ${problem.requestId}, ${problem.modalTitle}, ${problem.title},
            ${problem.objectId}, ${problem.objectType}, ${problem.process}, ${problem.pageNumber},
            ${problem.contents}, ${problem.screenshot?.sha256 ?? null}, ${problem.screenshot?.type ?? null},
            ${problem.screenshot?.name ?? ''})
          ON CONFLICT (user_id, request_id) DO UPDATE SET request_id = EXCLUDED.request_id
          RETURNING id::int AS id`,
    );
    return row?.id ?? 0;
  }

  /** How many reports the user made since a moment. */
  async countProblemsSince(userId: number, since: Date): Promise<number> {
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM problem_reports
           WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}::timestamptz`,
    );
    return row?.n ?? 0;
  }

  /** A page of reports, newest first: one user's (userId) or everyone's (null), of a state or all. */
  problems(input: PageQuery): Promise<{ rows: ProblemRow[]; total: number }> {
    return this.page<ProblemRow>(input, {
      alias: 'p',
      table: sql`problem_reports p`,
      columns: PROBLEM_COLUMNS,
      order: sql`p.id DESC`,
    });
  }

  /** A page of one table's rows (with their user) and their count, by user and state. */
  private async page<T>(
    input: PageQuery,
    of: { alias: 'p' | 't'; table: SQL; columns: SQL; order: SQL },
  ): Promise<{ rows: T[]; total: number }> {
    const column = (name: string) => sql.raw(`${of.alias}.${name}`);
    const where = sql`${input.userId === null ? sql`true` : sql`${column('user_id')} = ${input.userId}`}
      AND ${input.state === null ? sql`true` : sql`${column('state')} = ${input.state}`}`;
    const [rows, [counted]] = await Promise.all([
      selectRows<T>(
        this.db,
        sql`SELECT ${of.columns} FROM ${of.table} JOIN users u ON u.id = ${column('user_id')}
             WHERE ${where} ORDER BY ${of.order} OFFSET ${input.offset} LIMIT ${input.limit}`,
      ),
      selectRows<{ n: number }>(
        this.db,
        sql`SELECT count(*)::int AS n FROM ${of.table} WHERE ${where}`,
      ),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** One report, or null. */
  async problem(id: number): Promise<ProblemRow | null> {
    const [row] = await selectRows<ProblemRow>(
      this.db,
      sql`SELECT ${PROBLEM_COLUMNS} FROM problem_reports p JOIN users u ON u.id = p.user_id
           WHERE p.id = ${id}`,
    );
    return row ?? null;
  }

  /** Writes (or rewrites) the answer of a report; answers its row, or null when there is none. */
  async answerProblem(id: number, editorId: number, answer: string): Promise<ProblemRow | null> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`UPDATE problem_reports SET answer = ${answer}, state = 1, answered_by = ${editorId},
            answered_at = now() WHERE id = ${id} RETURNING id::int AS id`,
    );
    return rows.length > 0 ? this.problem(id) : null;
  }

  /** The screenshot of a report: its blob and type, or null. */
  async screenshotOf(id: number): Promise<{ sha256: string; type: string } | null> {
    const [row] = await selectRows<{ sha256: string | null; type: string | null }>(
      this.db,
      sql`SELECT screenshot_sha256 AS sha256, screenshot_type AS type FROM problem_reports WHERE id = ${id}`,
    );
    return row?.sha256 && row.type ? { sha256: row.sha256, type: row.type } : null;
  }

  /** How many of the user's tickets wait for a reply. */
  async countWaiting(userId: number): Promise<number> {
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM service_tickets WHERE user_id = ${userId} AND state = 0`,
    );
    return row?.n ?? 0;
  }

  /** Opens a ticket with its first message; answers its id. */
  async insertTicket(userId: number, subject: string, contents: string): Promise<number> {
    const [row] = await selectRows<{ id: number }>(
      this.db,
      sql`INSERT INTO service_tickets (user_id, subject) VALUES (${userId}, ${subject})
          RETURNING id::int AS id`,
    );
    const id = row?.id ?? 0;
    await this.addMessage(id, { authorId: userId, fromService: false, contents });
    return id;
  }

  /** Adds a message and sets the ticket's state: 待回复 after the reader, 已回复 after service. */
  async addMessage(
    ticketId: number,
    message: { authorId: number; fromService: boolean; contents: string },
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO service_ticket_messages (ticket_id, author_id, from_service, contents)
          VALUES (${ticketId}, ${message.authorId}, ${message.fromService}, ${message.contents})`,
    );
    await this.db.execute(
      sql`UPDATE service_tickets SET state = ${message.fromService ? 1 : 0}, updated_at = now()
           WHERE id = ${ticketId}`,
    );
  }

  /** A page of tickets, latest activity first: one user's or everyone's, of a state or all. */
  tickets(input: PageQuery): Promise<{ rows: TicketRow[]; total: number }> {
    return this.page<TicketRow>(input, {
      alias: 't',
      table: sql`service_tickets t`,
      columns: TICKET_COLUMNS,
      order: sql`t.updated_at DESC, t.id DESC`,
    });
  }

  /** One ticket (locked for the transaction when asked), or null. */
  async ticket(id: number, forUpdate = false): Promise<TicketRow | null> {
    if (forUpdate)
      await this.db.execute(sql`SELECT id FROM service_tickets WHERE id = ${id} FOR UPDATE`);
    const [row] = await selectRows<TicketRow>(
      this.db,
      sql`SELECT ${TICKET_COLUMNS} FROM service_tickets t JOIN users u ON u.id = t.user_id
           WHERE t.id = ${id}`,
    );
    return row ?? null;
  }

  /** A ticket's messages, oldest first. */
  messagesOf(ticketId: number): Promise<TicketMessageRow[]> {
    return selectRows<TicketMessageRow>(
      this.db,
      sql`SELECT id::int AS id, from_service AS "fromService", contents, ${time('created_at')} AS "createTime"
            FROM service_ticket_messages WHERE ticket_id = ${ticketId} ORDER BY id`,
    );
  }
}
