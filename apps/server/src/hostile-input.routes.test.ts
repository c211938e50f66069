import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenCharactersMessage } from '@moyue/contracts/api/form-fields';
import { ReadingMessages } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { signParams } from '@moyue/contracts/signing';
import {
  apiCaller,
  envelope,
  insertUser,
  refusal,
  sessionFor,
  type ApiCaller,
} from './testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, signedParams, type TestApp } from './testing/test-app.ts';

// issue 12 items 2–4, the cases named in the issue: each answered 500 before.
// routes.property.test.ts drives every route with such values.

const badCharacters = (...fields: string[]) =>
  refusal(Code.BadRequest, forbiddenCharactersMessage(fields));
const badParameter = (field: string) => refusal(Code.BadRequest, `参数错误：${field}`);

describe.each(TEST_DATABASES)('hostile input on named routes (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  let cookie: string;
  let contentId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'sample' });
    api = await apiCaller(t);
    cookie = await sessionFor(t, (await insertUser(t, { password: 'Moyue2026' })).id);
    const [content] = await t.database.query<{ id: string }>(
      'SELECT id FROM contents ORDER BY id LIMIT 1',
    );
    contentId = String(content?.id);
  });
  afterAll(async () => t?.close());

  const post = (path: string, params: Record<string, string>, signedIn = true) =>
    api.call('POST', path, params, signedIn ? { cookie } : {});

  describe('NUL and other control characters (item 2)', () => {
    it.each(['0', '1'])('refuses a NUL in the search keyword (searchType %s)', async (type) => {
      const answer = await post(
        '/Content/Search',
        { keyword: 'a\u0000b', searchType: type },
        false,
      );
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('keyword'));
    });

    it('refuses a NUL in the ExternalId of Content/Detail', async () => {
      const answer = await api.call('GET', '/Content/Detail', { ExternalId: 'a\u0000b' });
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('ExternalId'));
    });

    it('refuses a NUL in the login account', async () => {
      const answer = await post(
        '/v1/api/userinfo/login',
        { account: '1380000\u00000000', password: 'Moyue2026' },
        false,
      );
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('account'));
    });

    it('refuses control characters in user/update fields, naming each', async () => {
      const answer = await post('/v1/api/user/update', {
        NickName: 'a\u0000b',
        RealName: '张\u001b三',
        DepartmentName: '中文系',
      });
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('NickName', 'RealName'));
    });

    it('refuses a NUL in a bookmark location', async () => {
      const answer = await post('/v1/api/bookmark/create', {
        objectId: contentId,
        mediaType: 'epub',
        location: 'epubcfi(/6/2!/4/\u0000)',
        excerpt: '明月\u0000几时有',
      });
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('location'));
    });

    it('drops control characters from free text (a bookmark excerpt and chapter title)', async () => {
      const answer = await post('/v1/api/bookmark/create', {
        objectId: contentId,
        mediaType: 'epub',
        location: 'epubcfi(/6/2!/4/2)',
        chapterTitle: '水调\u0007歌头',
        excerpt: '明月\u0000几时有\u000c',
      });
      expect(envelope(answer)).toMatchObject({
        Success: true,
        Data: { ChapterTitle: '水调歌头', Excerpt: '明月几时有' },
      });
    });

    it('refuses a NUL inside JSON-in-a-field (authorzieParameters)', async () => {
      const answer = await api.call(
        'GET',
        '/v1/api/tableofcontent/list',
        {
          objectId: contentId,
          authorzieParameters: JSON.stringify({ contentexternalid: 'a\u0000b' }),
        },
        { cookie },
      );
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(
        refusal(Code.BadRequest, ReadingMessages.BadAuthorizeParameters),
      );
    });

    it('still takes tab, line feed and carriage return in text', async () => {
      const answer = await post(
        '/Content/Search',
        { keyword: '明月\t\r\n', searchType: '1' },
        false,
      );
      expect(answer.statusCode).toBe(200);
      expect(envelope(answer).Success).toBe(true);
    });
  });

  describe('integers beyond their column (item 3)', () => {
    it.each([
      ['CategoryIds', { CategoryIds: '9'.repeat(20) }],
      ['objectTypes', { objectTypes: `104,${'9'.repeat(20)}` }],
      ['objectTypes', { objectTypes: '32768' }],
      ['CategoryIds', { CategoryIds: '2147483648' }],
    ])('refuses %s out of range on an anonymous search', async (field, params) => {
      const answer = await post('/Content/Search', { keyword: '月', ...params }, false);
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badParameter(field));
    });

    it.each(['/v1/api/history/delete', '/v1/api/bookmark/delete'])(
      'refuses 20-digit ids on %s',
      async (path) => {
        const answer = await post(path, { actionType: '2', ids: `1,${'9'.repeat(20)}` });
        expect(answer.statusCode).toBe(400);
        expect(envelope(answer)).toEqual(badParameter('ids'));
      },
    );

    it('refuses fileId 3000000000 on history/create', async () => {
      const answer = await post('/v1/api/history/create', {
        actionType: '1',
        objectId: contentId,
        process: '0.5',
        fileId: '3000000000',
      });
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badParameter('fileId'));
    });

    it('still records a footprint with the largest int4 fileId', async () => {
      const answer = await post('/v1/api/history/create', {
        actionType: '1',
        objectId: contentId,
        process: '0.5',
        fileId: '2147483647',
      });
      expect(envelope(answer)).toMatchObject({ Success: true, Data: { FileId: 2147483647 } });
    });
  });

  describe('lone surrogates (item 4)', () => {
    it('refuses a lone surrogate in a signed JSON body with 400, not 500', async () => {
      const path = '/Content/Search';
      const params = { ...signedParams(api.device, path), keyword: '\udc00', searchType: '1' };
      // The signing rule takes any string (a lone surrogate as U+FFFD); the server checks the text.
      const signed = await signParams(api.device.DeviceKey, 'POST', path, params);
      const answer = await t.app.inject({
        method: 'POST',
        url: path,
        payload: JSON.stringify(signed),
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.statusCode).toBe(400);
      expect(envelope(answer)).toEqual(badCharacters('keyword'));
    });
  });
});
