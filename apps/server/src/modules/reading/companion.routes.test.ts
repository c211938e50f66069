import * as OpenCC from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import {
  CompanionMessages,
  CompanionPaths,
  type CompanionEditionData,
  type CompanionPositionData,
} from '@moyue/contracts/api/companion';
import type { TocListData } from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { placeAudioInText } from './companion-link.ts';
import { insertAudioBook, type FixtureAudioBook } from './playback.test-kit.ts';
import { insertBook, readerCall, type FixtureBook } from './reading.fixtures.ts';

// Issue 18, beyond the spec: an e-book and its audio edition; 'continue
// listening from where you read' and back, mapped by chapter and characters.

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
// Four chapters of 16 characters each (12 Han, 4 marks); the audio reads the first three.
const CHAPTERS = [
  '人之初，性本善。性相近，習相遠。',
  '苟不教，性乃遷。教之道，貴以專。',
  '昔孟母，擇鄰處。子不學，斷機杼。',
  '竇燕山，有義方。教五子，名俱揚。',
];

describe.each(TEST_DATABASES)('companion editions (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;
  let book: FixtureBook;
  let audio: FixtureAudioBook;
  let lonely: FixtureBook;
  let fileIds: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    device = await bindDevice(t.app);
    book = await insertBook(t, {
      title: '三字经',
      nodes: CHAPTERS.map((body, index) => ({
        title: `第${index + 1}章`,
        page: index + 1,
        passages: [{ page: index + 1, body }],
      })),
    });
    lonely = await insertBook(t, {
      title: '千字文',
      nodes: [{ title: '一', page: 1, passages: [{ page: 1, body: '天地玄黃，宇宙洪荒。' }] }],
    });
    audio = await insertAudioBook(t, 3);
    const placed = await placeAudioInText(
      t.database.db,
      audio.id,
      book.id,
      // spoken in simplified characters, with a title before the first
      [
        '第一节，' + toSimplified(CHAPTERS[0]!),
        toSimplified(CHAPTERS[1]!),
        toSimplified(CHAPTERS[2]!),
      ],
      (char) => toSimplified(char),
    );
    expect(placed).toBe(3);
    const toc = await get<TocListData>('/v1/api/tableofcontent/list', {
      objectId: String(audio.id),
      isRecursive: 'true',
      getFiles: 'true',
    });
    fileIds = toc.answer.Data.ItemList.flatMap((node) => node.MultimediaFiles.map((f) => f.Id));
    expect(fileIds).toHaveLength(3);
  }, 120_000);
  afterAll(() => t.close());

  const get = <T>(path: string, params: Record<string, string>) =>
    readerCall<T>(t, device, 'GET', path, params);
  const edition = (objectId: string) =>
    get<CompanionEditionData>(CompanionPaths.Edition, { objectId });
  const position = (params: Record<string, string>) =>
    get<CompanionPositionData>(CompanionPaths.Position, params);

  it('names the e-book an audio book reads, and the audio edition of an e-book', async () => {
    const fromAudio = await edition(String(audio.id));
    expect(fromAudio.answer).toMatchObject({ Success: true });
    expect(fromAudio.answer.Data).toMatchObject({
      ObjectId: book.id,
      ObjectType: 104,
      Title: '三字经',
      MediaType: 'epub',
    });
    const fromBook = await edition(String(book.id));
    expect(fromBook.answer.Data).toMatchObject({
      ObjectId: audio.id,
      ObjectType: 156,
      MediaType: 'audio',
      ExternalId: audio.externalId,
    });
    expect((await edition(String(lonely.id))).answer).toMatchObject({ Success: true, Data: null });
  });

  it('maps a reading position to the file and second that read it', async () => {
    // 0.375 of four chapters = the middle of chapter 2 = character 24 of 64
    const { answer } = await position({ objectId: String(book.id), process: '0.375' });
    expect(answer.Success).toBe(true);
    expect(answer.Data).toMatchObject({ ObjectId: audio.id, FileId: fileIds[1], Covered: true });
    // file 2 reads characters 16..31 (15 of them) in 8 s: 8 characters in = 4.27 s
    expect(answer.Data.Offset).toBeCloseTo((8 / 15) * 8, 2);
    expect(answer.Data.Process).toBeCloseTo((8 + (8 / 15) * 8) / 24, 3);
  });

  it('maps a listening position back to where the e-book reads it', async () => {
    const { answer } = await position({
      objectId: String(audio.id),
      process: String((8 + 4) / 24),
      fileId: String(fileIds[1]),
    });
    expect(answer.Data).toMatchObject({ ObjectId: book.id, FileId: 0, Offset: 0, Covered: true });
    // 4 s of file 2's 8 s = character 16 + 7.5 → 24 = 0.375 of the book
    expect(answer.Data.Process).toBeCloseTo(0.375, 3);
    const start = await position({ objectId: String(audio.id), process: '0' });
    expect(start.answer.Data.Process).toBe(0);
  });

  it('starts the last file, saying so, for a place after what the audio reads', async () => {
    const { answer } = await position({ objectId: String(book.id), process: '0.9' });
    expect(answer.Data).toMatchObject({ FileId: fileIds[2], Offset: 0, Covered: false });
  });

  it('refuses items without a companion, unknown items and bad positions', async () => {
    const none = await position({ objectId: String(lonely.id), process: '0.5' });
    expect(none.response.statusCode).toBe(404);
    expect(none.answer).toMatchObject({
      Success: false,
      Code: Code.NotFound,
      Description: CompanionMessages.NoCompanion,
    });
    const unknown = await edition('2147480000');
    expect(unknown.answer).toMatchObject({
      Code: Code.NotFound,
      Description: CONTENT_NOT_FOUND_MESSAGE,
    });
    for (const params of <Record<string, string>[]>[
      { objectId: String(book.id), process: '1.5' },
      { objectId: String(book.id), process: '-0.1' },
      { objectId: String(book.id), process: 'NaN' },
      { objectId: String(book.id), process: '0.5\u0000' },
      { objectId: '99999999999999999999', process: '0.5' },
      { objectId: String(book.id) },
      { objectId: String(audio.id), process: '0.5', fileId: '1e9' },
    ]) {
      const { response, answer } = await position(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(answer).toMatchObject({ Success: false, Code: Code.BadRequest });
    }
  });
});
