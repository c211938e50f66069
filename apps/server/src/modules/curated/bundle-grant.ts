import { CuratedMessages, type BundleGrant } from '@moyue/contracts/api/curated';
import { Code } from '@moyue/contracts/codes';
import type { Database, Executor } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { OrderRepository } from '../reading/index.ts';
import { CuratedRepository } from './curated.repository.ts';

/**
 * Grants a product bundle: an order (migration 0013) of each of its items and
 * the record of the grant, in one transaction — all items or none. Granting
 * again changes nothing but what was missing (one order per reader and item),
 * so a retried claim or command is safe. `grantedBy` null: the reader claims
 * it (only a claimable, enabled bundle); else an editor grants it.
 */
export async function grantBundle(
  database: Database,
  input: { setId: number; userId: number; grantedBy: number | null },
  inTransaction?: (tx: Executor) => Promise<void>,
): Promise<BundleGrant> {
  return database.db.transaction(async (tx) => {
    const sets = new CuratedRepository(tx);
    const set = await sets.set(input.setId, input.grantedBy !== null);
    if (!set) throw notFound(CuratedMessages.NotFound);
    if (set.kind !== 'bundle') throw badRequest(CuratedMessages.NotBundle);
    if (input.grantedBy === null && !set.claimable)
      throw new AppError(Code.Forbidden, CuratedMessages.NotClaimable, 403);
    const contentIds = await sets.contentIdsOf(set.id);
    if (contentIds.length === 0) throw badRequest(CuratedMessages.BundleEmpty);
    const orders = new OrderRepository(tx);
    for (const contentId of contentIds) await orders.grant(input.userId, contentId, null);
    await sets.recordGrant(set.id, input.userId, input.grantedBy);
    if (inTransaction) await inTransaction(tx);
    return { SetId: set.id, OrderCount: contentIds.length };
  });
}
