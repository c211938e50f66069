import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type {
  CollectionOrganizationsData,
  DonorDetail,
  QrCodeData,
  QuestionSupportData,
  ReadingListData,
} from '@moyue/contracts/api/engagement';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { refused, startEngagementApp, type EngagementTestApp } from './engagement.test-kit.ts';

// The read-only panels of the detail page: the donor tab, reading lists, the
// share QR code, the AI support probe and the collection institutions tab.
// One app for all of them (each boot seeds a database).
describe.each(TEST_DATABASES)('detail page panels (%s)', (kind) => {
  let e: EngagementTestApp;
  let books: Awaited<ReturnType<EngagementTestApp['books']>>;
  const bookId = (externalId: string) => books.find((b) => b.externalId === externalId)!.id;
  beforeAll(async () => {
    e = await startEngagementApp(kind);
    books = await e.books();
  }, 300_000);
  afterAll(() => e.close());

  describe('GET /content/xiaoyoudetail', () => {
    const donor = (ExternalId: string) =>
      e.call<DonorDetail | null>('GET', '/content/xiaoyoudetail', { ExternalId });

    it('answers the donor of a donated book, with the certificate and the other donations', async () => {
      const answer = await donor('bk-lunyu');
      expect(answer.Success).toBe(true);
      expect(answer.Data?.donatetUser).toMatchObject({
        realName: '林知远',
        identityType: '校友',
        graduateTime: '2010',
        schoolTime: '2006',
        educationExperience: '2006级 中文系 本科',
      });
      expect(answer.Data?.donatetUser.userFace).toMatch(/^\/files\/public\/[0-9a-f]{64}\.svg$/);
      expect(answer.Data?.donatetUser.extendata.certificate.bigUrl).toMatch(
        /^\/files\/public\/[0-9a-f]{64}\.svg$/,
      );
      expect(answer.Data?.donatetUser.otherdonates.map((c) => c.ExternalId)).toEqual([
        'bk-shijing-guofeng',
      ]);
      expect(answer.Data?.danetWords).toContain('论语');
      const certificate = await e.t.app.inject({
        url: answer.Data!.donatetUser.extendata.certificate.bigUrl,
      });
      expect(certificate.statusCode).toBe(200);
      expect(certificate.body).toContain('捐 赠 证 书');
    });

    it('strips a -Pdf / -Epub suffix, answers null for a book nobody donated, 404 for an unknown one', async () => {
      expect((await donor('bk-lunyu-Pdf')).Data?.donatetUser.realName).toBe('林知远');
      expect(await donor('bk-shijing')).toEqual({
        Success: true,
        Data: null,
        Code: 0,
        Description: '',
      });
      expect(await donor('bk-nothing-here')).toEqual(refused(404, '资源不存在或已下架'));
      expect(await donor('')).toEqual(refused(400, '参数错误：ExternalId'));
    });

    it('marks donated items IsInxiaoyou in the content detail', async () => {
      const detail = (id: number) =>
        e.call<ContentDetail>('GET', '/Content/Detail', { id: String(id) });
      expect((await detail(bookId('bk-lunyu'))).Data.IsInxiaoyou).toBe(true);
      expect((await detail(bookId('bk-shijing'))).Data.IsInxiaoyou).toBe(false);
    });
  });

  describe('GET /recommendbooklist/list', () => {
    const lists = (params: Record<string, string>) =>
      e.call<ReadingListData>('GET', '/recommendbooklist/list', params);

    it('answers the institution’s own lists first, then the platform’s, two at a time', async () => {
      const answer = await lists({ organizationId: 'org-demo-library', ps: '2' });
      // The sample catalogue has no 蒙学 books, so that list is not seeded.
      expect(answer.Data.RecordCount).toBe(3);
      expect(answer.Data.ItemList.map((list) => list.Title)).toEqual([
        '示范图书馆 · 先秦典籍推荐',
        '四书入门',
      ]);
      expect(answer.Data.ItemList[0]?.Contents).toEqual([]);
      expect(answer.Data.ItemList[0]?.CoverUrl).toMatch(/^\/files\/public\//);
    });

    it('takes the institution by id too, and carries contents with returncontent', async () => {
      const [library] = await e.t.database.query<{ id: string }>(
        `SELECT id::text AS id FROM organizations WHERE external_id = 'org-demo-library'`,
      );
      const answer = await lists({ organizationId: library!.id, ps: '1', returncontent: 'true' });
      const [first] = answer.Data.ItemList;
      expect(first?.Title).toBe('示范图书馆 · 先秦典籍推荐');
      // The sample catalogue holds 论语 and 诗经 of the six books of the list.
      expect(first?.Contents.map((c) => c.ExternalId)).toEqual(['bk-lunyu', 'bk-shijing']);
      expect(first?.ContentCount).toBe(2);
    });

    it('answers only the platform’s lists without (or with an unknown) institution', async () => {
      const platform = await lists({ ps: '10' });
      expect(platform.Data.ItemList.map((list) => list.Title)).toEqual(['四书入门', '诗经全览']);
      expect((await lists({ organizationId: 'org-unknown', ps: '10' })).Data.RecordCount).toBe(2);
      expect((await lists({ ps: '0' })).Success).toBe(false);
    });

    it('puts lists holding objectId first', async () => {
      const answer = await lists({ objectId: String(bookId('bk-shijing-guofeng')), ps: '1' });
      expect(answer.Data.ItemList[0]?.Title).toBe('诗经全览');
    });
  });

  describe('POST /v1/api/qrcode/get-qr', () => {
    const qr = (params: Record<string, string>) =>
      e.call<QrCodeData>('POST', '/v1/api/qrcode/get-qr', params);

    it('draws the share address as a PNG, size 4 and margin 3 by default', async () => {
      const url =
        'http://localhost:3000/wrap/details/book?id=1&fromUserExternalId=u-1&shareCode=abc';
      const answer = await qr({ url, size: '4', margin: '3' });
      expect(answer.Data.Url).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(answer.Data.Url.split(',')[1]!, 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // A PNG's width sits at byte 16: modules × size + 2 × margin × size.
      const width = png.readUInt32BE(16);
      const bigger = Buffer.from(
        (await qr({ url, size: '8', margin: '3' })).Data.Url.split(',')[1]!,
        'base64',
      );
      expect(bigger.readUInt32BE(16)).toBe(width * 2);
    });

    it('refuses a blank address, a non-web address and an oversized one', async () => {
      expect(await qr({ url: '' })).toEqual(refused(400, '参数错误：url'));
      expect(await qr({ url: 'javascript:alert(1)' })).toEqual(refused(400, '参数错误：url'));
      expect(await qr({ url: `https://x.cn/${'a'.repeat(1000)}` })).toEqual(
        refused(400, '参数错误：url'),
      );
      expect(await qr({ url: 'https://x.cn/', size: '0' })).toEqual(refused(400, '参数错误：size'));
    });
  });

  describe('GET /v1/api/user-question/support', () => {
    const support = (contentExternalId: string) =>
      e.call<QuestionSupportData>('GET', '/v1/api/user-question/support', { contentExternalId });

    it('supports books with full text (suffix tolerated), not unknown ones', async () => {
      expect((await support('bk-lunyu')).Data.IsSupport).toBe(true);
      expect((await support('bk-lunyu-Epub')).Data.IsSupport).toBe(true);
      expect((await support('bk-unknown')).Data.IsSupport).toBe(false);
      await e.t.database.query(
        `DELETE FROM passages WHERE content_id = (SELECT id FROM contents WHERE external_id = 'bk-shijing-song')`,
      );
      expect((await support('bk-shijing-song')).Data.IsSupport).toBe(false);
      expect(await support('')).toEqual(refused(400, '参数错误：contentExternalId'));
    });
  });

  describe('GET /v1/api/content/collection-organizations', () => {
    const holders = (objectId: string) =>
      e.call<CollectionOrganizationsData>('GET', '/v1/api/content/collection-organizations', {
        objectId,
      });

    it('lists the institutions holding an item, none for others', async () => {
      const id = bookId('bk-lunyu');
      expect((await holders(String(id))).Data).toEqual({ ItemList: [], RecordCount: 0 });
      await e.t.database.query(
        `INSERT INTO organization_holdings (organization_id, content_id)
         SELECT id, $1 FROM organizations WHERE external_id IN ('org-demo-library', 'org-demo-partner')`,
        [id],
      );
      const answer = await holders(String(id));
      expect(answer.Data.RecordCount).toBe(2);
      expect(answer.Data.ItemList.map((o) => o.Title).sort()).toEqual(
        ['墨阅示范图书馆', '墨阅联盟伙伴书院'].sort(),
      );
      expect(await holders('999999999')).toEqual(refused(404, '资源不存在或已下架'));
      expect(await holders('x')).toEqual(refused(400, '参数错误：objectId'));
    });
  });
});
