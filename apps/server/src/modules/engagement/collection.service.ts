import type { CollectionOrganizationsData } from '@moyue/contracts/api/engagement';
import type { ContentRefs } from './content.repository.ts';

/** The organisation service's answer this module needs: who holds an item. */
export interface HolderSource {
  holdersOf(contentId: number): Promise<{ Id: number; Title: string }[]>;
}

/** spec §2 collection institutions tab (shown only if any). */
export class CollectionService {
  constructor(
    private readonly contents: ContentRefs,
    private readonly holders: HolderSource,
  ) {}

  async organizations(objectId: number): Promise<CollectionOrganizationsData> {
    const content = await this.contents.require(objectId);
    const items = await this.holders.holdersOf(content.id);
    return { ItemList: items, RecordCount: items.length };
  }
}
