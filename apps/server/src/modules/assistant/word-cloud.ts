import { TfIdf } from '@node-rs/jieba';
import { idf } from '@node-rs/jieba/dict.js';
import { jieba } from '../../platform/jieba.ts';
import type { BookPassage, BookTocNode } from '../search/index.ts';

// spec §2/§3.17/§9 word cloud: topics from the book's own text — jieba TF-IDF
// keywords of each chapter (and of the whole book first), each word with its
// count in the topic, reference passages and their page.

const tfidf = TfIdf.withDict(idf);

/** Words per topic. */
export const WORDS_PER_TOPIC = 30;
/** More chapters than this are gathered into runs of consecutive chapters. */
export const MAX_CHAPTER_TOPICS = 24;
/** Candidate references kept per word: the first readable one is shown. */
export const REFERENCES_PER_WORD = 3;
/** A reference excerpt is about this long. */
export const REFERENCE_LENGTH = 60;
/** The first topic: the whole book. */
export const WHOLE_BOOK_TOPIC = '全书';

/** A passage a word can be shown in (the excerpt is only sent if the reader may read it). */
export interface WordReference {
  passageId: number;
  contentId: number;
  tocNodeId: number;
  page: number;
  excerpt: string;
}

export interface StoredWord {
  word: string;
  count: number;
  references: WordReference[];
}

export interface StoredTopic {
  name: string;
  words: StoredWord[];
}

const KEYWORD = /^[\p{Script=Han}\p{L}]{2,8}$/u;

/**
 * Classical function words and phrases TF-IDF still ranks high in old texts
 * (its weights come from modern prose); a speaker tag (子贡曰) is a name plus 曰.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  '不可 可以 而已 可谓 谓之 何如 如之何 以为 不知 所以 是以 于是 然后 不能 不得 不亦 何以 不如 是故 故曰 也者 者也 已矣 何也 之所以 如此 此之谓 不为 无以 有之 之者 然则 虽然 今之 古之'.split(
    ' ',
  ),
);
const isKeyword = (word: string) =>
  KEYWORD.test(word) && !FUNCTION_WORDS.has(word) && !word.endsWith('曰');

/** The topics of a book: the whole book, then its chapters (at the first level that has several). */
export function buildWordCloud(toc: BookTocNode[], passages: BookPassage[]): StoredTopic[] {
  if (passages.length === 0) return [];
  const groups = chapterGroups(toc, passages);
  const topics: StoredTopic[] = [];
  if (groups.length > 1) topics.push(topicOf(WHOLE_BOOK_TOPIC, passages));
  for (const group of groups) topics.push(topicOf(group.name, group.passages));
  return topics.filter((topic) => topic.words.length > 0);
}

function topicOf(name: string, passages: BookPassage[]): StoredTopic {
  const text = passages.map((passage) => passage.body).join('\n');
  const keywords = tfidf
    .extractKeywords(jieba, text, WORDS_PER_TOPIC * 2)
    .map((keyword) => keyword.keyword)
    .filter(isKeyword);
  const words: StoredWord[] = [];
  for (const word of keywords) {
    const count = occurrences(text, word);
    if (count === 0) continue;
    const references: WordReference[] = [];
    for (const passage of passages) {
      const at = passage.body.indexOf(word);
      if (at < 0) continue;
      references.push({
        passageId: passage.id,
        contentId: passage.contentId,
        tocNodeId: passage.tocNodeId,
        page: passage.page,
        excerpt: around(passage.body, at, word.length),
      });
      if (references.length >= REFERENCES_PER_WORD) break;
    }
    words.push({ word, count, references });
    if (words.length >= WORDS_PER_TOPIC) break;
  }
  words.sort((a, b) => b.count - a.count);
  return { name, words };
}

function occurrences(text: string, word: string): number {
  let count = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) count++;
  return count;
}

function around(body: string, at: number, length: number): string {
  const start = Math.max(0, at - Math.floor((REFERENCE_LENGTH - length) / 2));
  const end = Math.min(body.length, start + REFERENCE_LENGTH);
  return `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
}

interface Group {
  name: string;
  passages: BookPassage[];
}

/**
 * The passages by chapter: the top level of the table of contents, or the
 * level below a single root (a book whose TOC is one title over its chapters);
 * more than MAX_CHAPTER_TOPICS chapters are gathered into consecutive runs.
 */
function chapterGroups(toc: BookTocNode[], passages: BookPassage[]): Group[] {
  const byId = new Map(toc.map((node) => [node.id, node]));
  const children = new Map<number | null, BookTocNode[]>();
  for (const node of toc) {
    const parent = node.parentId !== null && byId.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  let level = children.get(null) ?? [];
  while (level.length === 1 && (children.get(level[0]!.id)?.length ?? 0) > 0)
    level = children.get(level[0]!.id)!;
  const levelIds = new Set(level.map((node) => node.id));
  const groupOf = (nodeId: number): number | null => {
    for (let node = byId.get(nodeId); node; node = byId.get(node.parentId ?? -1))
      if (levelIds.has(node.id)) return node.id;
    return null;
  };
  const grouped = new Map<number, BookPassage[]>(level.map((node) => [node.id, []]));
  const outside: BookPassage[] = [];
  for (const passage of passages) {
    const group = groupOf(passage.tocNodeId);
    if (group === null) outside.push(passage);
    else grouped.get(group)!.push(passage);
  }
  let groups: Group[] = level
    .map((node) => ({ name: node.title, passages: grouped.get(node.id)! }))
    .filter((group) => group.passages.length > 0);
  if (groups.length > MAX_CHAPTER_TOPICS) {
    const size = Math.ceil(groups.length / MAX_CHAPTER_TOPICS);
    const runs: Group[] = [];
    for (let i = 0; i < groups.length; i += size) {
      const run = groups.slice(i, i + size);
      runs.push({
        name: run.length > 1 ? `${run[0]!.name}等${run.length}篇` : run[0]!.name,
        passages: run.flatMap((group) => group.passages),
      });
    }
    groups = runs;
  }
  if (outside.length > 0 && groups.length === 0)
    groups.push({ name: WHOLE_BOOK_TOPIC, passages: outside });
  return groups;
}
