import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '@moyue/contracts/api/editorial-admin';
import { SupportMessages, SupportPaths } from '@moyue/contracts/api/support';
import { forbiddenCharactersMessage } from '@moyue/contracts/api/form-fields';
import {
  apiCaller,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { AdminRepository } from '../editorial/admin.repository.ts';
import { PNG_1X1, pngOf } from './support.test-kit.ts';

interface Problem {
  Id: number;
  Title: string;
  ObjectId: number | null;
  PageNumber: number | null;
  Process: number | null;
  State: number;
  StateText: string;
  Answer: string;
  ScreenshotUrl: string;
  UserName?: string;
}
interface Ticket {
  Id: number;
  State: number;
  StateText: string;
  Subject: string;
  Messages: { FromService: boolean; Contents: string }[];
}

describe.each(TEST_DATABASES)('problem reports and service tickets (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let reader: { id: number; token: string };
  let other: { id: number; token: string };
  let editorToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    const person = async () => {
      const user = await insertUser(t, {});
      return { id: user.id, token: await sessionFor(t, user.id) };
    };
    reader = await person();
    other = await person();
    const editor = await insertUser(t, { realName: '客服甲' });
    await new AdminRepository(t.database.db).grantRole(editor.id, 'editor');
    editorToken = await sessionFor(t, editor.id);
  });
  afterAll(() => t.close());

  const as = <T = unknown>(
    token: string | undefined,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
  ) => api.callJson<T>(method, path, token ? { ...params, AccessToken: token } : params);
  const report = (token: string | undefined, params: Record<string, string>) =>
    as<{ Id: number }>(token, 'POST', SupportPaths.ProblemCreate, params);
  const myProblems = (token: string) =>
    as<{ ItemList: Problem[]; RecordCount: number }>(token, 'GET', SupportPaths.ProblemList);
  const messagesOf = (userId: number) =>
    t.database.query<{ title: string; contents: string }>(
      'SELECT title, contents FROM messages WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const audit = () =>
    t.database.query<{ entity: string; entity_id: string; action: string }>(
      `SELECT entity, entity_id::text, action FROM editorial_audit WHERE entity IN ('problem', 'ticket') ORDER BY id`,
    );

  it('asks for login (Code 34) on every reader call', async () => {
    for (const [method, path] of [
      ['POST', SupportPaths.ProblemCreate],
      ['GET', SupportPaths.ProblemList],
      ['POST', SupportPaths.TicketCreate],
      ['GET', SupportPaths.TicketList],
      ['GET', SupportPaths.TicketDetail],
      ['POST', SupportPaths.TicketReply],
    ] as const) {
      const params = { contents: '内容', subject: '主题', id: '1' };
      expect(await as(undefined, method, path, params), path).toEqual(
        refusal(34, '登录已过期，请重新登录'),
      );
    }
  });

  it('stores a report from the reader with problemInfo and a PNG named .txt, judged by content', async () => {
    const created = await report(reader.token, {
      modalTitle: '阅读器问题反馈',
      title: '论语',
      objectId: '12',
      objectType: '104',
      process: '0.25',
      pageNumber: '7',
      contents: '  第七页的文字显示不全  ',
      screenshot: PNG_1X1.toString('base64'),
      screenshotName: 'shot.txt',
    });
    expect(created).toMatchObject({ Success: true, Description: SupportMessages.Reported });
    const list = (await myProblems(reader.token)).Data;
    expect(list.RecordCount).toBe(1);
    expect(list.ItemList[0]).toMatchObject({
      Id: created.Data.Id,
      Title: '论语',
      ObjectId: 12,
      PageNumber: 7,
      Process: 0.25,
      State: 0,
      StateText: '待处理',
      Answer: '',
    });
    expect(list.ItemList[0]?.UserName).toBeUndefined();
    const url = list.ItemList[0]!.ScreenshotUrl;
    expect(url).toMatch(/^\/v1\/api\/user-problem\/screenshot\//);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    // A forged or altered grant serves nothing.
    const forged = await t.app.inject({ method: 'GET', url: url.replace(/-(\d)/, '-9$1') });
    expect(forged.statusCode).toBe(404);
    // Another reader sees none of it.
    expect((await myProblems(other.token)).Data.RecordCount).toBe(0);
  });

  it('refuses a text file named .png, an oversize image, empty, long and NUL text', async () => {
    const before = (await myProblems(reader.token)).Data.RecordCount;
    expect(
      await report(reader.token, {
        contents: '截图',
        screenshot: Buffer.from('这不是图片').toString('base64'),
        screenshotName: 'shot.png',
      }),
    ).toEqual(refusal(400, SupportMessages.ScreenshotType));
    expect(
      await report(reader.token, {
        contents: '截图',
        screenshot: pngOf(10, 10, 2 * 1024 * 1024 + 1).toString('base64'),
      }),
    ).toEqual(refusal(400, SupportMessages.ScreenshotTooLarge));
    expect(await report(reader.token, { contents: '   ' })).toEqual(
      refusal(400, SupportMessages.ProblemEmpty),
    );
    expect(await report(reader.token, { contents: '字'.repeat(501) })).toEqual(
      refusal(400, SupportMessages.ProblemTooLong),
    );
    expect(await report(reader.token, { contents: '字'.repeat(6000) })).toMatchObject({
      Success: false,
      Code: 400,
    });
    expect(await report(reader.token, { contents: 'a\u0000b' })).toEqual(
      refusal(400, forbiddenCharactersMessage(['contents'])),
    );
    expect((await myProblems(reader.token)).Data.RecordCount).toBe(before);
  });

  it('stores a retried report once (requestId)', async () => {
    const params = { contents: '重试的反馈', requestId: 'retry-key-0001' };
    const first = await report(reader.token, params);
    const second = await report(reader.token, params);
    expect(second.Data.Id).toBe(first.Data.Id);
    const rows = await t.database.query(
      `SELECT id FROM problem_reports WHERE request_id = 'retry-key-0001'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a reader in the console calls (403) and changes nothing', async () => {
    const [problem] = (await myProblems(reader.token)).Data.ItemList;
    for (const [method, path, params] of [
      ['GET', SupportPaths.AdminProblems, {}],
      ['POST', SupportPaths.AdminProblemAnswer, { id: String(problem!.Id), answer: '答' }],
      ['GET', SupportPaths.AdminTickets, {}],
      ['GET', SupportPaths.AdminTicketDetail, { id: '1' }],
      ['POST', SupportPaths.AdminTicketReply, { id: '1', contents: '答' }],
    ] as const) {
      expect(await as(reader.token, method, path, params), path).toEqual(
        refusal(403, AdminMessages.NotEditor),
      );
    }
    expect((await myProblems(reader.token)).Data.ItemList[0]?.State).toBe(problem!.State);
    expect(await audit()).toEqual([]);
  });

  it('lets an editor answer a report: the reader sees the answer and a message; audited', async () => {
    const [problem] = (await myProblems(reader.token)).Data.ItemList.filter(
      (item) => item.Title === '论语',
    );
    const queue = await as<{ ItemList: Problem[] }>(
      editorToken,
      'GET',
      SupportPaths.AdminProblems,
      {
        state: '0',
      },
    );
    const listed = queue.Data.ItemList.find((item) => item.Id === problem!.Id);
    expect(listed?.UserName).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(listed?.ScreenshotUrl).not.toBe('');
    expect(
      await as(editorToken, 'POST', SupportPaths.AdminProblemAnswer, {
        id: String(problem!.Id),
        answer: ' ',
      }),
    ).toEqual(refusal(400, SupportMessages.AnswerEmpty));
    expect(
      await as(editorToken, 'POST', SupportPaths.AdminProblemAnswer, {
        id: '999999',
        answer: '好',
      }),
    ).toEqual(refusal(404, SupportMessages.ProblemMissing));
    const answered = await as<Problem>(editorToken, 'POST', SupportPaths.AdminProblemAnswer, {
      id: String(problem!.Id),
      answer: '已修复第七页的排版，请刷新后再看。',
    });
    expect(answered.Data).toMatchObject({ State: 1, StateText: '已回复' });
    const mine = (await myProblems(reader.token)).Data.ItemList.find((i) => i.Id === problem!.Id);
    expect(mine).toMatchObject({ State: 1, Answer: '已修复第七页的排版，请刷新后再看。' });
    expect(await messagesOf(reader.id)).toEqual([
      {
        title: SupportMessages.ProblemAnsweredTitle,
        contents: SupportMessages.problemAnswered('论语'),
      },
    ]);
    expect(await audit()).toEqual([
      { entity: 'problem', entity_id: String(problem!.Id), action: 'update' },
    ]);
  });

  it('runs a ticket thread: the reader writes, service replies, another reader sees nothing', async () => {
    expect(
      await as(reader.token, 'POST', SupportPaths.TicketCreate, { subject: ' ', contents: '内容' }),
    ).toEqual(refusal(400, SupportMessages.SubjectEmpty));
    expect(
      await as(reader.token, 'POST', SupportPaths.TicketCreate, { subject: '主题', contents: '' }),
    ).toEqual(refusal(400, SupportMessages.MessageEmpty));
    const opened = await as<{ Id: number }>(reader.token, 'POST', SupportPaths.TicketCreate, {
      subject: '机构认证失败',
      contents: '在校园网里绑定机构时提示失败。',
    });
    const id = String(opened.Data.Id);
    expect(await as(other.token, 'GET', SupportPaths.TicketDetail, { id })).toEqual(
      refusal(404, SupportMessages.TicketMissing),
    );
    expect(
      await as(other.token, 'POST', SupportPaths.TicketReply, { id, contents: '插一句' }),
    ).toEqual(refusal(404, SupportMessages.TicketMissing));
    expect(
      (await as<{ RecordCount: number }>(other.token, 'GET', SupportPaths.TicketList)).Data
        .RecordCount,
    ).toBe(0);

    const replied = await as<Ticket>(editorToken, 'POST', SupportPaths.AdminTicketReply, {
      id,
      contents: '请在校园网内重新点击“绑定机构”。',
    });
    expect(replied.Data).toMatchObject({ State: 1, StateText: '已回复' });
    expect((await messagesOf(reader.id)).at(-1)).toEqual({
      title: SupportMessages.TicketRepliedTitle,
      contents: SupportMessages.ticketReplied('机构认证失败'),
    });
    expect(
      (await as(reader.token, 'POST', SupportPaths.TicketReply, { id, contents: '好的，谢谢' }))
        .Success,
    ).toBe(true);
    const thread = (await as<Ticket>(reader.token, 'GET', SupportPaths.TicketDetail, { id })).Data;
    expect(thread.State).toBe(0);
    expect(thread.Messages.map((m) => [m.FromService, m.Contents])).toEqual([
      [false, '在校园网里绑定机构时提示失败。'],
      [true, '请在校园网内重新点击“绑定机构”。'],
      [false, '好的，谢谢'],
    ]);
    expect((await audit()).at(-1)).toEqual({ entity: 'ticket', entity_id: id, action: 'update' });
    expect(
      await as(editorToken, 'POST', SupportPaths.AdminTicketReply, {
        id: '999999',
        contents: '在',
      }),
    ).toEqual(refusal(404, SupportMessages.TicketMissing));
  });

  it('caps waiting tickets per reader', async () => {
    const fresh = await insertUser(t, {});
    const token = await sessionFor(t, fresh.id);
    for (let i = 0; i < 10; i += 1)
      expect(
        (
          await as(token, 'POST', SupportPaths.TicketCreate, {
            subject: `问题${i}`,
            contents: '在吗',
          })
        ).Success,
      ).toBe(true);
    expect(
      await as(token, 'POST', SupportPaths.TicketCreate, { subject: '又一个', contents: '在吗' }),
    ).toEqual(refusal(400, SupportMessages.TooManyOpen));
  });
});
