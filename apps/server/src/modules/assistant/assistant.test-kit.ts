import type {
  QuestionCreateData,
  QuestionListData,
  WordCloudData,
} from '@moyue/contracts/api/assistant';
import { AssistantPaths } from '@moyue/contracts/api/assistant';
import { MemoryNonceStore } from '../../platform/nonce-store.ts';
import { backfillSearchIndex } from '../search/search-index.ts';
import {
  bindReader,
  insertInstitution,
  insertReader,
  readerCall,
  type Answer,
} from '../reading/reading.fixtures.ts';
import { randomPhone } from '../../testing/api-helpers.ts';
import {
  bindDevice,
  createTestApp,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { startChatPeer, type ChatPeer } from './chat-peer.test-kit.ts';

// The assistant's API tests: the sample catalogue (论语 among it, on a 10 %
// trial), an institution that holds nothing (so trials stay trials), readers
// certified there or not, and the provider under test (built-in or the peer).

export type ProviderKind = 'extractive' | 'openai';

export const PER_BOOK = 4;
export const AFTER_RECOMMEND = 6;

export interface AssistantTestApp {
  t: TestApp;
  device: TestDevice;
  peer: ChatPeer | null;
  lunyu: number;
  institution: number;
  /** a reader with a valid certification (or none / expired) */
  reader(certification?: 'valid' | 'none' | 'expired'): Promise<{ userId: number; token: string }>;
  ask(
    token: string | undefined,
    params: Record<string, string>,
  ): Promise<Answer<QuestionCreateData>>;
  list(token: string | undefined, groupId: number): Promise<Answer<QuestionListData>>;
  wordCloud(token: string | undefined, bookId: number): Promise<Answer<WordCloudData>>;
  close(): Promise<void>;
}

export async function startAssistantApp(
  kind: DatabaseKind,
  provider: ProviderKind,
  options: { memoryNonces?: boolean } = {},
): Promise<AssistantTestApp> {
  const peer = provider === 'openai' ? await startChatPeer() : null;
  const t = await createTestApp(kind, {
    seed: 'sample',
    // 50 parallel calls on one PGlite hold the event loop past Redis's command timeout on a
    // busy machine; the quota under test lives in the database, so nonces may stay in memory.
    ...(options.memoryNonces ? { deps: { nonceStore: new MemoryNonceStore() } } : {}),
    env: {
      AI_QUESTIONS_PER_BOOK: String(PER_BOOK),
      AI_QUESTIONS_AFTER_RECOMMEND: String(AFTER_RECOMMEND),
      ...(peer
        ? {
            AI_BASE_URL: peer.baseUrl,
            AI_API_KEY: 'sk-peer',
            AI_MODEL: 'peer',
            AI_TIMEOUT_MS: '1500',
          }
        : {}),
    },
  });
  await backfillSearchIndex(t.database, () => undefined);
  const [row] = await t.database.query<{ id: string }>(
    `UPDATE contents SET is_free = false, allow_read_percentage = 10
      WHERE title = '论语' RETURNING id`,
  );
  const lunyu = Number(row?.id);
  const institution = await insertInstitution(t, { ipRange: '203.0.113.0/24', holds: [] });
  const device = await bindDevice(t.app);
  return {
    t,
    device,
    peer,
    lunyu,
    institution,
    async reader(certification = 'valid') {
      const reader = await insertReader(t, randomPhone());
      if (certification !== 'none')
        await bindReader(t, reader.userId, institution, certification === 'valid' ? 30 : -1);
      return reader;
    },
    ask: async (token, params) =>
      (
        await readerCall<QuestionCreateData>(
          t,
          device,
          'POST',
          AssistantPaths.QuestionCreate,
          params,
          { token },
        )
      ).answer,
    list: async (token, groupId) =>
      (
        await readerCall<QuestionListData>(
          t,
          device,
          'GET',
          AssistantPaths.QuestionList,
          {
            groupId: String(groupId),
          },
          { token },
        )
      ).answer,
    wordCloud: async (token, bookId) =>
      (
        await readerCall<WordCloudData>(
          t,
          device,
          'POST',
          AssistantPaths.WordCloud,
          {
            bookId: String(bookId),
            title: '论语',
            engine: 'moyue',
            model: 'tfidf',
            type: '9',
          },
          { token },
        )
      ).answer,
    async close() {
      await t.close();
      await peer?.close();
    },
  };
}

export const refused = (Code: number, Description: string) => ({
  Success: false,
  Data: null,
  Code,
  Description,
});
