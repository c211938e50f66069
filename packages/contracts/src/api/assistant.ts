import { z } from 'zod';
import { AI_CHAT_TYPE } from '../limits.ts';
import { ContentIdSchema } from './catalog.ts';
import { hasForbiddenCharacters, int4Schema, jsonTextSchema } from './form-fields.ts';

// The AI book assistant (spec §2 AI tab, askChapter, chatbook, aichat, bookai;
// §3.11 questions and answers, §3.17 word cloud; §4 asking; §5.3; §7; §8.8).

/** spec §5.3: a question is at most this long (ours). */
export const QUESTION_MAX_LENGTH = 500;
/** The dialogue pairs a client may send back as context (ours). */
export const HISTORY_MAX_PAIRS = 20;
/** A question or answer inside `history` is at most this long (ours). */
export const HISTORY_TEXT_MAX_LENGTH = 4_000;

/** The label of an answer composed by the built-in extractive provider (issue 19: honestly labelled). */
export const EXTRACTIVE_LABEL = '摘录';
/** The label of an answer written by a language model from the cited passages. */
export const MODEL_LABEL = 'AI';

/** A plain text field (question): bounded, no control characters or lone surrogates. */
const safeText = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((text) => !hasForbiddenCharacters(text), { message: 'forbidden characters' });

/** One dialogue pair as the wire carries it in `history` (spec §3.11): [question, answer]. */
export const HistoryPairSchema = z.tuple([
  jsonTextSchema(HISTORY_TEXT_MAX_LENGTH),
  jsonTextSchema(HISTORY_TEXT_MAX_LENGTH),
]);
export type HistoryPair = z.infer<typeof HistoryPairSchema>;

/**
 * `history` is JSON in a form field (ARCHITECTURE 'wire contract'): an array of
 * [question, answer] pairs, at most HISTORY_MAX_PAIRS. Empty or absent: [].
 */
export const HistoryFieldSchema = z
  .string()
  .max(HISTORY_MAX_PAIRS * HISTORY_TEXT_MAX_LENGTH * 2 + 1_000)
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'history is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(HistoryPairSchema).max(HISTORY_MAX_PAIRS));

/** GET /v1/api/user-question/list (spec §7): groupId = GroupId when above 0, else the content Id. */
export const QuestionListParamsSchema = z.object({ groupId: ContentIdSchema });
export type QuestionListInput = z.input<typeof QuestionListParamsSchema>;

/**
 * POST /v1/api/user-question/create (spec §7): groupId, question, history.
 * An empty question (after trimming) is refused with '请输入提问内容' (spec §5.3);
 * tocId (ours, askChapter) narrows the search to one chapter and its sections.
 */
export const QuestionCreateParamsSchema = z.object({
  groupId: ContentIdSchema,
  question: safeText(QUESTION_MAX_LENGTH * 2),
  history: HistoryFieldSchema,
  tocId: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/)
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .pipe(z.number().int().min(1).max(2_147_483_647).nullable()),
});
export type QuestionCreateParams = z.infer<typeof QuestionCreateParamsSchema>;
export type QuestionCreateInput = z.input<typeof QuestionCreateParamsSchema>;

