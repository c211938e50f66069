import type { QuestionSupportData } from '@moyue/contracts/api/engagement';
import type { ContentRefs } from './content.repository.ts';

/** spec §2/§7 user-question/support: the AI tab shows only for items with full text to answer from. */
export class QuestionSupportService {
  constructor(private readonly contents: ContentRefs) {}

  async support(contentExternalId: string): Promise<QuestionSupportData> {
    const content = await this.contents.findByExternalId(contentExternalId);
    return { IsSupport: content ? await this.contents.repository.hasPassages(content.id) : false };
  }
}
