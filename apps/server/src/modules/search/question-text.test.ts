import { describe, expect, it } from 'vitest';
import {
  MAX_QUESTION_TERMS,
  allTermsQuery,
  anyTermQuery,
  questionHighlightTerms,
  questionTerms,
} from './question-text.ts';

const texts = (question: string) => questionTerms(question).map((term) => term.text);

describe('questionTerms', () => {
  it.each([
    ['床前明月光是谁写的', ['床前', '明月光']],
    ['牀前明月光是誰寫的？', ['床前', '明月光']],
    ['什么是仁', ['仁']],
    ['为什么月亮会有阴晴圆缺呢', ['月亮', '阴晴圆缺']],
    ['李白的静夜思讲的是什么', ['李白', '静夜思']],
    ['怎么理解学而时习之', ['学而时习之']],
    ['What is 仁?', ['仁']],
    ['是什么呢？', []],
  ])('%s → %j', (question, terms) => {
    expect(texts(question)).toEqual(terms);
  });

  it('keeps the longest terms of a long question, in its order', () => {
    const terms = texts('李白 杜甫 白居易 王维 孟浩然 王昌龄 岑参 高适 哪些人写过明月');
    expect(terms).toHaveLength(MAX_QUESTION_TERMS);
    // the three-character names, then the first two-character ones
    expect(terms).toEqual(['李白', '杜甫', '白居易', '王维', '孟浩然', '王昌龄']);
  });

  it('builds tsqueries only from index lexemes, whatever the reader types', () => {
    const terms = questionTerms("明月' | !故乡 & (长安)");
    expect(anyTermQuery(terms)).toBe("('明月') | ('故乡') | ('长安')");
    expect(allTermsQuery(terms)).toBe("('明月') & ('故乡') & ('长安')");
  });

  it('highlights the terms and their words, not a stray character of a longer term', () => {
    expect(questionHighlightTerms(questionTerms('怎么理解学而时习之'))).toEqual([
      '学而时习之',
      '学而',
      '时习',
    ]);
    expect(questionHighlightTerms(questionTerms('什么是仁'))).toEqual(['仁']);
  });
});
