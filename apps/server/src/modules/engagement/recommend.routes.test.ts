import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type {
  RecommendCreateData,
  RecommendFormData,
  RecommendReasonListData,
  RecommendTipsData,
} from '@moyue/contracts/api/engagement';
import { LoginMessages, OrganizationMessages, RecommendMessages } from '@moyue/contracts/messages';
import { RECOMMEND_FIELDS } from '@moyue/contracts/recommend-form';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';
import { ORGANIZATION_ROWS_CACHE } from '../organizations/index.ts';

describe.each(TEST_DATABASES)('recommend-to-buy (%s)', (kind) => {
  let e: EngagementTestApp;
  let reader: string; // no institution
  let student: string; // 墨阅示范职业学院: RecommendName, RecommendPhone; 图书即采
  let teacher: string; // 墨阅示范图书馆 (a library): every field
  let member: string; // 墨阅示范图书馆
  let lunyu: number;
  let shijing: number;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    reader = await e.signIn('13800000001');
    student = await e.signIn('13800000002');
    teacher = await e.signIn('13800000003');
    member = await e.signIn('13800000004');
    const books = await e.books();
    lunyu = books.find((book) => book.externalId === 'bk-lunyu')!.id;
    shijing = books.find((book) => book.externalId === 'bk-shijing')!.id;
  }, 300_000);
  afterAll(() => e.close());

  const goodForm = () => ({
    ObjectId: lunyu,
    OrganizationTitle: '墨阅示范图书馆',
    SocialStatus: 2,
    DepartmentName: '中文系',
    Education: '硕士研究生',
    SchoolYear: '2015-09',
    SocialStatusNumber: 'T2015018',
    RecommendName: '陈明远',
    RecommendPhone: '13800000003',
    RecommendEmail: 'teacher@moyue.example',
    Reason: 5,
    Remark: '',
  });
  const create = (form: Record<string, unknown>, token?: string) =>
    e.call<RecommendCreateData>(
      'POST',
      '/v1/api/recommend/create',
      { dataJson: JSON.stringify(form) },
      token,
    );
  const createRaw = (dataJson: string, token?: string) =>
    e.call<RecommendCreateData>('POST', '/v1/api/recommend/create', { dataJson }, token);

  it('gives a library member the configured form, prefilled, the institution read-only', async () => {
    const answer = await e.call<RecommendFormData>('GET', '/v1/api/recommend/form', {}, teacher);
    expect(answer.Success).toBe(true);
    expect(answer.Data.Organization).toMatchObject({ Title: '墨阅示范图书馆', IsLibrary: true });
    expect(answer.Data.Fields).toEqual([...RECOMMEND_FIELDS]);
    expect(answer.Data.RequiredFields).toEqual(answer.Data.Fields);
    expect(answer.Data.ReadOnlyFields).toEqual(['OrganizationTitle']);
    expect(answer.Data.Values).toMatchObject({
      OrganizationTitle: '墨阅示范图书馆',
      SocialStatus: 2,
      RecommendName: '陈明远',
      RecommendPhone: '13800000003',
      RecommendEmail: 'teacher@moyue.example',
    });
    expect(answer.Data.IsRecommendBuy).toBe(false);
  });

  it('gives a college student only the two configured fields, with 图书即采', async () => {
    const answer = await e.call<RecommendFormData>('GET', '/v1/api/recommend/form', {}, student);
    expect(answer.Data.Fields).toEqual(['RecommendName', 'RecommendPhone']);
    expect(answer.Data.Organization.IsLibrary).toBe(false);
    expect(answer.Data.IsRecommendBuy).toBe(true);
  });

  it('refuses each bad field in the order of spec §5, and stores nothing', async () => {
    const before = await e.count('recommendations');
    const cases: [Record<string, unknown>, string][] = [
      [{ SocialStatus: 3 }, RecommendMessages.SocialStatus],
      [{ DepartmentName: ' ' }, RecommendMessages.Department],
      [{ Education: '本' }, RecommendMessages.Education],
      [{ SchoolYear: '' }, RecommendMessages.SchoolYear],
      [{ SchoolYear: '2999-01' }, RecommendMessages.SchoolYear],
      [{ SchoolYear: '2015-13' }, RecommendMessages.SchoolYear],
      [{ SocialStatusNumber: '' }, RecommendMessages.Number],
      [{ RecommendName: '' }, RecommendMessages.RealName],
      [{ RecommendPhone: '' }, RecommendMessages.PhoneBlank],
      [{ RecommendPhone: '10800000003' }, RecommendMessages.PhoneInvalid],
      [{ RecommendEmail: '' }, RecommendMessages.EmailBlank],
      [{ RecommendEmail: 'teacher@' }, RecommendMessages.EmailInvalid],
      [{ Reason: undefined }, RecommendMessages.Reason],
      [{ Reason: 0 }, RecommendMessages.Reason],
      [{ Reason: 6 }, RecommendMessages.Reason],
      [{ Reason: 1, Remark: '  ' }, RecommendMessages.Remark],
      [{ Reason: 1, Remark: '荐'.repeat(51) }, RecommendMessages.RemarkTooLong],
      // Two faults at once: the first in the spec's order wins.
      [{ DepartmentName: '', RecommendEmail: 'x' }, RecommendMessages.Department],
    ];
    for (const [change, message] of cases) {
      expect(await create({ ...goodForm(), ...change }, teacher), message).toEqual(
        refused(400, message),
      );
    }
    expect(await createRaw('not json', teacher)).toEqual(refused(400, '参数错误：dataJson'));
    expect(await createRaw('[1,2]', teacher)).toEqual(refused(400, '参数错误：dataJson'));
    expect(await create({ ...goodForm(), ObjectId: undefined }, teacher)).toEqual(
      refused(400, '参数错误：dataJson.ObjectId'),
    );
    expect(await create({ ...goodForm(), ObjectId: 999999999 }, teacher)).toEqual(
      refused(404, '资源不存在或已下架'),
    );
    expect(await e.call('POST', '/v1/api/recommend/create', {}, teacher)).toEqual(
      refused(400, '参数错误：dataJson'),
    );
    expect(await e.count('recommendations')).toBe(before);
  });

  it('refuses text fields over their limits with the field’s name, and stores nothing', async () => {
    const before = await e.count('recommendations');
    const cases: [string, number][] = [
      ['OrganizationTitle', 201],
      ['DepartmentName', 201],
      ['Education', 51],
      ['SchoolYear', 21],
      ['SocialStatusNumber', 101],
      ['RecommendName', 101],
      ['RecommendPhone', 51],
      ['RecommendEmail', 201],
    ];
    for (const [field, length] of cases) {
      expect(await create({ ...goodForm(), [field]: '文'.repeat(length) }, teacher), field).toEqual(
        refused(400, `参数错误：dataJson.${field}`),
      );
    }
    // At the limit the field is taken (removed again: the tests below count from none).
    const atLimit = await create({ ...goodForm(), DepartmentName: '文'.repeat(200) }, teacher);
    expect(atLimit.Success).toBe(true);
    await e.t.database.query(`DELETE FROM recommendations WHERE id = $1`, [atLimit.Data.Id]);
    // A remark of 51 characters breaks the rule of spec §5; a whole dataJson over 5,000 the call's bound.
    expect(await create({ ...goodForm(), Remark: '荐'.repeat(51) }, teacher)).toEqual(
      refused(400, RecommendMessages.RemarkTooLong),
    );
    expect(await create({ ...goodForm(), Remark: '荐'.repeat(5_001) }, teacher)).toEqual(
      refused(400, '参数错误：dataJson'),
    );
    expect(await e.count('recommendations')).toBe(before);
  });

  it('refuses bad parameters of reason-list, recommended and tips with their names', async () => {
    const before = await e.count('recommendations');
    const reasonList = (params: Record<string, string>) =>
      e.call('GET', '/v1/api/recommend/reason-list', { objectId: String(shijing), ...params });
    expect(await reasonList({ objectId: 'abc' })).toEqual(refused(400, '参数错误：objectId'));
    expect(await reasonList({ ps: '0' })).toEqual(refused(400, '参数错误：ps'));
    expect(await reasonList({ ps: '51' })).toEqual(refused(400, '参数错误：ps'));
    expect(await reasonList({ objectId: 'abc', ps: '0' })).toEqual(
      refused(400, '参数错误：objectId、ps'),
    );
    expect((await reasonList({ ps: '50' })).Success).toBe(true);

    const recommended = (objectId: string, token?: string) =>
      e.call('GET', '/v1/api/recommend/recommended', { objectId }, token);
    for (const token of [undefined, teacher]) {
      expect(await recommended('999999999', token)).toEqual(refused(404, '资源不存在或已下架'));
      expect(await recommended('abc', token)).toEqual(refused(400, '参数错误：objectId'));
      expect(await recommended('', token)).toEqual(refused(400, '参数错误：objectId'));
    }

    const tips = (organizationExternalId: string, token?: string) =>
      e.call('GET', '/v1/api/recommend/tips', { organizationExternalId }, token);
    expect(await tips('o'.repeat(101))).toEqual(refused(400, '参数错误：organizationExternalId'));
    expect(await tips('o'.repeat(101), teacher)).toEqual(
      refused(400, '参数错误：organizationExternalId'),
    );
    // An unknown institution (within the bound) has no reminder of its own.
    expect(await tips('o'.repeat(100))).toMatchObject({
      Success: true,
      Data: { Message: RecommendMessages.DefaultTips, IsRecommendBuy: false },
    });
    expect(await e.count('recommendations')).toBe(before);
  });

  it('refuses another institution’s id, a reader without institution (36) and anonymous callers (34)', async () => {
    const before = await e.count('recommendations');
    const [partner] = await e.t.database.query<{ id: string }>(
      `SELECT id::text AS id FROM organizations WHERE external_id = 'org-demo-partner'`,
    );
    expect(await create({ ...goodForm(), organizationId: partner!.id }, teacher)).toEqual(
      refused(403, RecommendMessages.OtherOrganization),
    );
    expect(await create(goodForm(), reader)).toEqual(refused(36, OrganizationMessages.BindFirst));
    expect(await e.call('GET', '/v1/api/recommend/form', {}, reader)).toEqual(
      refused(36, OrganizationMessages.BindFirst),
    );
    expect(await create(goodForm())).toEqual(refused(34, LoginMessages.Expired));
    expect(await createRaw('not json')).toEqual(refused(34, LoginMessages.Expired));
    expect(await e.call('GET', '/v1/api/recommend/form')).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await e.count('recommendations')).toBe(before);
  });

  it('stores a good recommendation once, as plain text, with the binding’s institution title', async () => {
    const form = {
      ...goodForm(),
      OrganizationTitle: '别的机构',
      DepartmentName: '<b>中文系</b>',
      Reason: 1,
      Remark: '课程《先秦文学》需要',
    };
    const first = await create(form, teacher);
    expect(first.Success).toBe(true);
    expect(first.Description).toBe(RecommendMessages.Success);
    expect(first.Data).toMatchObject({ ObjectId: lunyu, RecordCount: 1 });
    const byExternalId = await create({ ...form, organizationId: 'org-demo-library' }, teacher);
    expect(byExternalId.Data.Id).toBe(first.Data.Id);
    const again = await create(form, teacher);
    expect(again.Data.Id).toBe(first.Data.Id);
    const [stored] = await e.t.database.query<{ form: Record<string, unknown>; remark: string }>(
      `SELECT form, remark FROM recommendations WHERE id = $1`,
      [first.Data.Id],
    );
    expect(stored?.remark).toBe('课程《先秦文学》需要');
    expect(stored?.form).toMatchObject({
      OrganizationTitle: '墨阅示范图书馆',
      DepartmentName: '<b>中文系</b>',
      Reason: 1,
    });
  });

  it('stores only the configured fields of a college student', async () => {
    const answer = await create(
      {
        ObjectId: lunyu,
        RecommendName: '王子衿',
        RecommendPhone: '13800000002',
        DepartmentName: '不该存',
        Reason: 4,
      },
      student,
    );
    expect(answer.Success).toBe(true);
    expect(answer.Data.RecordCount).toBe(2);
    const [stored] = await e.t.database.query<{ form: Record<string, unknown> }>(
      `SELECT form FROM recommendations WHERE id = $1`,
      [answer.Data.Id],
    );
    expect(stored?.form).toEqual({
      ObjectId: String(lunyu),
      RecommendName: '王子衿',
      RecommendPhone: '13800000002',
      Reason: 4,
      Remark: '',
    });
  });

  it('answers recommended per reader and institution (false when anonymous)', async () => {
    const recommended = (token?: string, organizationExternalId?: string) =>
      e.call<boolean>(
        'GET',
        '/v1/api/recommend/recommended',
        { objectId: String(lunyu), ...(organizationExternalId ? { organizationExternalId } : {}) },
        token,
      );
    expect((await recommended(teacher)).Data).toBe(true);
    expect((await recommended(teacher, 'org-demo-library')).Data).toBe(true);
    expect((await recommended(teacher, 'org-demo-partner')).Data).toBe(false);
    expect((await recommended(member)).Data).toBe(false);
    expect((await recommended()).Data).toBe(false);
  });

  it('marks the content detail IsRecommend for the reader who recommended it', async () => {
    const detail = (token?: string) =>
      e.call<ContentDetail>('GET', '/Content/Detail', { id: String(lunyu) }, token);
    expect((await detail(teacher)).Data.IsRecommend).toBe(true);
    expect((await detail(member)).Data.IsRecommend).toBe(false);
    expect((await detail()).Data.IsRecommend).toBe(false);
  });

  it('lists who recommended an item, newest first, once per person', async () => {
    const answer = await e.call<RecommendReasonListData>('GET', '/v1/api/recommend/reason-list', {
      objectId: String(shijing),
    });
    expect(answer.Data.RecordCount).toBe(2);
    expect(answer.Data.ItemList.map((item) => item.UserInfo.RealName)).toEqual([
      '周文若',
      '陈明远',
    ]);
    expect(answer.Data.ItemList[0]).toMatchObject({ Reason: 5, UserInfo: { UserFace: '' } });
    expect(await e.call('GET', '/v1/api/recommend/reason-list', { objectId: '999999999' })).toEqual(
      refused(404, '资源不存在或已下架'),
    );
  });

  it('answers the tips of the institution, or the default text', async () => {
    const tips = await e.call<RecommendTipsData>('GET', '/v1/api/recommend/tips', {}, teacher);
    expect(tips.Data).toEqual({ Message: RecommendMessages.DefaultTips, IsRecommendBuy: false });
    const college = await e.call<RecommendTipsData>('GET', '/v1/api/recommend/tips', {
      organizationExternalId: 'org-demo-college',
    });
    expect(college.Data.IsRecommendBuy).toBe(true);
    expect(
      (await e.call<RecommendTipsData>('GET', '/v1/api/recommend/tips', {}, reader)).Data,
    ).toEqual({ Message: RecommendMessages.DefaultTips, IsRecommendBuy: false });
    await e.t.database.query(
      `UPDATE organizations SET recommend_reminder = '荐购将在 7 个工作日内处理' WHERE external_id = 'org-demo-library'`,
    );
    // Changed as the console's organisation save changes it, so dropped from the cache like it.
    e.t.app.moyue.readCache.invalidate(ORGANIZATION_ROWS_CACHE);
    expect(
      (await e.call<RecommendTipsData>('GET', '/v1/api/recommend/tips', {}, teacher)).Data.Message,
    ).toBe('荐购将在 7 个工作日内处理');
    expect(
      (
        await e.call<RecommendTipsData>('GET', '/v1/api/recommend/tips', {
          organizationExternalId: 'org-demo-library',
        })
      ).Data.Message,
    ).toBe('荐购将在 7 个工作日内处理');
  });

  it('takes the name the institution’s sign-on gives, read-only, over what the form sends', async () => {
    const [identity] = await e.t.database.query<{ id: number }>(
      `INSERT INTO external_accounts (provider, subject, platform_id, user_id, organization_id, display_name)
       SELECT 'oidc:https://idp.example.edu.cn', 'member-0004', 4, u.id, o.id, '周以宁'
         FROM users u, organizations o
        WHERE u.mobile_number = '13800000004' AND o.external_id = 'org-demo-library'
       RETURNING id::int AS id`,
    );
    try {
      const form = await e.call<RecommendFormData>('GET', '/v1/api/recommend/form', {}, member);
      expect(form.Data.ReadOnlyFields).toEqual(['OrganizationTitle', 'RecommendName']);
      expect(form.Data.Values.RecommendName).toBe('周以宁');
      const answer = await create(
        { ...goodForm(), ObjectId: shijing, RecommendName: '冒名顶替' },
        member,
      );
      expect(answer.Success).toBe(true);
      const [stored] = await e.t.database.query<{ form: Record<string, unknown> }>(
        `SELECT form FROM recommendations WHERE id = $1`,
        [answer.Data.Id],
      );
      expect(stored?.form).toMatchObject({ RecommendName: '周以宁' });
      await e.t.database.query(`DELETE FROM recommendations WHERE id = $1`, [answer.Data.Id]);
      // The teacher has no such identity: the name stays theirs to write.
      const teachers = await e.call<RecommendFormData>(
        'GET',
        '/v1/api/recommend/form',
        {},
        teacher,
      );
      expect(teachers.Data.ReadOnlyFields).toEqual(['OrganizationTitle']);
    } finally {
      await e.t.database.query(`DELETE FROM external_accounts WHERE id = $1`, [identity!.id]);
    }
  });

  it('asks a reader whose certification ran out to bind again (36)', async () => {
    await e.t.database.query(
      `UPDATE user_organizations SET expire_time = now() - interval '1 day'
        WHERE user_id = (SELECT id FROM users WHERE mobile_number = '13800000004')`,
    );
    expect(await create({ ...goodForm(), RecommendName: '周文若' }, member)).toEqual(
      refused(36, OrganizationMessages.BindFirst),
    );
  });
});
