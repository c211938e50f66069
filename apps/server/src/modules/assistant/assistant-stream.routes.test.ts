import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistantPaths,
  EXTRACTIVE_LABEL,
  MODEL_LABEL,
  QuestionStreamEvent,
  type QuestionCreateData,
} from '@moyue/contracts/api/assistant';
import type { Envelope } from '@moyue/contracts/envelope';
import { Code } from '@moyue/contracts/codes';
import { AiMessages, CertificationMessages, LoginMessages } from '@moyue/contracts/messages';
import { readerCall } from '../reading/reading.fixtures.ts';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  PER_BOOK,
  refused,
  startAssistantApp,
  type AssistantTestApp,
  type ProviderKind,
} from './assistant.test-kit.ts';

// The streaming variant of user-question/create (create-stream): the same
// service behind it, so the same refusals and quota; the answer's text as
// 'delta' events and the envelope of user-question/create as 'done'.

interface Streamed {
  contentType: string;
  /** the JSON envelope when the call was refused before any text */
  json: Envelope<unknown> | null;
  deltas: string[];
  done: Envelope<QuestionCreateData> | null;
  events: string[];
}

function parse(contentType: string, payload: string): Streamed {
  const streamed: Streamed = { contentType, json: null, deltas: [], done: null, events: [] };
  if (contentType.includes('json')) {
    streamed.json = JSON.parse(payload) as Envelope<unknown>;
    return streamed;
  }
  for (const block of payload.split('\n\n').filter(Boolean)) {
    const event = /^event: (.*)$/mu.exec(block)?.[1] ?? '';
    const data = JSON.parse(/^data: (.*)$/mu.exec(block)?.[1] ?? 'null') as unknown;
    streamed.events.push(event);
    if (event === QuestionStreamEvent.Delta) streamed.deltas.push((data as { Text: string }).Text);
    if (event === QuestionStreamEvent.Done) streamed.done = data as Envelope<QuestionCreateData>;
  }
  return streamed;
}

const cases = TEST_DATABASES.flatMap((kind) =>
  (['extractive', 'openai'] as ProviderKind[]).map((provider) => [kind, provider] as const),
);

