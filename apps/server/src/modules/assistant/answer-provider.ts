// The assistant's providers behind one interface (issue 19): the built-in
// extractive one (no network, no model; the default) and an OpenAI-compatible
// chat provider. Both receive only passages the reader may read.

/** A passage the answer may quote, numbered as the answer cites it ([1], [2] …). */
export interface ContextPassage {
  index: number;
  tocNodeId: number;
  tocTitle: string;
  page: number;
  body: string;
}

export interface AnswerRequest {
  book: { title: string; author: string };
  question: string;
  /** the question's search terms (folded), best evidence of what is asked */
  terms: string[];
  /** readable passages, best first */
  passages: ContextPassage[];
  /** the reader's earlier questions and answers of this book, oldest first */
  history: [string, string][];
}

export interface ProviderAnswer {
  text: string;
  /** the indexes of the passages the answer cites */
  cited: number[];
}

export interface AnswerProvider {
  /** shown with the answer: '摘录' or 'AI' */
  readonly label: string;
  /**
   * Answers from the passages; onDelta (when given) receives the text as it
   * is written. Throws ProviderError on any failure (never hangs: a timeout).
   */
  answer(request: AnswerRequest, onDelta?: (text: string) => void): Promise<ProviderAnswer>;
}

/** The provider could not answer (network, timeout, error answer, empty answer). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The [n] citations of an answer's text that name given passages, in order of first use. */
export function citedIndexes(text: string, passages: ContextPassage[]): number[] {
  const known = new Set(passages.map((passage) => passage.index));
  const cited: number[] = [];
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const index = Number(match[1]);
    if (known.has(index) && !cited.includes(index)) cited.push(index);
  }
  return cited;
}
