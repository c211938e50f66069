import type { ReadCache } from '../../platform/read-cache.ts';
import type { HotWordRepository } from './hot-word.repository.ts';

/** The read-cache region of the hot words; the editor console invalidates it on each change. */
export const HOT_WORDS_CACHE = 'hot-words';

/** Hot search words, a page at a time; asking past the last page starts again at the first. */
export class HotWordService {
  constructor(
    private readonly repository: HotWordRepository,
    private readonly cache: ReadCache,
  ) {}

  async page(page: number, pageSize: number): Promise<{ title: string }[]> {
    // The enabled words are a short editorial list: held whole, paged here.
    const words = await this.cache.get(HOT_WORDS_CACHE, 'enabled', () => this.repository.enabled());
    if (words.length === 0) return [];
    const pages = Math.ceil(words.length / pageSize);
    const wrapped = ((page - 1) % pages) + 1;
    return words.slice((wrapped - 1) * pageSize, wrapped * pageSize);
  }
}
