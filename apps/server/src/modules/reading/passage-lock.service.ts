import type { Entitlement, EntitlementService, Viewer } from './entitlement.service.ts';
import type { ReadingRepository, TocNodeRow } from './reading.repository.ts';
import { TrialLock, unitsOf } from './trial-lock.ts';

/** A matching passage as search knows it. */
export interface PassageRef {
  id: number;
  contentId: number;
  tocNodeId: number;
  page: number;
}

/**
 * Which passages are beyond the trial for a reader (reading design: a passage
 * is locked when its TOC node is; in a PDF also when its page is), so full-text
 * search sends no snippet of them.
 */
export class PassageLockService {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
  ) {}

  /** The ids of the locked passages among these. */
  async lockedPassageIds(
    passages: PassageRef[],
    viewer: Omit<Viewer, 'deviceId'>,
  ): Promise<Set<number>> {
    const locked = new Set<number>();
    if (passages.length === 0) return locked;
    const decided = await this.entitlements.decideMany(
      passages.map((passage) => passage.contentId),
      { ...viewer, deviceId: null },
    );
    const onTrial = [...decided.values()].filter((entitlement) => entitlement.isTrial);
    if (onTrial.length === 0) return locked;
    const nodes = await this.nodesFor(onTrial, passages);
    const locks = new Map(
      onTrial.map((entitlement) => [
        entitlement.rights.id,
        new TrialLock(
          entitlement.rights,
          nodes.filter((node) => node.contentId === entitlement.rights.id),
          entitlement.trialUnits,
        ),
      ]),
    );
    for (const passage of passages)
      if (locks.get(passage.contentId)?.isPassageLocked(passage)) locked.add(passage.id);
    return locked;
  }

  /**
   * The nodes the lock rule needs: by spine document or page only the hit
   * nodes themselves; by reading order (fileless items, or an EPUB node
   * without a spine document) every node of the item.
   */
  private async nodesFor(onTrial: Entitlement[], passages: PassageRef[]): Promise<TocNodeRow[]> {
    const byUnit = new Map(onTrial.map((e) => [e.rights.id, unitsOf(e.rights).unit]));
    const hitNodes = await this.reading.tocNodesById(
      passages
        .filter((passage) => {
          const unit = byUnit.get(passage.contentId);
          return unit !== undefined && unit !== 'node';
        })
        .map((passage) => passage.tocNodeId),
    );
    const whole = new Set(
      onTrial.filter((e) => byUnit.get(e.rights.id) === 'node').map((e) => e.rights.id),
    );
    for (const node of hitNodes)
      if (byUnit.get(node.contentId) === 'spine' && node.spineIndex === null)
        whole.add(node.contentId);
    const complete = await this.reading.tocNodes([...whole]);
    return [...hitNodes.filter((node) => !whole.has(node.contentId)), ...complete];
  }
}
