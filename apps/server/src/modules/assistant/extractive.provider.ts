import { EXTRACTIVE_LABEL } from '@moyue/contracts/api/assistant';
import type {
  AnswerProvider,
  AnswerRequest,
  ContextPassage,
  ProviderAnswer,
} from './answer-provider.ts';
import { ProviderError } from './answer-provider.ts';
import { foldCodePoints } from '../search/index.ts';

/** An excerpt is cut to about this many characters around the question's words. */
export const EXCERPT_LENGTH = 160;
/** The answer quotes at most this many passages. */
export const QUOTED_PASSAGES = 3;

const CLAUSE_END = /[，。！？；：,.!?;:]/u;
const QUOTES = /[“”‘’「」『』"]/gu;

/**
 * The built-in provider: no network, no model. It answers with the best
 * passages, each quoted with its chapter, and a short composed lead sentence
 * (the next or previous line when that is asked); labelled 摘录.
 */
export class ExtractiveProvider implements AnswerProvider {
  readonly label = EXTRACTIVE_LABEL;

  /** The answer is composed at once: a stream receives it as one chunk. */
  answer(request: AnswerRequest, onDelta?: (text: string) => void): Promise<ProviderAnswer> {
    const quoted = request.passages.slice(0, QUOTED_PASSAGES);
    const best = quoted[0];
    if (!best) return Promise.reject(new ProviderError('no passage to quote'));
    const lines = [leadSentence(request, best)];
    for (const passage of quoted)
      lines.push(
        `[${passage.index}] ${passage.tocTitle}（第${passage.page}页）：${excerpt(passage.body, request.terms)}`,
      );
    const text = lines.join('\n');
    onDelta?.(text);
    return Promise.resolve({
      text,
      cited: quoted.map((passage) => passage.index),
    });
  }
}

/** The first sentence of the answer: the asked line when the question asks for a neighbouring one. */
function leadSentence(request: AnswerRequest, best: ContextPassage): string {
  const source = `《${request.book.title}·${best.tocTitle}》`;
  const direction = /下一句|下句|后一句|接下来/u.test(request.question)
    ? 1
    : /上一句|上句|前一句/u.test(request.question)
      ? -1
      : 0;
  if (direction !== 0) {
    const neighbour = neighbourClause(best.body, request.terms, direction);
    if (neighbour)
      return `「${neighbour.asked}」的${direction > 0 ? '下' : '上'}一句是「${neighbour.answer}」，出自${source}[${best.index}]。`;
  }
  return `书中与此问题最相关的内容见${source}[${best.index}]，摘录如下：`;
}

/** Clauses of a text (split at Chinese and Latin punctuation, quotes removed). */
function clauses(text: string): string[] {
  return text
    .replace(QUOTES, '')
    .split(CLAUSE_END)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The clause holding one of the terms and the one next to it, if any. */
function neighbourClause(
  body: string,
  terms: string[],
  direction: 1 | -1,
): { asked: string; answer: string } | null {
  const list = clauses(body);
  for (const term of terms) {
    const at = list.findIndex((clause) => foldCodePoints(clause).join('').includes(term));
    const next = list[at + direction];
    if (at >= 0 && next) return { asked: list[at]!, answer: next };
  }
  return null;
}

/** The passage cut to EXCERPT_LENGTH characters around the first term it holds. */
export function excerpt(body: string, terms: string[]): string {
  const chars = Array.from(body);
  if (chars.length <= EXCERPT_LENGTH) return body;
  const folded = foldCodePoints(body).join('');
  let at = -1;
  for (const term of terms) {
    const found = folded.indexOf(term);
    if (found >= 0) {
      at = Array.from(folded.slice(0, found)).length;
      break;
    }
  }
  const start = Math.max(0, Math.min(at - 40, chars.length - EXCERPT_LENGTH));
  const end = Math.min(chars.length, start + EXCERPT_LENGTH);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}