/** A passage an answer read (chapter title and page: a link that opens the reader there). */
export const CitationSchema = z.object({
  /** [n] in the answer text */
  Index: z.number().int(),
  ContentId: z.number().int(),
  TocId: z.number().int(),
  TocTitle: z.string(),
  Page: z.number().int(),
  /** the passage's text (never of a chapter the reader may not read) */
  Excerpt: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** A chapter that answers the question but lies beyond the reader's trial: named, never quoted. */
export const LockedChapterSchema = z.object({ TocId: z.number().int(), TocTitle: z.string() });
export type LockedChapter = z.infer<typeof LockedChapterSchema>;

/** One question of the reader's dialogue with a book and its answer. */
export const DialogueItemSchema = z.object({
  Id: z.number().int(),
  Question: z.string(),
  Answer: z.string(),
  /** '摘录' (built-in extractive provider) or 'AI' (a language model) */
  Label: z.string(),
  Citations: z.array(CitationSchema),
  LockedChapters: z.array(LockedChapterSchema),
  /** YYYY-MM-DD HH:mm:ss */
  CreateTime: z.string(),
});
export type DialogueItem = z.infer<typeof DialogueItemSchema>;

/**
 * Data of user-question/list: the reader's dialogue with the book, oldest
 * first; UserCount = questions the reader has asked of it; Limit (ours) = how
 * many the reader may ask now (more once the reader recommended the book).
 */
export const QuestionListDataSchema = z.object({
  ItemList: z.array(DialogueItemSchema),
  UserCount: z.number().int(),
  Limit: z.number().int(),
});
export type QuestionListData = z.infer<typeof QuestionListDataSchema>;

/** Data of user-question/create: the server's history (spec §4: it replaces the client's). */
export const QuestionCreateDataSchema = QuestionListDataSchema.extend({
  history: z.array(z.tuple([z.string(), z.string()])),
});
export type QuestionCreateData = z.infer<typeof QuestionCreateDataSchema>;

/**
 * POST /v1/api/user-question/create-stream (ours, in the style of spec §7):
 * the same signed parameters and rules as user-question/create, answered as
 * text/event-stream once the answer starts: 'delta' events carry the text as
 * it is written ({"Text":…}), then one 'done' event carries the whole
 * envelope of user-question/create (the server's history and citations, or
 * the refusal or apology when the answer failed after it started). A refusal
 * before any text (34, 36, 37, bad parameters …) is the ordinary JSON envelope.
 */
export const QuestionStreamEvent = { Delta: 'delta', Done: 'done' } as const;
export const QuestionStreamDeltaSchema = z.object({ Text: z.string() });
export type QuestionStreamDelta = z.infer<typeof QuestionStreamDeltaSchema>;

/**
 * POST /python/aichat (spec §7): bookId (GroupId when above 0, else Id),
 * title, author, publisher, issueDate, engine, model, type 9. The book is
 * found by bookId; the descriptive fields are accepted (bounded) and unused.
 */
export const WordCloudParamsSchema = z.object({
  bookId: ContentIdSchema,
  title: safeText(500).optional(),
  author: safeText(500).optional(),
  publisher: safeText(500).optional(),
  issueDate: safeText(50).optional(),
  engine: safeText(100).optional(),
  model: safeText(100).optional(),
  type: int4Schema().default(AI_CHAT_TYPE),
});
export type WordCloudInput = z.input<typeof WordCloudParamsSchema>;

/** spec §3.17: a word of a topic, its count in the topic's text, a reference excerpt and its page. */
export const WordCloudWordSchema = z.object({
  word: z.string(),
  count: z.number().int(),
  /** '' when every passage holding the word is beyond the reader's trial */
  reference: z.string(),
  page: z.number().int(),
});
export type WordCloudWord = z.infer<typeof WordCloudWordSchema>;

export const WordCloudTopicSchema = z.object({
  name: z.string(),
  words: z.array(WordCloudWordSchema),
});
export type WordCloudTopic = z.infer<typeof WordCloudTopicSchema>;

/** Data of python/aichat: the topics ([] when the book has no text: '未获取到词云数据，请稍后再试！'). */
export const WordCloudDataSchema = z.array(WordCloudTopicSchema);
export type WordCloudData = z.infer<typeof WordCloudDataSchema>;

/** The addresses of this file's calls (user-question/support is served by engagement). */
export const AssistantPaths = {
  QuestionList: '/v1/api/user-question/list',
  QuestionCreate: '/v1/api/user-question/create',
  QuestionCreateStream: '/v1/api/user-question/create-stream',
  WordCloud: '/python/aichat',
} as const;
