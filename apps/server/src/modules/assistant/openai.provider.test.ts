import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerRequest } from './answer-provider.ts';
import { ProviderError } from './answer-provider.ts';
import { startChatPeer, type ChatPeer } from './chat-peer.test-kit.ts';
import { OpenAiCompatibleProvider } from './openai.provider.ts';

const request: AnswerRequest = {
  book: { title: '论语', author: '孔子弟子及再传弟子' },
  question: '学而时习之的下一句是什么？',
  terms: ['学而时习之'],
  passages: [
    {
      index: 1,
      tocNodeId: 11,
      tocTitle: '学而篇',
      page: 1,
      body: '子曰：“学而时习之，不亦说乎？”',
    },
    {
      index: 2,
      tocNodeId: 12,
      tocTitle: '为政篇',
      page: 3,
      body: '子曰：“温故而知新，可以为师矣。”',
    },
  ],
  history: [['什么是仁？', '仁者爱人。']],
};

describe('OpenAI-compatible provider against a local peer', () => {
  let peer: ChatPeer;
  const provider = (timeoutMs = 2_000) =>
    new OpenAiCompatibleProvider({
      baseUrl: peer.baseUrl,
      apiKey: 'sk-test',
      model: 'peer-model',
      timeoutMs,
    });

  beforeAll(async () => {
    peer = await startChatPeer();
  });
  afterAll(() => peer.close());
  beforeEach(() => {
    peer.mode = 'answer';
    peer.requests.length = 0;
  });

  it('sends the passages numbered in the system message, the history and the key', async () => {
    const answer = await provider().answer(request);
    expect(answer.text).toBe('据「学而篇」：子曰：“学而时习之，不亦说乎？” [1]');
    expect(answer.cited).toEqual([1]);
    const seen = peer.requests[0]!;
    expect(seen.authorization).toBe('Bearer sk-test');
    expect(seen.body.model).toBe('peer-model');
    expect(seen.body.stream).toBe(false);
    const system = seen.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('[2]（为政篇，第3页）子曰：“温故而知新');
    expect(seen.body.messages.slice(1)).toEqual([
      { role: 'user', content: '什么是仁？' },
      { role: 'assistant', content: '仁者爱人。' },
      { role: 'user', content: '学而时习之的下一句是什么？' },
    ]);
  });

  it('reads a streamed answer chunk by chunk up to [DONE]', async () => {
    const deltas: string[] = [];
    const answer = await provider().answer(request, (delta) => deltas.push(delta));
    expect(peer.requests[0]!.body.stream).toBe(true);
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.join('')).toBe(answer.text);
    expect(answer.cited).toEqual([1]);
  });

  it.each([
    ['unauthorized', /401: Incorrect API key provided/],
    ['server-error', /chat service 500/],
    ['no-choices', /no choices/],
    ['garbage', /unreadable answer/],
  ] as const)('turns a %s answer into a ProviderError', async (mode, message) => {
    peer.mode = mode;
    const failure = provider().answer(request);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toThrow(message);
  });

  it.each(['broken-stream', 'stream-error'] as const)(
    'turns a %s into a ProviderError',
    async (mode) => {
      peer.mode = mode;
      await expect(provider().answer(request, () => undefined)).rejects.toBeInstanceOf(
        ProviderError,
      );
    },
  );

  it('gives up after its timeout instead of hanging', async () => {
    peer.mode = 'hang';
    const started = Date.now();
    await expect(provider(300).answer(request)).rejects.toBeInstanceOf(ProviderError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails on a refused connection', async () => {
    const closed = new OpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: undefined,
      model: 'm',
      timeoutMs: 2_000,
    });
    await expect(closed.answer(request)).rejects.toBeInstanceOf(ProviderError);
  });
});
