import { MODEL_LABEL } from '@moyue/contracts/api/assistant';
import type { AnswerProvider, AnswerRequest, ProviderAnswer } from './answer-provider.ts';
import { ProviderError, citedIndexes } from './answer-provider.ts';

/** Where and how to reach an OpenAI-compatible chat service (DeepSeek, Qwen, vLLM, Ollama …). */
export interface ChatProviderOptions {
  /** e.g. https://api.deepseek.com/v1 or http://127.0.0.1:11434/v1: '/chat/completions' is added */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** the whole answer must arrive within this time */
  timeoutMs: number;
}

/** Earlier dialogue pairs sent as context (the newest). */
const HISTORY_PAIRS_SENT = 4;

/**
 * Asks an OpenAI-compatible chat-completions endpoint. The model receives the
 * retrieved passages, numbered, and must answer only from them and cite them
 * as [n]; its answer's citations are the numbers it used (all the passages
 * when it used none). Any failure — refused connection, an error status or
 * body, no content, a timeout — is a ProviderError.
 */
export class OpenAiCompatibleProvider implements AnswerProvider {
  readonly label = MODEL_LABEL;

  constructor(private readonly options: ChatProviderOptions) {}

  async answer(request: AnswerRequest, onDelta?: (text: string) => void): Promise<ProviderAnswer> {
    const stream = onDelta !== undefined;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          messages: messagesOf(request),
          temperature: 0.2,
          stream,
        }),
        signal,
      });
    } catch (error) {
      throw new ProviderError('chat service unreachable or too slow', { cause: error });
    }
    try {
      if (!response.ok) throw new ProviderError(await errorOf(response));
      const text = stream ? await readStream(response, onDelta) : contentOf(await response.json());
      if (!text.trim()) throw new ProviderError('empty answer');
      const cited = citedIndexes(text, request.passages);
      return {
        text: text.trim(),
        cited: cited.length > 0 ? cited : request.passages.map((passage) => passage.index),
      };
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('unreadable answer or timeout', { cause: error });
    }
  }
}

function messagesOf(request: AnswerRequest): { role: string; content: string }[] {
  const context = request.passages
    .map(
      (passage) => `[${passage.index}]（${passage.tocTitle}，第${passage.page}页）${passage.body}`,
    )
    .join('\n');
  const system = [
    `你是《${request.book.title}》（${request.book.author}）的读书助手。`,
    '只根据下面给出的书中段落回答，用简体中文，简洁准确；引用段落时在句末用 [编号] 标明出处。',
    '段落中没有答案时，直接说明书中没有找到相关内容，不要编造。',
    '',
    context,
  ].join('\n');
  const history = request.history.slice(-HISTORY_PAIRS_SENT).flatMap(([question, answer]) => [
    { role: 'user', content: question },
    { role: 'assistant', content: answer },
  ]);
  return [
    { role: 'system', content: system },
    ...history,
    { role: 'user', content: request.question },
  ];
}

/** The message of an error answer: {"error":{"message":…}} or the status. */
async function errorOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string') return `chat service ${response.status}: ${message}`;
  } catch {
    // not JSON: the status says enough
  }
  return `chat service ${response.status}`;
}

function contentOf(body: unknown): string {
  const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') throw new ProviderError('no choices[0].message.content');
  return content;
}

/** Reads a text/event-stream of chat-completion chunks up to 'data: [DONE]'. */
async function readStream(response: Response, onDelta?: (text: string) => void): Promise<string> {
  if (!response.body) throw new ProviderError('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  let done = false;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of event.split('\n')) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') {
          done = true;
          continue;
        }
        const parsed = JSON.parse(data) as {
          error?: { message?: string };
          choices?: { delta?: { content?: unknown } }[];
        };
        if (parsed.error)
          throw new ProviderError(`chat stream error: ${parsed.error.message ?? ''}`);
        const delta = parsed.choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta) {
          text += delta;
          onDelta?.(delta);
        }
      }
    }
  }
  if (!done) throw new ProviderError('stream ended before [DONE]');
  return text;
}
