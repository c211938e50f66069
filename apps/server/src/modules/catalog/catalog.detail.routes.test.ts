import { describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND_MESSAGE, type ContentDetail } from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import type { Envelope } from '@moyue/contracts/envelope';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { useCatalogTestApp } from './catalog.test-kit.ts';

const DETAIL = '/Content/Detail';

describe.each(TEST_DATABASES)('catalogue calls (%s)', (kind) => {
  const { app, coverUrl, idOf, call } = useCatalogTestApp(kind);
  const detail = async (params: Record<string, string>) =>
    (await call(DETAIL, params)).json<Envelope<ContentDetail>>();

  describe('GET /Content/Detail', () => {
    it('answers every field of spec §3 Content detail for a stored book', async () => {
      const id = idOf('fx-target');
      const response = await call(DETAIL, { id: String(id) });
      expect(response.statusCode).toBe(200);
      const body = response.json<Envelope<ContentDetail>>();
      expect(body).toEqual({ Success: true, Code: 0, Description: '', Data: expect.any(Object) });
      expect(body.Data).toEqual({
        Id: id,
        ExternalId: 'fx-target',
        FileExternalId: '',
        GroupId: 77,
        ObjectType: 104,
        Title: '测试目标 &amp; 诗选',
        Author: '测试诗人',
        Publisher: '测试出版社甲',
        IssueDate: '2001-02-03',
        Abstracts: '一部用于测试的诗选。',
        Remark: '',
        CoverUrl: coverUrl(),
        MediaType: 'epub',
        AuthorizeUrl: '',
        RelationContents: [],
        MarketPrice: 25.5,
        UpdateTime: '2024-05-06 15:08:09',
        IsInxiaoyou: false,
        IsRecommend: false,
        ExtendData: {
          Keywords: '诗歌，唐诗',
          Isbn: '9787000000017',
          Duration: 12345,
          ProductTitle: '',
          ShareUrl: `http://localhost:80/wrap/details/book?id=${id}`,
          TotalSeconds: 0,
          IsOrdered: false,
          IsFree: true,
          IsPartner: false,
          LessonPeriod: 0,
        },
      });
      const cover = await app().app.inject({ method: 'GET', url: body.Data.CoverUrl });
      expect(cover.statusCode).toBe(200);
    });

    it('finds the same item by ExternalId or externalId', async () => {
      const byId = await detail({ id: String(idOf('fx-target')) });
      expect(await detail({ ExternalId: 'fx-target' })).toEqual(byId);
      expect(await detail({ externalId: 'fx-target' })).toEqual(byId);
    });

    it('reads a -Pdf or -Epub suffix of ExternalId as the edition and keeps it', async () => {
      const pdf = await detail({ ExternalId: 'fx-target-Pdf' });
      expect(pdf.Success).toBe(true);
      expect(pdf.Data).toMatchObject({
        Id: idOf('fx-target'),
        ExternalId: 'fx-target-Pdf',
        MediaType: 'pdf',
      });
      const epub = await detail({ ExternalId: 'fx-course-Epub' });
      expect(epub.Data).toMatchObject({ Id: idOf('fx-course'), MediaType: 'epub' });
    });

    it('links a course to the lessons page and counts its lessons', async () => {
      const body = await detail({ id: String(idOf('fx-course')) });
      expect(body.Data.ObjectType).toBe(107);
      expect(body.Data.MediaType).toBe('pdf');
      expect(body.Data.ExtendData.ShareUrl).toBe(
        `http://localhost:80/wrap/details/lessons?id=${idOf('fx-course')}`,
      );
      expect(body.Data.ExtendData.LessonPeriod).toBe(3);
    });

    it('hides the placeholder ISBN 666-6-6666-6666-6 (spec §3)', async () => {
      const body = await detail({ id: String(idOf('fx-placeholder-isbn')) });
      expect(body.Data.ExtendData.Isbn).toBe('');
    });

    it('answers a seeded demo book with its cover and publisher', async () => {
      const [book] = await app().database.query<{ id: number | string; title: string }>(
        `SELECT id, title FROM contents WHERE external_id LIKE 'bk-%' ORDER BY id LIMIT 1`,
      );
      if (!book) throw new Error('no demo book');
      const body = await detail({ id: String(book.id) });
      expect(body.Data.Title).toBe(book.title);
      expect(body.Data.Publisher).not.toBe('');
      expect(body.Data.CoverUrl).toMatch(/^\/files\/public\/[0-9a-f]{64}\.svg$/);
      expect(body.Data.ExtendData.Duration).toBeGreaterThan(0);
    });

    it.each([
      ['an unknown id', { id: '999999999' }],
      ['an unknown ExternalId', { ExternalId: 'no-such-book' }],
      ['an unknown ExternalId with a suffix', { ExternalId: 'no-such-book-Pdf' }],
    ])('refuses %s with 资源不存在或已下架', async (_name, params) => {
      const response = await call(DETAIL, params);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.NotFound,
        Description: CONTENT_NOT_FOUND_MESSAGE,
      });
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['']])('refuses the id %j', async (id) => {
      const response = await call(DETAIL, { id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Data: null,
        Code: Code.BadRequest,
        Description: '参数错误：id',
      });
    });

    it('refuses a call with neither id nor ExternalId', async () => {
      const body = await detail({});
      expect(body).toMatchObject({ Success: false, Code: 400, Description: '参数错误：id' });
    });

    it('is a signed call', async () => {
      const response = await app().app.inject({
        method: 'GET',
        url: DETAIL,
        query: { id: String(idOf('fx-target')) },
      });
      expect(response.json()).toMatchObject({ Success: false, Code: Code.BadSignature });
    });
  });
});
