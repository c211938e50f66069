import { jieba } from '../../platform/jieba.ts';
import { foldText, highlightTerms, queryText } from './chinese-text.ts';

// A question in natural Chinese → the terms a passage that answers it holds.
// '床前明月光是谁写的' → 床前, 明月光; '什么是仁' → 仁.

/**
 * Question words, particles and the commonest function words: they say what
 * kind of answer is wanted, not what it is about, and match nearly every
 * passage. Folded (simplified) forms.
 */
export const QUESTION_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // question words
    '什么 甚么 啥 怎么 怎么样 怎样 如何 为什么 为何 何为 何谓 哪些 哪个 哪里 哪儿 哪 哪位 哪首',
    '哪本 哪一 几 多少 谁 是谁 谁是 何 何时 何处 什么样 请问 问 吗 呢 吧 啊 呀 么 嘛',
    // 'who wrote it', 'where is it from', 'what does it mean'
    '写 写的 作者 出自 出处 来自 意思 含义 意义 解释 介绍 一下 理解 赏析 翻译 讲 讲的 说 说的',
    '指 指的 表达 描写 描述 关于 下一句 上一句 一句 这句 这首 诗句 句子',
    // function words (not 之 而 其 以 也: classical lines are made of them, 学而时习之)
    '的 了 是 在 有 和 与 及 或 都 就 把 被 对 从 向 这 那 这个 那个 这些 那些 一个 中 里 上 下',
    '我 你 他 她 它 我们 你们 他们 要 会 能 可以 应该 还 个 首 篇 本 给 让 得 地 着 过',
    // the same in English
    'what who why how is are the a of does mean',
  ].flatMap((line) => line.split(' ')),
);

/** At most this many terms are searched for (the longest win): a long question stays one query. */
export const MAX_QUESTION_TERMS = 6;

/** A term with its to_tsquery text (the AND of its characters' lexemes) and its folded form. */
export interface QuestionTerm {
  /** the term as the reader wrote it (folded to simplified) */
  text: string;
  /** chinese-text.ts queryText of the term: never raw input */
  query: string;
}

/**
 * The terms of a question: jieba's dictionary words of the folded question
 * without punctuation, question words and stop words; a single character
 * joins its neighbour within a run of kept words (床/前 → 床前, 静夜/思 →
 * 静夜思), so a term is a word or phrase, never a stray character of one.
 * Each once, in the question's order; the MAX_QUESTION_TERMS longest.
 */
export function questionTerms(question: string): QuestionTerm[] {
  const runs: string[][] = [[]];
  for (const word of jieba.cut(foldText(question), false)) {
    const part = word.replace(/[^\p{L}\p{N}]+/gu, '');
    if (!part || QUESTION_STOP_WORDS.has(part)) {
      if (runs.at(-1)!.length > 0) runs.push([]);
    } else runs.at(-1)!.push(part);
  }
  const words: string[] = [];
  for (const run of runs) {
    let current = '';
    for (const token of run) {
      if (current === '') current = token;
      else if (Array.from(current).length === 1 || Array.from(token).length === 1) current += token;
      else {
        words.push(current);
        current = token;
      }
    }
    if (current) words.push(current);
  }
  const unique = [...new Set(words)];
  const kept = new Set(
    [...unique]
      .sort((a, b) => Array.from(b).length - Array.from(a).length)
      .slice(0, MAX_QUESTION_TERMS),
  );
  return unique
    .filter((word) => kept.has(word))
    .map((text) => ({ text, query: queryText(text) }))
    .filter((term) => term.query !== '');
}

/** Any of the terms (tsquery text): the candidate passages of a question. */
export const anyTermQuery = (terms: QuestionTerm[]): string =>
  terms.map((term) => `(${term.query})`).join(' | ');

/** All of the terms (tsquery text): the passages that answer every part of a question. */
export const allTermsQuery = (terms: QuestionTerm[]): string =>
  terms.map((term) => `(${term.query})`).join(' & ');

/** The words to highlight in an answer: each term's highlight terms, longest first. */
export function questionHighlightTerms(terms: QuestionTerm[]): string[] {
  // A term's own words, but no stray single character of a longer term (之 of 学而时习之).
  const all = new Set(
    terms.flatMap((term) =>
      highlightTerms(term.text).filter((word) => word === term.text || Array.from(word).length > 1),
    ),
  );
  return [...all].sort((a, b) => Array.from(b).length - Array.from(a).length);
}
