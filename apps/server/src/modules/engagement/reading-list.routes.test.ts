import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingListData } from '@moyue/contracts/api/engagement';
import {
  ReadingListMessages,
  ReadingListPaths,
  type ReadingListContentsData,
  type ReadingListDetail,
} from '@moyue/contracts/api/reading-lists';
import { LoginMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';

// 书单 (issue 15): the RecommendBookList calls of spec §7 and the teacher's
// recommended reading list of spec §6 (13800000003 is the demo teacher).
describe.each(TEST_DATABASES)('reading lists (%s)', (kind) => {
  let e: EngagementTestApp;
  let teacher: string;
  let reader: string;
  let books: Awaited<ReturnType<EngagementTestApp['books']>>;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    teacher = await e.signIn('13800000003');
    reader = await e.signIn('13800000001');
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  const idsOf = (...indexes: number[]) => indexes.map((i) => books[i]!.id).join(',');
  const create = (params: Record<string, string>, token?: string) =>
    e.call<{ Id: number }>('POST', ReadingListPaths.Create, params, token);
  const detail = (id: number, token?: string) =>
    e.call<ReadingListDetail>('GET', ReadingListPaths.Detail, { id: String(id) }, token);

  it('lets a teacher create a list for students, in the order given', async () => {
    const made = await create(
      {
        Title: '  高一暑期必读 ',
        Description: '给高一学生的暑期书单',
        ContentIds: idsOf(2, 0, 2, 1),
      },
      teacher,
    );
    expect(made.Success).toBe(true);
    const shown = await detail(made.Data.Id, teacher);
    expect(shown.Data).toMatchObject({
      Title: '高一暑期必读',
      Description: '给高一学生的暑期书单',
      ContentCount: 3,
      CreatorName: expect.any(String),
      OrganizationTitle: '墨阅示范图书馆',
      IsMine: true,
      ViewCount: 1,
    });
    expect(shown.Data.Contents.map((c) => c.Title)).toEqual([
      books[2]!.title,
      books[0]!.title,
      books[1]!.title,
    ]);
    expect(shown.Data.CoverUrl).toBe(shown.Data.Contents[0]!.CoverUrl);
    // another reader sees it, not as theirs
    expect((await detail(made.Data.Id, reader)).Data).toMatchObject({
      IsMine: false,
      ViewCount: 2,
    });
    const mine = await e.call<ReadingListData>('GET', ReadingListPaths.Mine, {}, teacher);
    expect(mine.Data.ItemList.map((l) => l.Title)).toEqual(['高一暑期必读']);
  });

  it('refuses a reader who is not a teacher, and stores nothing', async () => {
    const before = await e.count('reading_lists');
    expect(await create({ Title: '我的书单', ContentIds: idsOf(0) }, reader)).toEqual(
      refused(403, ReadingListMessages.TeachersOnly),
    );
    expect(await create({ Title: '我的书单', ContentIds: idsOf(0) })).toEqual(
      refused(34, LoginMessages.Expired),
    );
    expect(await e.count('reading_lists')).toBe(before);
  });

  it('lets a teacher edit only the teacher’s own lists', async () => {
    const made = await create({ Title: '初稿', ContentIds: idsOf(0) }, teacher);
    const edited = await e.call(
      'POST',
      ReadingListPaths.Update,
      { id: String(made.Data.Id), Title: '定稿', Description: '改过了', ContentIds: idsOf(4, 3) },
      teacher,
    );
    expect(edited.Success).toBe(true);
    const shown = await detail(made.Data.Id);
    expect(shown.Data.Title).toBe('定稿');
    expect(shown.Data.Contents.map((c) => c.Title)).toEqual([books[4]!.title, books[3]!.title]);
    // a platform list is nobody's to edit
    const platform = await e.call<ReadingListData>('GET', ReadingListPaths.Search, {
      keyword: '四书',
    });
    const platformId = platform.Data.ItemList[0]!.Id;
    expect(
      await e.call(
        'POST',
        ReadingListPaths.Update,
        { id: String(platformId), Title: '改名', ContentIds: idsOf(0) },
        teacher,
      ),
    ).toEqual(refused(403, ReadingListMessages.NotYours));
  });

  it('refuses bad lists by the field', async () => {
    expect(await create({ Title: '', ContentIds: idsOf(0) }, teacher)).toEqual(
      refused(400, '参数错误：Title'),
    );
    expect(await create({ Title: '空书单', ContentIds: '' }, teacher)).toEqual(
      refused(400, '参数错误：ContentIds'),
    );
    expect(await create({ Title: 'x'.repeat(41), ContentIds: idsOf(0) }, teacher)).toEqual(
      refused(400, '参数错误：Title'),
    );
    expect(await create({ Title: '不存在的书', ContentIds: '999999999' }, teacher)).toEqual(
      refused(21, ReadingListMessages.UnknownContent),
    );
    expect(await detail(999_999_999)).toEqual(refused(404, ReadingListMessages.NotFound));
  });

  it('pages a list’s contents, finds lists by title or book, and ranks the most opened first', async () => {
    const found = await e.call<ReadingListData>('GET', ReadingListPaths.Search, {
      keyword: '暑期',
    });
    expect(found.Data.ItemList.map((l) => l.Title)).toEqual(['高一暑期必读']);
    const byBook = await e.call<ReadingListData>('GET', ReadingListPaths.Search, {
      keyword: books[4]!.title,
    });
    expect(byBook.Data.ItemList.map((l) => l.Title)).toContain('定稿');
    const id = found.Data.ItemList[0]!.Id;
    const page = await e.call<ReadingListContentsData>('GET', ReadingListPaths.Contents, {
      id: String(id),
      cp: '2',
      ps: '2',
    });
    expect(page.Data).toMatchObject({ RecordCount: 3 });
    expect(page.Data.ItemList.map((c) => c.Title)).toEqual([books[1]!.title]);
    // opened twice above: the most opened list
    const hot = await e.call<ReadingListData>('GET', ReadingListPaths.Hot, {
      organizationId: 'org-demo-library',
      ps: '3',
    });
    expect(hot.Data.ItemList[0]!.Title).toBe('高一暑期必读');
    expect(hot.Data.ItemList[0]!.Contents.length).toBe(3);
    expect(await e.call('GET', ReadingListPaths.Search, { keyword: 'x'.repeat(51) })).toEqual(
      refused(400, '参数错误：keyword'),
    );
  });
});