describe.each(cases)('AI assistant streaming API (%s, %s provider)', (kind, provider) => {
  let a: AssistantTestApp;
  beforeAll(async () => {
    a = await startAssistantApp(kind, provider);
  }, 120_000);
  afterAll(() => a.close());

  const stream = async (token: string | undefined, params: Record<string, string>) => {
    const { response } = await readerCall(
      a.t,
      a.device,
      'POST',
      AssistantPaths.QuestionCreateStream,
      params,
      { token },
    );
    return parse(String(response.headers['content-type'] ?? ''), response.payload);
  };
  const used = async (userId: number): Promise<number> => {
    const [row] = await a.t.database.query<{ used: number }>(
      'SELECT used FROM assistant_quotas WHERE user_id = $1',
      [userId],
    );
    return row?.used ?? 0;
  };

  it('streams 学而时习之的下一句 and ends with the server history and citations', async () => {
    const reader = await a.reader();
    const streamed = await stream(reader.token, {
      groupId: String(a.lunyu),
      question: '学而时习之的下一句是什么？',
      history: '[]',
    });
    expect(streamed.contentType).toContain('text/event-stream');
    expect(streamed.events.at(-1)).toBe(QuestionStreamEvent.Done);
    expect(streamed.events.filter((event) => event === QuestionStreamEvent.Done)).toHaveLength(1);
    // The peer streams in pieces; the built-in provider composes its answer at once.
    if (provider === 'openai') expect(streamed.deltas.length).toBeGreaterThan(1);
    else expect(streamed.deltas).toHaveLength(1);
    const done = streamed.done!;
    expect(done).toMatchObject({ Success: true, Code: Code.Ok });
    const item = done.Data.ItemList.at(-1)!;
    expect(streamed.deltas.join('').trim()).toBe(item.Answer);
    expect(item.Answer).toContain('不亦说乎');
    expect(item.Label).toBe(provider === 'openai' ? MODEL_LABEL : EXTRACTIVE_LABEL);
    expect(item.Citations[0]).toMatchObject({ ContentId: a.lunyu, TocTitle: '学而篇' });
    expect(done.Data.history).toEqual([[item.Question, item.Answer]]);
    expect(done.Data).toMatchObject({ UserCount: 1, Limit: PER_BOOK });
    if (a.peer) expect(a.peer.requests.at(-1)!.body.stream).toBe(true);
    // Stored like any answer: the list says the same.
    expect((await a.list(reader.token, a.lunyu)).Data.ItemList).toEqual(done.Data.ItemList);
  });

  it('streams where a locked chapter holds the answer, never its text', async () => {
    const reader = await a.reader();
    const streamed = await stream(reader.token, {
      groupId: String(a.lunyu),
      question: '不知命，无以为君子 出自哪里？',
    });
    const item = streamed.done!.Data.ItemList.at(-1)!;
    expect(item.LockedChapters).toEqual([{ TocId: expect.any(Number), TocTitle: '尧曰篇' }]);
    expect(streamed.deltas.join('')).toContain('「尧曰篇」');
    expect(streamed.deltas.join('')).not.toContain('不知礼');
    expect(item.Citations).toEqual([]);
  });

  it('refuses before any text with the JSON envelope of create (34, 36, 37)', async () => {
    expect((await stream(undefined, { groupId: String(a.lunyu), question: '仁' })).json).toEqual(
      refused(Code.TokenInvalid, LoginMessages.Expired),
    );
    const none = await a.reader('none');
    expect((await stream(none.token, { groupId: String(a.lunyu), question: '仁' })).json).toEqual(
      refused(Code.NeedsInstitution, CertificationMessages.NoOrganization),
    );
    const reader = await a.reader();
    await a.t.database.query(
      'INSERT INTO assistant_quotas (user_id, group_id, used) VALUES ($1, $2, $3)',
      [reader.userId, a.lunyu, PER_BOOK],
    );
    const limited = await stream(reader.token, { groupId: String(a.lunyu), question: '什么是仁' });
    expect(limited.json).toEqual(refused(Code.AiLimit, AiMessages.LimitNeedsRecommendation));
    expect(limited.deltas).toEqual([]);
    expect(await used(reader.userId)).toBe(PER_BOOK);
  });

  it('takes the quota once per streamed question, atomically with create', async () => {
    const reader = await a.reader();
    await a.t.database.query(
      'INSERT INTO assistant_quotas (user_id, group_id, used) VALUES ($1, $2, $3)',
      [reader.userId, a.lunyu, PER_BOOK - 2],
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? stream(reader.token, { groupId: String(a.lunyu), question: `学而时习之 ${i}` })
          : a
              .ask(reader.token, { groupId: String(a.lunyu), question: `学而时习之 ${i}` })
              .then((json) => ({ json, done: null }) as unknown as Streamed),
      ),
    );
    const succeeded = answers.filter((s) => s.done?.Success || s.json?.Success);
    expect(succeeded).toHaveLength(2);
    for (const s of answers.filter((s) => !(s.done?.Success || s.json?.Success)))
      expect(s.json).toEqual(refused(Code.AiLimit, AiMessages.LimitNeedsRecommendation));
    expect(await used(reader.userId)).toBe(PER_BOOK);
  });

  it('ends a broken stream with the apology in the done event and gives the question back', async () => {
    if (!a.peer) return;
    const reader = await a.reader();
    for (const mode of ['broken-stream', 'stream-error'] as const) {
      a.peer.mode = mode;
      const streamed = await stream(reader.token, {
        groupId: String(a.lunyu),
        question: '学而时习之的下一句是什么？',
      });
      expect(streamed.deltas.length).toBeGreaterThan(0);
      expect(streamed.done).toEqual(refused(Code.Internal, AiMessages.Failure));
    }
    a.peer.mode = 'hang';
    const started = Date.now();
    const hung = await stream(reader.token, { groupId: String(a.lunyu), question: '什么是仁' });
    expect(hung.json).toEqual(refused(Code.Internal, AiMessages.Failure));
    expect(Date.now() - started).toBeLessThan(5_000);
    a.peer.mode = 'answer';
    expect(await used(reader.userId)).toBe(0);
  });
});
