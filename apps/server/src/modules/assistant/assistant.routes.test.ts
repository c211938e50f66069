import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACTIVE_LABEL, MODEL_LABEL } from '@moyue/contracts/api/assistant';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import {
  AiMessages,
  CertificationMessages,
  LoginMessages,
  QuestionMessages,
} from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import {
  PER_BOOK,
  refused,
  startAssistantApp,
  type AssistantTestApp,
  type ProviderKind,
} from './assistant.test-kit.ts';

const cases = TEST_DATABASES.flatMap((kind) =>
  (['extractive', 'openai'] as ProviderKind[]).map((provider) => [kind, provider] as const),
);

describe.each(cases)('AI assistant API (%s, %s provider)', (kind, provider) => {
  let a: AssistantTestApp;
  beforeAll(async () => {
    a = await startAssistantApp(kind, provider);
  }, 120_000);
  afterAll(() => a.close());

  const used = async (userId: number): Promise<number> => {
    const [row] = await a.t.database.query<{ used: number }>(
      'SELECT used FROM assistant_quotas WHERE user_id = $1',
      [userId],
    );
    return row?.used ?? 0;
  };

  describe('refusals', () => {
    it('asks an anonymous reader to log in (code 34), whatever the parameters', async () => {
      expect(await a.ask(undefined, { groupId: 'x', question: '' })).toEqual(
        refused(Code.TokenInvalid, LoginMessages.Expired),
      );
      expect(await a.list(undefined, a.lunyu)).toEqual(
        refused(Code.TokenInvalid, LoginMessages.Expired),
      );
    });

    it('refuses an empty question with 请输入提问内容 (spec §5.3)', async () => {
      const reader = await a.reader();
      const answer = await a.ask(reader.token, { groupId: String(a.lunyu), question: '  \n ' });
      expect(answer).toEqual(refused(Code.BadRequest, QuestionMessages.Empty));
      expect(await used(reader.userId)).toBe(0);
    });

    it('refuses a malformed history or an unknown book', async () => {
      const reader = await a.reader();
      const bad = await a.ask(reader.token, {
        groupId: String(a.lunyu),
        question: '什么是仁',
        history: '[["only one"]]',
      });
      expect(bad).toMatchObject({ Success: false, Code: Code.BadRequest });
      expect(bad.Description).toContain('history');
      expect(await a.ask(reader.token, { groupId: '999999999', question: '什么是仁' })).toEqual(
        refused(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE),
      );
      expect(
        await a.ask(reader.token, { groupId: '99999999999999999999', question: '什么是仁' }),
      ).toMatchObject({ Success: false, Code: Code.BadRequest });
    });

    it('needs a verified institution: 请先认证机构！ or 您的认证已到期，请重新认证！', async () => {
      const none = await a.reader('none');
      expect(await a.ask(none.token, { groupId: String(a.lunyu), question: '什么是仁' })).toEqual(
        refused(Code.NeedsInstitution, CertificationMessages.NoOrganization),
      );
      const expired = await a.reader('expired');
      expect(
        await a.ask(expired.token, { groupId: String(a.lunyu), question: '什么是仁' }),
      ).toEqual(refused(Code.NeedsInstitution, CertificationMessages.Expired));
      expect(await used(none.userId)).toBe(0);
    });

    it('answers code 37 at the limit: recommend first, then read more (spec §8.8)', async () => {
      const reader = await a.reader();
      await a.t.database.query(
        'INSERT INTO assistant_quotas (user_id, group_id, used) VALUES ($1, $2, $3)',
        [reader.userId, a.lunyu, PER_BOOK],
      );
      const ask = () => a.ask(reader.token, { groupId: String(a.lunyu), question: '什么是仁' });
      expect(await ask()).toEqual(refused(Code.AiLimit, AiMessages.LimitNeedsRecommendation));
      await a.t.database.query(
        `INSERT INTO recommendations (user_id, organization_id, content_id, reason)
         VALUES ($1, $2, $3, 1)`,
        [reader.userId, a.institution, a.lunyu],
      );
      // Recommending opens more questions; once they are used the book itself is the way on.
      expect((await ask()).Success).toBe(true);
      await a.t.database.query('UPDATE assistant_quotas SET used = 100 WHERE user_id = $1', [
        reader.userId,
      ]);
      expect(await ask()).toEqual(refused(Code.AiLimit, AiMessages.LimitReadMore));
    });
  });

  describe('answers', () => {
    it('answers 学而时习之的下一句 from 学而篇 and cites it (spec §4: the server history)', async () => {
      const reader = await a.reader();
      const answer = await a.ask(reader.token, {
        groupId: String(a.lunyu),
        question: '学而时习之的下一句是什么？',
        history: '[]',
      });
      expect(answer.Success).toBe(true);
      const item = answer.Data.ItemList.at(-1)!;
      expect(item.Question).toBe('学而时习之的下一句是什么？');
      expect(item.Answer).toContain('不亦说乎');
      expect(item.Label).toBe(provider === 'openai' ? MODEL_LABEL : EXTRACTIVE_LABEL);
      expect(item.Citations[0]).toMatchObject({ Index: 1, ContentId: a.lunyu, TocTitle: '学而篇' });
      expect(item.Citations[0]!.Excerpt).toContain('学而时习之');
      expect(item.LockedChapters).toEqual([]);
      expect(answer.Data.history).toEqual([[item.Question, item.Answer]]);
      expect(answer.Data).toMatchObject({ UserCount: 1, Limit: PER_BOOK });
      // The reader's dialogue is kept: list answers it (and to nobody else).
      const list = await a.list(reader.token, a.lunyu);
      expect(list.Data).toEqual({
        ItemList: answer.Data.ItemList,
        UserCount: 1,
        Limit: PER_BOOK,
      });
      const other = await a.reader();
      expect((await a.list(other.token, a.lunyu)).Data.ItemList).toEqual([]);
    });

    it('names a locked chapter that holds the answer without quoting it', async () => {
      const reader = await a.reader();
      const requests = a.peer?.requests.length ?? 0;
      const answer = await a.ask(reader.token, {
        groupId: String(a.lunyu),
        question: '不知命，无以为君子 出自哪里？',
      });
      expect(answer.Success).toBe(true);
      const item = answer.Data.ItemList.at(-1)!;
      expect(item.LockedChapters).toEqual([{ TocId: expect.any(Number), TocTitle: '尧曰篇' }]);
      expect(item.Answer).toContain('「尧曰篇」');
      // 尧曰篇: 不知命，无以为君子也；不知礼，无以立也；不知言，无以知人也。
      expect(item.Answer).not.toContain('不知礼');
      expect(item.Answer).not.toContain('知人');
      expect(item.Citations).toEqual([]);
      // The model never saw the locked text.
      expect(a.peer?.requests.length ?? 0).toBe(requests);
    });

    it('sends the model only readable passages', async () => {
      if (!a.peer) return;
      const reader = await a.reader();
      const answer = await a.ask(reader.token, { groupId: String(a.lunyu), question: '君子' });
      expect(answer.Success).toBe(true);
      const system = a.peer.requests.at(-1)!.body.messages[0]!.content;
      expect(system).toContain('学而篇');
      expect(system).not.toMatch(/尧曰篇|子张篇|微子篇/);
    });

    it('apologises when nothing in the book answers, and gives the question back', async () => {
      const reader = await a.reader();
      const answer = await a.ask(reader.token, {
        groupId: String(a.lunyu),
        question: 'Kubernetes 集群怎么扩容？',
      });
      expect(answer).toEqual(refused(Code.Internal, AiMessages.Failure));
      expect(await used(reader.userId)).toBe(0);
    });

    it('apologises when the chat service fails or hangs, never waiting past its timeout', async () => {
      if (!a.peer) return;
      const reader = await a.reader();
      for (const mode of ['unauthorized', 'server-error', 'garbage', 'hang'] as const) {
        a.peer.mode = mode;
        const started = Date.now();
        const answer = await a.ask(reader.token, {
          groupId: String(a.lunyu),
          question: '学而时习之的下一句是什么？',
        });
        expect(answer).toEqual(refused(Code.Internal, AiMessages.Failure));
        expect(Date.now() - started).toBeLessThan(5_000);
      }
      a.peer.mode = 'answer';
      expect(await used(reader.userId)).toBe(0);
      expect((await a.list(reader.token, a.lunyu)).Data.ItemList).toEqual([]);
    });
  });
});
