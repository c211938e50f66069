import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@moyue/contracts/codes';
import { AiMessages } from '@moyue/contracts/messages';
import { TEST_DATABASES } from '../../testing/test-app.ts';
import { invalidateContentReads } from '../reading/index.ts';
import { PER_BOOK, startAssistantApp, type AssistantTestApp } from './assistant.test-kit.ts';
import { WHOLE_BOOK_TOPIC } from './word-cloud.ts';

describe.each(TEST_DATABASES)('AI assistant quota and word cloud (%s)', (kind) => {
  let a: AssistantTestApp;
  beforeAll(async () => {
    a = await startAssistantApp(kind, 'extractive', { memoryNonces: true });
  }, 120_000);
  afterAll(() => a.close());

  it('lets exactly one of 50 parallel questions through at quota − 1', async () => {
    const reader = await a.reader();
    await a.t.database.query(
      'INSERT INTO assistant_quotas (user_id, group_id, used) VALUES ($1, $2, $3)',
      [reader.userId, a.lunyu, PER_BOOK - 1],
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        a.ask(reader.token, { groupId: String(a.lunyu), question: `学而时习之 ${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.Success)).toHaveLength(1);
    const refusals = answers.filter((answer) => !answer.Success);
    expect(refusals).toHaveLength(49);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        Code: Code.AiLimit,
        Description: AiMessages.LimitNeedsRecommendation,
      });
    const [row] = await a.t.database.query<{ used: number }>(
      'SELECT used FROM assistant_quotas WHERE user_id = $1',
      [reader.userId],
    );
    expect(row?.used).toBe(PER_BOOK);
    const list = await a.list(reader.token, a.lunyu);
    expect(list.Data).toMatchObject({ UserCount: PER_BOOK, Limit: PER_BOOK });
    expect(list.Data.ItemList).toHaveLength(1);
  });

  it('builds the word cloud from the chapters: topics, counts, excerpts and pages', async () => {
    const answer = await a.wordCloud(undefined, a.lunyu);
    expect(answer.Success).toBe(true);
    const topics = answer.Data;
    expect(topics[0]!.name).toBe(WHOLE_BOOK_TOPIC);
    expect(topics.map((topic) => topic.name)).toEqual(
      expect.arrayContaining(['学而篇', '为政篇', '尧曰篇']),
    );
    const whole = topics[0]!;
    expect(whole.words.length).toBeGreaterThan(10);
    const junzi = whole.words.find((word) => word.word === '君子');
    expect(junzi?.count).toBeGreaterThan(50);
    // Words come sorted by count; a readable reference holds the word and names its page.
    expect(whole.words.map((word) => word.count)).toEqual(
      [...whole.words.map((word) => word.count)].sort((x, y) => y - x),
    );
    expect(junzi?.reference).toContain('君子');
    // Function words and speaker tags are no topic words.
    const words = whole.words.map((word) => word.word);
    expect(words).not.toContain('可以');
    expect(words.filter((word) => word.endsWith('曰'))).toEqual([]);
    expect(junzi?.page).toBeGreaterThan(0);
  });

  it('sends no excerpt of a chapter beyond the trial, and the whole text to a full reader', async () => {
    const trial = await a.wordCloud(undefined, a.lunyu);
    const last = trial.Data.find((topic) => topic.name === '尧曰篇')!;
    expect(last.words.length).toBeGreaterThan(0);
    for (const word of last.words) expect(word.reference).toBe('');
    // A change of the item's rights: its cached reads go, as after any write to an item.
    const setFree = async (isFree: boolean) => {
      await a.t.database.query('UPDATE contents SET is_free = $2 WHERE id = $1', [a.lunyu, isFree]);
      invalidateContentReads(a.t.app.moyue.readCache, a.lunyu);
    };
    await setFree(true);
    try {
      const whole = await a.wordCloud(undefined, a.lunyu);
      const open = whole.Data.find((topic) => topic.name === '尧曰篇')!;
      expect(open.words.every((word) => word.reference.includes(word.word))).toBe(true);
    } finally {
      await setFree(false);
    }
  });

  it('keeps the cloud until the text changes, then computes it again', async () => {
    await a.wordCloud(undefined, a.lunyu);
    const [before] = await a.t.database.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM assistant_word_clouds WHERE content_id = $1',
      [a.lunyu],
    );
    await a.wordCloud(undefined, a.lunyu);
    const [same] = await a.t.database.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM assistant_word_clouds WHERE content_id = $1',
      [a.lunyu],
    );
    expect(same?.fingerprint).toBe(before?.fingerprint);
    await a.t.database.query(
      `UPDATE passages SET body = body || repeat('图书馆，', 12)
        WHERE id = (SELECT min(id) FROM passages WHERE content_id = $1)`,
      [a.lunyu],
    );
    const changed = await a.wordCloud(undefined, a.lunyu);
    expect(changed.Data[1]!.words.map((word) => word.word)).toContain('图书馆');
  });

  it('answers an empty list for a book without text, and 404 for no book', async () => {
    const [row] = await a.t.database.query<{ id: string }>(
      `INSERT INTO contents (external_id, slug, object_type, title)
       VALUES ('no-text', 'no-text', 104, '无正文') RETURNING id`,
    );
    expect((await a.wordCloud(undefined, Number(row?.id))).Data).toEqual([]);
    expect(await a.wordCloud(undefined, 999_999_999)).toMatchObject({
      Success: false,
      Code: Code.NotFound,
    });
  });
});
