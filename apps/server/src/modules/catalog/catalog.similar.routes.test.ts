import { describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND_MESSAGE, type RecommendListData } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import type { Envelope } from '@moyue/contracts/envelope';
import type { ResourceSearchData } from '@moyue/contracts/api/search';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { useCatalogTestApp } from './catalog.test-kit.ts';

const RECOMMEND = '/v1/api/content/recommendlist';

describe.each(TEST_DATABASES)('catalogue calls (%s)', (kind) => {
  const { coverUrl, idOf, call } = useCatalogTestApp(kind);
  const similar = async (params: Record<string, string>) =>
    (await call(RECOMMEND, params)).json<Envelope<RecommendListData>>();

  describe('GET v1/api/content/recommendlist', () => {
    const externalIds = (body: Envelope<RecommendListData>) =>
      body.Data.ItemList.map((item) => item.ExternalId);

    it('ranks shared categories first, then same author, then same publisher; never itself', async () => {
      const body = await similar({ objectId: String(idOf('fx-target')), ps: '20' });
      expect(body.Success).toBe(true);
      expect(externalIds(body)).toEqual([
        'fx-two-shared',
        'fx-shared-a',
        'fx-shared-b',
        'fx-same-author',
        'fx-same-publisher',
      ]);
      expect(body.Data.RecordCount).toBe(5);
    });

    it('answers rows shaped like the search result row', async () => {
      const body = await similar({ objectId: String(idOf('fx-shared-a')), ps: '20' });
      const target = body.Data.ItemList.find((item) => item.ExternalId === 'fx-target');
      expect(target).toEqual({
        Id: idOf('fx-target'),
        ExternalId: 'fx-target',
        ObjectType: 104,
        Title: '测试目标 &amp; 诗选',
        Author: '测试诗人',
        Publisher: '测试出版社甲',
        IssueDate: '2001-02-03',
        Isbn: '9787000000017',
        Abstracts: '一部用于测试的诗选。',
        CoverUrl: coverUrl(),
        MediaType: 'epub',
        Keywords: '诗歌，唐诗',
        ReadCount: 0,
        UpdateTime: '2024-05-06 15:08:09',
        ContentSource: 0,
      });
    });

    it('answers the same bytes for an item as search does: one ContentSummary presenter', async () => {
      const body = await similar({ objectId: String(idOf('fx-shared-a')), ps: '20' });
      const target = body.Data.ItemList.find((item) => item.ExternalId === 'fx-target');
      const answer = await call(
        '/Content/Search',
        { searchType: '1', keyword: '9787000000017', select: 'Isbn' },
        'POST',
      );
      const search = answer.json<Envelope<ResourceSearchData>>();
      expect(search.Data.ItemList).toHaveLength(1);
      expect(JSON.stringify(search.Data.ItemList[0])).toBe(JSON.stringify(target));
    });

    it('pages with ps (default 5) and cp', async () => {
      const objectId = String(idOf('fx-target'));
      const first = await similar({ objectId });
      expect(first.Data.ItemList).toHaveLength(5);
      const page2 = await similar({ objectId, ps: '2', cp: '2' });
      expect(externalIds(page2)).toEqual(['fx-shared-b', 'fx-same-author']);
      expect(page2.Data.RecordCount).toBe(5);
      const beyond = await similar({ objectId, ps: '2', cp: '9' });
      expect(beyond.Data).toEqual({ ItemList: [], RecordCount: 5 });
    });

    it('keeps to the object types asked, else to the group of the object', async () => {
      const objectId = String(idOf('fx-target'));
      const courses = await similar({ objectId, objectTypes: '107', needFields: 'Id,Title' });
      expect(externalIds(courses)).toEqual(['fx-course']);
      const books = await similar({ objectId, objectTypes: '104', isQuestion: '1' });
      expect(externalIds(books)).not.toContain('fx-same-author');
      const fromCourse = await similar({ objectId: String(idOf('fx-course')) });
      expect(fromCourse.Data).toEqual({ ItemList: [], RecordCount: 0 });
    });

    it('refuses an unknown object with 资源不存在或已下架', async () => {
      const body = await similar({ objectId: '999999999' });
      expect(body).toMatchObject({
        Success: false,
        Code: Code.NotFound,
        Description: CONTENT_NOT_FOUND_MESSAGE,
      });
    });

    it.each([
      [{ objectId: 'abc' }, 'objectId'],
      [{ objectId: '0' }, 'objectId'],
      [{ objectId: '-1' }, 'objectId'],
      [{}, 'objectId'],
      [{ objectId: '1', ps: '21' }, 'ps'],
      [{ objectId: '1', cp: '0' }, 'cp'],
      [{ objectId: '1', objectTypes: '104;drop' }, 'objectTypes'],
    ])('refuses %j', async (params, field) => {
      const response = await call(RECOMMEND, params);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.BadRequest,
        Description: `参数错误：${field}`,
      });
    });
  });
});
