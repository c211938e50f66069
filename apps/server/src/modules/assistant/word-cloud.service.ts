import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import type { WordCloudData } from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { BookPassageFinder } from '../search/index.ts';
import type { AssistantRepository } from './assistant.repository.ts';
import { presentWordCloud } from './assistant.presenter.ts';
import type { PassageLocks } from './assistant.service.ts';
import { buildWordCloud, type StoredTopic } from './word-cloud.ts';

/**
 * spec §7 python/aichat: the word cloud of a book, computed once from its
 * text and cached with the text's fingerprint (recomputed when the text
 * changes); references beyond the reader's trial are not sent.
 */
export class WordCloudService {
  constructor(
    private readonly repository: AssistantRepository,
    private readonly passages: BookPassageFinder,
    private readonly locks: PassageLocks,
  ) {}

  async wordCloud(
    viewer: { userId: number | null; ip: string },
    bookId: number,
  ): Promise<WordCloudData> {
    const book = await this.repository.findBook(bookId);
    if (!book) throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);
    const topics = await this.topicsOf(book.id);
    const references = topics.flatMap((topic) =>
      topic.words.flatMap((word) =>
        word.references.map((reference) => ({ ...reference, id: reference.passageId })),
      ),
    );
    const unique = [...new Map(references.map((reference) => [reference.id, reference])).values()];
    const locked = await this.locks.lockedPassageIds(unique, viewer);
    return presentWordCloud(topics, locked);
  }

  /** The cached topics while the text is unchanged, else computed and stored. */
  async topicsOf(contentId: number): Promise<StoredTopic[]> {
    const fingerprint = await this.passages.textFingerprint(contentId);
    const cached = await this.repository.cachedWordCloud(contentId);
    if (cached && cached.fingerprint === fingerprint) return cached.topics as StoredTopic[];
    const [toc, passages] = await Promise.all([
      this.passages.tocOf(contentId),
      this.passages.passagesOf(contentId),
    ]);
    const topics = buildWordCloud(toc, passages);
    await this.repository.storeWordCloud(contentId, fingerprint, topics);
    return topics;
  }
}
