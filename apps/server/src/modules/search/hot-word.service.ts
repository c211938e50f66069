import type { HotWordRepository } from './hot-word.repository.ts';

/** Hot search words, a page at a time; asking past the last page starts again at the first. */
export class HotWordService {
  constructor(private readonly repository: HotWordRepository) {}

  async page(page: number, pageSize: number): Promise<{ title: string }[]> {
    const total = await this.repository.countEnabled();
    if (total === 0) return [];
    const pages = Math.ceil(total / pageSize);
    const wrapped = ((page - 1) % pages) + 1;
    return this.repository.page((wrapped - 1) * pageSize, pageSize);
  }
}
