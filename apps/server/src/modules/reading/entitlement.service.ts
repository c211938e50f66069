import { Access } from '@moyue/contracts/api/reading';
import type { ReadingRights } from '@moyue/contracts/api/reading';
import { trialTextPercent, trialUnitCount, trialUnitsByText } from '@moyue/contracts/reading-trial';
import type { Viewer as RequestViewer } from '../../platform/session.ts';
import type { OrganizationService } from '../organizations/index.ts';
import type { OrderRepository } from './order.repository.ts';
import type { ContentFacts, ContentRightsRow, ReadingRepository } from './reading.repository.ts';
import { unitsOf } from './trial-lock.ts';

/** Who asks: the signed-in user (or none), the signing device and the client address. */
export type Viewer = RequestViewer;

/** What a reader holds of one content item, decided for this request. */
export interface Entitlement {
  rights: ContentRightsRow;
  /** the item's public facts the decision was made from (editions, media seconds …) */
  facts: ContentFacts;
  access: Access;
  unitCount: number;
  /** units the reader may open: all of them unless on trial */
  trialUnits: number;
  isTrial: boolean;
  /** the share of the item's characters in its trial units (whole percent); null when its units hold no text */
  trialTextPercent: number | null;
}

/**
 * The trial of an item (issue 13 item 7): by text when its units hold any —
 * the leading units that reach AllowReadPercentage of its characters, at
 * least through its first chapter of real text — else by units.
 */
export function trialOf(
  unitCount: number,
  allowReadPercentage: number,
  characters: number[] | undefined,
): { trialUnits: number; trialTextPercent: number | null } {
  if (!characters || characters.length !== unitCount || !characters.some((count) => count > 0))
    return { trialUnits: trialUnitCount(unitCount, allowReadPercentage), trialTextPercent: null };
  const trialUnits = trialUnitsByText(characters, allowReadPercentage);
  return { trialUnits, trialTextPercent: trialTextPercent(characters, trialUnits) };
}

/**
 * Decides access on the server for every request (ARCHITECTURE 'Data',
 * reading design 'Entitlement'): free, ordered by the user, held by an
 * institution of the reader (valid certification or the request's network),
 * else trial (AllowReadPercentage of the text, trialOf).
 */
export class EntitlementService {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly orders: OrderRepository,
    private readonly organizations: OrganizationService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The entitlement of one item, or null when there is no such item. */
  async decide(contentId: number, viewer: Viewer): Promise<Entitlement | null> {
    return (await this.decideMany([contentId], viewer)).get(contentId) ?? null;
  }

  /**
   * Entitlements of several items at once (search hits, detail flags): the
   * items' public facts from the read cache, the reader's orders and
   * institutions asked per request.
   */
  async decideMany(contentIds: number[], viewer: Viewer): Promise<Map<number, Entitlement>> {
    const facts = [...(await this.reading.contentFacts(contentIds)).values()];
    const access = await this.accessOf(
      facts.map((fact) => fact.rights),
      viewer,
    );
    return new Map(
      facts.map((fact) => {
        const { rights } = fact;
        const held = access.get(rights.id) ?? Access.Trial;
        const { unitCount } = unitsOf(rights);
        const isTrial = held === Access.Trial;
        const trial = trialOf(unitCount, rights.allowReadPercentage, fact.characters ?? undefined);
        return [
          rights.id,
          {
            rights,
            facts: fact,
            access: held,
            unitCount,
            trialUnits: isTrial ? trial.trialUnits : unitCount,
            isTrial,
            trialTextPercent: trial.trialTextPercent,
          },
        ];
      }),
    );
  }

  /** Free, else ordered, else held by an institution of the reader: orders and holdings asked side by side. */
  private async accessOf(rows: ContentRightsRow[], viewer: Viewer): Promise<Map<number, Access>> {
    const access = new Map<number, Access>();
    for (const row of rows) if (row.isFree) access.set(row.id, Access.Free);
    const open = rows.filter((row) => !access.has(row.id)).map((row) => row.id);
    if (open.length === 0) return access;
    const [ordered, held] = await Promise.all([
      viewer.userId === null
        ? new Set<number>()
        : this.orders.orderedContentIds(viewer.userId, open, this.now()),
      this.organizations.contentsHeldFor(viewer, open),
    ]);
    for (const id of open) {
      if (ordered.has(id)) access.set(id, Access.Ordered);
      else if (held.has(id)) access.set(id, Access.Institution);
    }
    return access;
  }
}

/** The rights part of the wire (TOC list, licences). */
export function presentRights(entitlement: Entitlement): ReadingRights {
  const { rights } = entitlement;
  return {
    AllowReadPercentage: rights.allowReadPercentage,
    Access: entitlement.access,
    IsTrial: entitlement.isTrial,
    TrialUnits: entitlement.trialUnits,
    UnitCount: entitlement.unitCount,
    MediaType: rights.fileMediaType ?? '',
    ...(entitlement.trialTextPercent === null
      ? {}
      : { TrialTextPercent: entitlement.trialTextPercent }),
  };
}
