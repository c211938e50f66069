import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanionPaths,
  type CompanionEditionData,
  type CompanionPositionData,
} from '@moyue/contracts/api/companion';
import { findEspeak } from '../modules/media/audio-hls.ts';
import { apiCaller, type ApiCaller } from '../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 18: the demo's machine-read classics are placed in the e-books they
// read, so 'continue listening from where you read' works on a fresh clone.

const espeak = await findEspeak();

describe.skipIf(!espeak).each(TEST_DATABASES)('the demo audio books’ e-books (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'demo' });
    api = await apiCaller(t);
    for (const row of await t.database.query<{ slug: string; id: string }>(
      `SELECT slug, id FROM contents WHERE slug IN ('audio-sanzijing', 'sanzijing', 'audio-lunyu-xueer', 'lunyu', 'audio-tangshi-xuan', 'audio-qianziwen')`,
    ))
      ids.set(row.slug, Number(row.id));
  }, 180_000);
  afterAll(() => t.close());

  it('places every file of every demo audio book in its e-book', async () => {
    const rows = await t.database.query<{ slug: string; files: string; placed: string }>(
      `SELECT c.slug, count(f.id) AS files, count(r.toc_file_id) AS placed
         FROM contents c JOIN toc_files f ON f.content_id = c.id
         LEFT JOIN companion_ranges r ON r.toc_file_id = f.id
        WHERE c.object_type = 156 GROUP BY c.slug ORDER BY c.slug`,
    );
    expect(rows.map((row) => row.slug)).toEqual([
      'audio-lunyu-xueer',
      'audio-qianziwen',
      'audio-sanzijing',
      'audio-tangshi-xuan',
    ]);
    for (const row of rows) expect(Number(row.placed), row.slug).toBe(Number(row.files));
  });

  it('maps 论语 学而 chapter by chapter: reading its third saying starts the third file', async () => {
    const lunyu = ids.get('lunyu')!;
    const audio = ids.get('audio-lunyu-xueer')!;
    const edition = await api.callJson<CompanionEditionData>('GET', CompanionPaths.Edition, {
      objectId: String(audio),
    });
    expect(edition.Data).toMatchObject({
      ObjectId: lunyu,
      Title: expect.stringMatching(/论语|論語/),
    });
    // Where the third file starts in the book, then back: the same file at its start.
    const start = await api.callJson<CompanionPositionData>('GET', CompanionPaths.Position, {
      objectId: String(audio),
      process: '0',
    });
    expect(start.Data.ObjectId).toBe(lunyu);
    const files = await t.database.query<{ id: string; seconds: number }>(
      `SELECT f.id, f.duration_seconds AS seconds FROM toc_files f JOIN toc_nodes t ON t.id = f.toc_node_id
        WHERE f.content_id = $1 ORDER BY t.sort_order`,
      [audio],
    );
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const before = files[0]!.seconds + files[1]!.seconds;
    const third = await api.callJson<CompanionPositionData>('GET', CompanionPaths.Position, {
      objectId: String(audio),
      process: String(Math.round(((before + 1) / total) * 1e6) / 1e6),
      fileId: files[2]!.id,
    });
    const back = await api.callJson<CompanionPositionData>('GET', CompanionPaths.Position, {
      objectId: String(lunyu),
      process: String(third.Data.Process),
    });
    expect(back.Data).toMatchObject({
      ObjectId: audio,
      FileId: Number(files[2]!.id),
      Covered: true,
    });
    expect(back.Data.Offset).toBeLessThan(3);
  });
});
