import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { HistoryProcessData } from '@moyue/contracts/api/history';
import {
  ANALYSIS_HISTORY_PATH,
  PLAYBACK_AUTHORIZE_URL,
  PlaybackMessages,
  type PlaybackAuthorizeData,
} from '@moyue/contracts/api/playback';
import type { TocListData } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { LoginMessages } from '@moyue/contracts/messages';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { loadBookMasterKey } from './book-file.store.ts';
import {
  encodePlaybackGrant,
  playbackGrantSecret,
  playlistUrl,
  segmentUrl,
} from './playback-grant.ts';
import { insertAudioBook, type FixtureAudioBook } from './playback.test-kit.ts';
import { insertBook, insertReader, readerCall } from './reading.fixtures.ts';

// Issue 18, spec §7 'Playback authorisation via the content AuthorizeUrl': a
// signed call answers a short-lived playlist bound to the reader and device;
// the playlist and segments are served only under that grant; locked files,
// strangers, other devices and expired grants are refused.

describe.each(TEST_DATABASES)('audio book playback (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureAudioBook;
  let reader: { userId: number; token: string };
  let secret: Buffer;
  let deviceId: number;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => new Date(clock) } });
    device = await bindDevice(t.app);
    book = await insertAudioBook(t, 4);
    reader = await insertReader(t, '13700000001');
    secret = playbackGrantSecret(await loadBookMasterKey(t.config));
    const [row] = await t.database.query<{ id: string }>(
      'SELECT id FROM devices WHERE token = $1',
      [device.DeviceToken],
    );
    deviceId = Number(row?.id);
  }, 120_000);
  afterAll(() => t.close());

  const authorize = (fileIndex: number, token: string | null = reader.token, as = device) =>
    readerCall<PlaybackAuthorizeData>(
      t,
      as,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      {
        AuthorizeUrl: PLAYBACK_AUTHORIZE_URL,
        ExternalId: book.externalId,
        FileExternalId: book.fileExternalIds[fileIndex] ?? '',
      },
      { token: token ?? undefined },
    );
  const cookies = (token: string | null, deviceToken: string | null = device.DeviceToken) =>
    [token && `access_token=${token}`, deviceToken && `deviceToken=${deviceToken}`]
      .filter(Boolean)
      .join('; ');
  const fetch = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, ...headers },
      remoteAddress: '192.0.2.77',
    });

  it('gives an audio book the playback AuthorizeUrl in its detail', async () => {
    const { answer } = await readerCall<ContentDetail>(t, device, 'GET', '/Content/Detail', {
      id: String(book.id),
    });
    expect(answer.Data.ObjectType).toBe(156);
    expect(answer.Data.AuthorizeUrl).toBe(PLAYBACK_AUTHORIZE_URL);
  });

  it('lists the files with their seconds and locks beyond the trial, without Urls', async () => {
    const { answer } = await readerCall<TocListData>(
      t,
      device,
      'GET',
      '/v1/api/tableofcontent/list',
      {
        objectId: String(book.id),
      },
    );
    const files = answer.Data.ItemList.flatMap((node) => node.MultimediaFiles);
    expect(files.map((file) => [file.ExternalId, file.IsLock, file.index])).toEqual([
      [book.fileExternalIds[0], false, 0],
      [book.fileExternalIds[1], false, 1],
      [book.fileExternalIds[2], true, 2],
      [book.fileExternalIds[3], true, 3],
    ]);
    for (const file of files) {
      expect(file.WordCountOrDuration).toBe(8);
      expect(file.Url).toBe('');
    }
  });

  it('asks a visitor to log in (code 34)', async () => {
    const { response, answer } = await authorize(0, null);
    expect(response.statusCode).toBe(401);
    expect(answer).toMatchObject({
      Success: false,
      Code: Code.TokenInvalid,
      Description: LoginMessages.Expired,
    });
  });

  it('answers a playlist whose segments play for the reader on that device, with ranges and caching', async () => {
    const { answer } = await authorize(0);
    expect(answer.Success).toBe(true);
    expect(answer.Data.RequireAccessToken).toBe(true);
    expect(answer.Data.Duration).toBe(8);
    const playlist = await fetch(answer.Data.Url, cookies(reader.token));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('private, no-store');
    const segments = playlist.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    expect(segments.length).toBe(2);
    const first = await fetch(segments[0] ?? '', cookies(reader.token));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('video/mp2t');
    expect(first.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(first.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    const part = await fetch(segments[0] ?? '', cookies(reader.token), { range: 'bytes=188-375' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 188-375/${first.rawPayload.length}`);
    expect(part.rawPayload.equals(first.rawPayload.subarray(188, 376))).toBe(true);
    const again = await fetch(segments[0] ?? '', cookies(reader.token), {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses the playlist and segments to another session, no session and another device', async () => {
    const { answer } = await authorize(1);
    const other = await insertReader(t, '13700000002');
    const otherDevice = await bindDevice(t.app);
    const segment = answer.Data.Url.replace('index.m3u8', '0.ts');
    for (const cookie of [
      cookies(other.token),
      cookies(null),
      cookies(reader.token, otherDevice.DeviceToken),
      cookies(reader.token, null),
    ])
      for (const url of [answer.Data.Url, segment]) {
        const response = await fetch(url, cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          Code: Code.Forbidden,
          Description: PlaybackMessages.GrantNotYours,
        });
      }
  });

  it('refuses a file beyond the trial, and its segments even under a forged-looking address', async () => {
    const { response, answer } = await authorize(2);
    expect(response.statusCode).toBe(403);
    expect(answer).toMatchObject({
      Success: false,
      Code: Code.Forbidden,
      Description: PlaybackMessages.FileLocked,
    });
    // Even a genuine grant of the locked file (say one made while it was held) serves nothing now.
    const [row] = await t.database.query<{ id: string }>(
      `SELECT f.id FROM toc_files f JOIN toc_nodes n ON n.id = f.toc_node_id WHERE n.external_id = $1`,
      [book.fileExternalIds[2]],
    );
    const token = encodePlaybackGrant(secret, {
      fileId: Number(row?.id),
      userId: reader.userId,
      deviceId,
      expiresAt: Math.floor(clock / 1000) + 600,
    });
    for (const url of [playlistUrl(token), segmentUrl(token, 0)]) {
      const locked = await fetch(url, cookies(reader.token));
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ Description: PlaybackMessages.FileLocked });
    }
    // A tampered address (another file id under the old signature) is not a grant at all.
    const [payload, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify([1, Number(row?.id) - 1, reader.userId, deviceId, 9e9])).toString('base64url')}.${mac}`;
    expect(payload).not.toBe(forged.split('.')[0]);
    const refusedForgery = await fetch(segmentUrl(forged, 0), cookies(reader.token));
    expect(refusedForgery.statusCode).toBe(403);
    expect(refusedForgery.json()).toMatchObject({ Description: PlaybackMessages.GrantInvalid });
  });

  it('plays every file of a free book', async () => {
    const free = await insertAudioBook(t, 2, { isFree: true });
    const { answer } = await readerCall<PlaybackAuthorizeData>(
      t,
      device,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      { ExternalId: free.externalId, FileExternalId: free.fileExternalIds[1] ?? '' },
      { token: reader.token },
    );
    expect(answer.Success).toBe(true);
    expect((await fetch(answer.Data.Url, cookies(reader.token))).statusCode).toBe(200);
  });

  it('lets a grant expire', async () => {
    const { answer } = await authorize(0);
    expect((await fetch(answer.Data.Url, cookies(reader.token))).statusCode).toBe(200);
    const saved = clock;
    clock += (10 * 60 + 9) * 1000; // the base life (10 min) and the file's 8 s
    try {
      const expired = await fetch(answer.Data.Url, cookies(reader.token));
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ Description: PlaybackMessages.GrantInvalid });
    } finally {
      clock = saved;
    }
  });

  it('names unknown books and files, and items that are not audio books', async () => {
    const nobook = await readerCall(
      t,
      device,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      { ExternalId: 'ys-none', FileExternalId: 'x' },
      { token: reader.token },
    );
    expect(nobook.answer).toMatchObject({ Success: false, Code: Code.NotFound });
    const nofile = await readerCall(
      t,
      device,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      { ExternalId: book.externalId, FileExternalId: 'x' },
      { token: reader.token },
    );
    expect(nofile.answer).toMatchObject({
      Code: Code.NotFound,
      Description: PlaybackMessages.FileNotFound,
    });
    const ebook = await insertBook(t, { title: '论语', nodes: [{ title: '学而', page: 1 }] });
    const notAudio = await readerCall(
      t,
      device,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      { ExternalId: ebook.externalId, FileExternalId: `${ebook.externalId}-t0` },
      { token: reader.token },
    );
    expect(notAudio.answer).toMatchObject({
      Code: Code.BadRequest,
      Description: PlaybackMessages.NotAudioBook,
    });
    const missing = await readerCall(
      t,
      device,
      'POST',
      PLAYBACK_AUTHORIZE_URL,
      { ExternalId: book.externalId },
      { token: reader.token },
    );
    expect(missing.answer).toMatchObject({ Success: false, Code: Code.BadRequest });
  });

  it('records listening progress (ActionType 3) and reads it back', async () => {
    const dataJson = JSON.stringify({
      ActionType: 3,
      ObjectId: book.id,
      Title: '测试有声书',
      ObjectType: 156,
      Process: 0.3125,
      FileId: 7,
    });
    const visitor = await readerCall(t, device, 'POST', ANALYSIS_HISTORY_PATH, { dataJson });
    expect(visitor.answer).toMatchObject({ Success: false, Code: Code.TokenInvalid });
    const saved = await readerCall(
      t,
      device,
      'POST',
      ANALYSIS_HISTORY_PATH,
      { dataJson },
      { token: reader.token },
    );
    expect(saved.answer.Description).toBe('');
    expect(saved.answer).toMatchObject({ Success: true, Data: { Process: 0.3125, FileId: 7 } });
    const { answer } = await readerCall<HistoryProcessData>(
      t,
      device,
      'GET',
      '/v1/api/history/process',
      { objectId: String(book.id) },
      { token: reader.token },
    );
    expect(answer.Data).toMatchObject({ Process: 0.3125, FileId: 7 });
    for (const bad of [
      '{',
      JSON.stringify({ ActionType: 1, ObjectId: book.id, Process: 0.1, FileId: 1 }),
      JSON.stringify({ ActionType: 3, ObjectId: book.id, Process: 2, FileId: 1 }),
    ]) {
      const refused = await readerCall(
        t,
        device,
        'POST',
        ANALYSIS_HISTORY_PATH,
        { dataJson: bad },
        { token: reader.token },
      );
      expect(refused.answer).toMatchObject({
        Success: false,
        Code: Code.BadRequest,
        Description: PlaybackMessages.BadDataJson,
      });
    }
  });
});
