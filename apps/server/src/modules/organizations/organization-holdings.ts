import type { ReadCache } from '../../platform/read-cache.ts';

/** The read-cache region of each organisation's holdings (the content ids it holds), by id. */
export const ORGANIZATION_HOLDINGS_CACHE = 'organization-holdings';

/**
 * The institutions' holdings from the read cache (issue 16): an anonymous
 * reader on a campus network asks a detail, a TOC or a search page which of
 * its items the network's institutions hold, and that changes only when
 * holdings are added (an import with --org, the seed). Each organisation's
 * list is loaded whole once and dropped by changed() (OrganizationService,
 * after the write is committed; the seed drops every region). A lookup set is
 * built once per loaded list.
 */
export class OrganizationHoldings {
  private readonly sets = new WeakMap<readonly number[], Set<number>>();

  constructor(
    private readonly cache: ReadCache,
    private readonly load: (organizationId: number) => Promise<number[]>,
  ) {}

  /** Which of contentIds any of the organisations holds. */
  async heldAmong(
    organizationIds: readonly number[],
    contentIds: readonly number[],
  ): Promise<Set<number>> {
    const held = new Set<number>();
    for (const organizationId of organizationIds) {
      const ids = await this.cache.get(ORGANIZATION_HOLDINGS_CACHE, organizationId, () =>
        this.load(organizationId),
      );
      let set = this.sets.get(ids);
      if (!set) {
        set = new Set(ids);
        this.sets.set(ids, set);
      }
      for (const id of contentIds) if (set.has(id)) held.add(id);
    }
    return held;
  }

  /** Drops an organisation's cached holdings, here and in the other processes. */
  changed(organizationId: number): void {
    this.cache.invalidate(ORGANIZATION_HOLDINGS_CACHE, organizationId);
  }
}
