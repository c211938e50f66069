import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SpecialMessages,
  SpecialPaths,
  type EnterpriseData,
  type OuterWebListData,
  type OuterWebOpenData,
  type OuterWebTransferData,
  type PdfListData,
  type SelfCheckData,
  type TopicBankData,
  type XsdLinkData,
} from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import { CertificationMessages } from '@moyue/contracts/messages';
import { signedCall, TEST_DATABASES } from '../../testing/test-app.ts';
import { ENTERPRISE_THEMES } from './enterprise-themes.ts';
import { XsdService, xsdSign } from './xsd.service.ts';
import { LIBRARY_IP, specialKit, TEST_XSD_SECRET, type SpecialKit } from './special.test-kit.ts';

describe.each(TEST_DATABASES)('special pages API (%s)', (kind) => {
  let k: SpecialKit;
  let reader: string;
  let member: string;
  beforeAll(async () => {
    k = await specialKit(kind);
    reader = await k.signIn('13800000001');
    member = await k.signIn('13800000004');
  }, 300_000);
  afterAll(() => k.close());

  describe('topicBank', () => {
    it("shows a member their institution's subscribed collections, a visitor the platform's", async () => {
      const visitor = await k.call<TopicBankData>('GET', SpecialPaths.TopicBank);
      expect(visitor.Data).toMatchObject({ Organization: null, Subscribed: false });
      const all = new Map(visitor.Data.ItemList.map((card) => [card.CategoryId, card.Count]));
      expect(all.size).toBeGreaterThan(0);
      // the sample catalogue has no holdings: the library subscribes to two classified books
      await k.t.database.query(
        `INSERT INTO organization_holdings (organization_id, content_id)
         SELECT o.id, c.id FROM organizations o,
                (SELECT DISTINCT content_id AS id FROM content_categories ORDER BY content_id LIMIT 2) c
          WHERE o.external_id = 'org-demo-library' ON CONFLICT DO NOTHING`,
      );
      const own = await k.call<TopicBankData>(
        'GET',
        SpecialPaths.TopicBank,
        {},
        {
          token: member,
        },
      );
      expect(own.Data.Organization?.Title).toBe('墨阅示范图书馆');
      expect(own.Data.Subscribed).toBe(true);
      expect(own.Data.ItemList.length).toBeGreaterThan(0);
      // each card counts only held items, never more than the platform's collection
      for (const card of own.Data.ItemList) {
        expect(card.Count).toBeLessThanOrEqual(all.get(card.CategoryId) ?? 0);
        expect(card.Covers.length).toBeLessThanOrEqual(3);
      }
      const counted = own.Data.ItemList.reduce((sum, card) => sum + card.Count, 0);
      expect(counted).toBeGreaterThanOrEqual(2);
      expect(counted).toBeLessThan(visitor.Data.ItemList.reduce((s, card) => s + card.Count, 0));
    });
  });

  describe('ChineseEnterprises', () => {
    it('gathers every theme with excerpts that hold its words', async () => {
      const answer = await k.call<EnterpriseData>(
        'GET',
        SpecialPaths.Enterprise,
        {},
        {
          ip: LIBRARY_IP,
        },
      );
      expect(answer.Data.Sections.map((section) => section.Title)).toEqual(
        ENTERPRISE_THEMES.map((theme) => theme.title),
      );
      const withExcerpts = answer.Data.Sections.filter((section) => section.Excerpts.length > 0);
      expect(withExcerpts.length).toBeGreaterThan(0);
      for (const section of withExcerpts) {
        const theme = ENTERPRISE_THEMES.find((item) => item.key === section.Key)!;
        for (const excerpt of section.Excerpts) {
          expect(theme.words.some((word) => excerpt.Text.includes(word))).toBe(true);
          expect(excerpt.Text.length).toBeLessThanOrEqual(92);
          expect(section.Books.some((book) => book.Id === excerpt.ContentId)).toBe(true);
        }
      }
    });
  });

  describe('gdpdf', () => {
    it('lists the PDF editions with their pages, and pages through them', async () => {
      const answer = await k.call<PdfListData>('GET', SpecialPaths.PdfList, { ps: '1' });
      const [files] = await k.t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM content_files WHERE media_type = 'pdf'`,
      );
      expect(answer.Data.RecordCount).toBe(Number(files!.n));
      expect(answer.Data.ItemList).toHaveLength(Math.min(1, Number(files!.n)));
      expect(answer.Data.ItemList[0]?.Pages).toBeGreaterThan(0);
      expect(await k.call('GET', SpecialPaths.PdfList, { ps: '500' })).toMatchObject({
        Code: Code.BadRequest,
      });
    });
  });

  describe('outerwebtoview', () => {
    const open = (query: Record<string, string>) =>
      k.call<OuterWebOpenData>('GET', SpecialPaths.OuterWebOpen, query);
    const transfer = async (resourceId: string) =>
      k.call<OuterWebTransferData>('POST', SpecialPaths.OuterWebTransfer, { resourceId });
    const queryOf = (url: string) =>
      Object.fromEntries(new URL(url, 'http://x').searchParams.entries());

    it('signs a short-lived address and opens the resource with it', async () => {
      const list = await k.call<OuterWebListData>('GET', SpecialPaths.OuterWebList);
      const first = list.Data.ItemList[0]!;
      expect(first.Id).toBe('ctext');
      const signed = await transfer(first.Id);
      expect(signed.Data.Url).toMatch(/^\/outerwebtoview\?r=ctext&e=\d+&s=/);
      expect(signed.Data.ExpireTime * 1000 - Date.now()).toBeGreaterThan(200_000);
      expect(await open(queryOf(signed.Data.Url))).toMatchObject({
        Success: true,
        Data: { Id: 'ctext', Url: 'https://ctext.org/zh' },
      });
    });

    it('refuses an unknown resource, a tampered and an expired address', async () => {
      expect(await transfer('nope')).toMatchObject({
        Code: Code.NotFound,
        Description: SpecialMessages.OuterUnknown,
      });
      expect(await transfer('a b')).toMatchObject({ Code: Code.BadRequest });
      const query = queryOf((await transfer('ctext')).Data.Url);
      const tampered = [
        { ...query, r: 'wikisource' },
        { ...query, e: String(Number(query.e) + 3600) },
        { ...query, s: `${query.s!.slice(0, -2)}AA` },
        { ...query, s: '' },
        { ...query, e: 'soon' },
      ];
      for (const bad of tampered)
        expect(await open(bad)).toMatchObject({
          Success: false,
          Code: Code.Forbidden,
          Description: SpecialMessages.OuterTampered,
        });
      expect(await open({ ...query, s: 'x'.repeat(10_000) })).toMatchObject({
        Code: Code.BadRequest,
      });
      expect(await open({ ...query, r: 'ctext\u0000' })).toMatchObject({ Code: Code.BadRequest });
      k.advance(301);
      expect(await open(query)).toMatchObject({
        Success: false,
        Code: Code.Forbidden,
        Description: SpecialMessages.OuterExpired,
      });
    });
  });

  describe('test (self-check)', () => {
    it("answers the server's view of a signed call and recognises the library's network", async () => {
      const inside = await k.call<SelfCheckData>(
        'GET',
        SpecialPaths.SelfCheck,
        {},
        {
          ip: LIBRARY_IP,
          token: member,
        },
      );
      expect(inside.Data).toMatchObject({
        Ip: LIBRARY_IP,
        DeviceRecognised: true,
        LoggedIn: true,
        SignatureWindowSeconds: 300,
        Organization: { Title: '墨阅示范图书馆' },
      });
      expect(inside.Data.ServerTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const outside = await k.call<SelfCheckData>('GET', SpecialPaths.SelfCheck);
      expect(outside.Data).toMatchObject({ Organization: null, LoggedIn: false });
    });

    it('refuses a call with a broken signature (code 40)', async () => {
      const response = await signedCall(
        k.t.app,
        k.device,
        'GET',
        SpecialPaths.SelfCheck,
        {},
        (p) => ({
          ...p,
          Token: '0'.repeat(64),
        }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ Success: false, Code: Code.BadSignature });
    });
  });

  describe('xsd learning platform link', () => {
    it('says it is configured; refuses visitors and readers without certification', async () => {
      expect((await k.call('GET', SpecialPaths.XsdStatus)).Data).toEqual({ Configured: true });
      expect(await k.call('GET', SpecialPaths.XsdLink)).toMatchObject({ Code: Code.TokenInvalid });
      expect(await k.call('GET', SpecialPaths.XsdLink, {}, { token: reader })).toMatchObject({
        Success: false,
        Code: Code.NeedsInstitution,
        Description: CertificationMessages.NoOrganization,
      });
    });

    it('signs the link of a certified member with a timestamp and the hash of the secret', async () => {
      const answer = await k.call<XsdLinkData>('GET', SpecialPaths.XsdLink, {}, { token: member });
      const url = new URL(answer.Data.Url);
      expect(`${url.origin}${url.pathname}`).toBe('https://xsd.example.org/entry');
      expect(url.searchParams.get('from')).toBe('moyue');
      const timestamp = url.searchParams.get('timestamp')!;
      const uid = url.searchParams.get('uid')!;
      expect(url.searchParams.get('org')).toBe('org-demo-library');
      expect(url.searchParams.get('sign')).toBe(xsdSign(timestamp, uid, TEST_XSD_SECRET));
      expect(url.searchParams.get('sign')).not.toBe(
        xsdSign(timestamp, uid, 'another-secret-000000'),
      );
    });

    it('says it is not configured without a secret', async () => {
      const service = new XsdService(
        { url: 'https://xsd.example.org/', secret: undefined },
        {
          currentOfUser: async () => null,
        },
      );
      expect(service.configured).toBe(false);
      await expect(service.link(1)).rejects.toMatchObject({
        code: Code.NotFound,
        message: SpecialMessages.XsdNotConfigured,
      });
    });
  });
});
