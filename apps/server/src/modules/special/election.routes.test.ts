import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SpecialMessages,
  SpecialPaths,
  type ElectListData,
  type ElectPrecedenceData,
  type ElectVoteData,
} from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages, OrganizationMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { LIBRARY_IP, specialKit, type SpecialKit } from './special.test-kit.ts';

describe.each(TEST_DATABASES)('paperElect and electPrecedence (%s)', (kind) => {
  let k: SpecialKit;
  let reader: string; // no institution
  let teacher: string; // 墨阅示范图书馆, SocialStatus 2
  let member: string; // 墨阅示范图书馆
  let book: number;
  let course: number;
  beforeAll(async () => {
    k = await specialKit(kind);
    reader = await k.signIn('13800000001');
    teacher = await k.signIn('13800000003');
    member = await k.signIn('13800000004');
    const [row] = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM contents WHERE object_type = 104 AND external_id <> 'bk-shijing'
        ORDER BY id LIMIT 1`,
    );
    const [lesson] = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM contents WHERE object_type = 107 ORDER BY id LIMIT 1`,
    );
    book = Number(row!.id);
    course = Number(lesson?.id ?? 0);
  }, 300_000);
  afterAll(() => k.close());

  const vote = (objectId: string, token?: string, ip = LIBRARY_IP) =>
    k.call<ElectVoteData>('POST', SpecialPaths.ElectVote, { objectId }, { token, ip });
  const votesOf = async (contentId: number) =>
    Number(
      (
        await k.t.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM acquisition_votes WHERE content_id = $1',
          [contentId],
        )
      )[0]?.n,
    );

  it('lists the platform-wide selection to a visitor outside any institution, without voting', async () => {
    const list = await k.call<ElectListData>('GET', SpecialPaths.ElectList);
    expect(list.Success).toBe(true);
    expect(list.Data.Organization).toBeNull();
    expect(list.Data.CanVote).toBe(false);
    // the demo recommendations of 诗经 (two readers of the library)
    const shijing = list.Data.ItemList.find((item) => item.ExternalId === 'bk-shijing');
    expect(shijing).toMatchObject({ Rank: 1, RecommendCount: 2, VoteCount: 0, Score: 6 });
  });

  it('refuses a vote without login (34) and without an institution (36)', async () => {
    expect(await vote(String(book))).toMatchObject({
      Success: false,
      Code: Code.TokenInvalid,
      Description: LoginMessages.Expired,
    });
    expect(await vote(String(book), reader, '10.9.8.7')).toMatchObject({
      Success: false,
      Code: Code.NeedsInstitution,
      Description: OrganizationMessages.BindFirst,
    });
    expect(await votesOf(book)).toBe(0);
  });

  it('refuses bad, huge, NUL and unknown ids with the envelope', async () => {
    for (const bad of ['abc', '', '99999999999999999999', '1.5', '-3', 'x'.repeat(100_000)]) {
      const answer = await vote(bad, member);
      expect(answer, bad.slice(0, 20)).toMatchObject({ Success: false, Code: Code.BadRequest });
      expect(answer.Description).toMatch(/^参数错误/);
    }
    const nul = await vote('1\u0000', member);
    expect(nul).toMatchObject({ Success: false, Code: Code.BadRequest });
    expect(nul.Description).toContain('objectId');
    expect(await vote('2147483647', member)).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: SpecialMessages.ContentNotFound,
    });
    if (course > 0)
      expect(await vote(String(course), member)).toMatchObject({ Code: Code.NotFound });
  });

  it('counts 20 parallel votes of one reader exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => vote(String(book), member)));
    expect(answers.every((answer) => answer.Success)).toBe(true);
    expect(answers.filter((answer) => answer.Data.Added)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.Description === SpecialMessages.VoteDone),
    ).toHaveLength(1);
    expect(answers.every((answer) => answer.Data.VoteCount === 1)).toBe(true);
    expect(await votesOf(book)).toBe(1);
    const again = await vote(String(book), member);
    expect(again).toMatchObject({
      Success: true,
      Description: SpecialMessages.VoteAgain,
      Data: { Added: false, VoteCount: 1 },
    });
  });

  it("adds another reader's vote and ranks the institution's selection by score", async () => {
    // a reader without a binding votes for the library of the network they are in
    expect((await vote(String(book), reader, LIBRARY_IP)).Data.VoteCount).toBe(2);
    const list = await k.call<ElectListData>(
      'GET',
      SpecialPaths.ElectList,
      {},
      {
        token: member,
        ip: '10.1.2.3',
      },
    );
    expect(list.Data.Organization?.Title).toBe('墨阅示范图书馆');
    expect(list.Data.CanVote).toBe(true);
    const ranks = list.Data.ItemList.map((item) => [item.Rank, item.Score]);
    expect(ranks.map(([, score]) => score)).toEqual(
      [...ranks.map(([, score]) => score!)].sort((a, b) => b - a),
    );
    expect(list.Data.ItemList.find((item) => item.Id === book)).toMatchObject({
      VoteCount: 2,
      Score: 2,
      IsVoted: true,
    });
  });

  it('shows the ranking with reasons to the institution’s teacher, refuses readers and members', async () => {
    const refused = await k.call('GET', SpecialPaths.ElectPrecedence, {}, { token: member });
    expect(refused).toMatchObject({
      Success: false,
      Code: Code.Forbidden,
      Description: SpecialMessages.PrecedenceForbidden,
    });
    expect(await k.call('GET', SpecialPaths.ElectPrecedence)).toMatchObject({
      Code: Code.TokenInvalid,
    });
    const ranking = await k.call<ElectPrecedenceData>(
      'GET',
      SpecialPaths.ElectPrecedence,
      {},
      { token: teacher },
    );
    expect(ranking.Success).toBe(true);
    expect(ranking.Data.Organization.Title).toBe('墨阅示范图书馆');
    expect(ranking.Data.Organizations).toEqual([]);
    const shijing = ranking.Data.ItemList.find((item) => item.ExternalId === 'bk-shijing');
    expect(shijing?.Reasons).toEqual([
      { Reason: 5, Count: 1 },
      { Reason: 3, Count: 1 },
    ]);
    expect(typeof shijing?.IsHeld).toBe('boolean');
    // a teacher asking for another institution is refused
    const [other] = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM organizations WHERE external_id = 'org-demo-partner'`,
    );
    expect(
      await k.call(
        'GET',
        SpecialPaths.ElectPrecedence,
        { organizationId: String(other!.id) },
        { token: teacher },
      ),
    ).toMatchObject({ Code: Code.Forbidden });
  });

  it('lets an editor switch institutions and refuses an unknown one', async () => {
    await k.t.database.query(
      `INSERT INTO user_roles (user_id, role) SELECT id, 'editor' FROM users
        WHERE mobile_number = '13800000001' ON CONFLICT DO NOTHING`,
    );
    const [partner] = await k.t.database.query<{ id: number }>(
      `SELECT id::int AS id FROM organizations WHERE external_id = 'org-demo-partner'`,
    );
    const ranking = await k.call<ElectPrecedenceData>(
      'GET',
      SpecialPaths.ElectPrecedence,
      { organizationId: String(partner!.id) },
      { token: reader },
    );
    expect(ranking.Data.Organization.Title).toBe('墨阅联盟伙伴书院');
    expect(ranking.Data.Organizations.length).toBeGreaterThanOrEqual(3);
    expect(ranking.Data.ItemList).toEqual([]);
    expect(
      await k.call(
        'GET',
        SpecialPaths.ElectPrecedence,
        { organizationId: '2147483647' },
        { token: reader },
      ),
    ).toMatchObject({ Code: Code.NotFound, Description: SpecialMessages.UnknownOrganization });
  });
});
