import { CuratedMessages, type BundleGrant } from '@moyue/contracts/api/curated';
import { Code } from '@moyue/contracts/codes';
import type { Database, Executor } from '../../platform/db.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { OrderRepository } from '../reading/index.ts';
import { CuratedRepository } from './curated.repository.ts';

/** Who grants: the reader claiming it, an editor in the console, or `npm run admin`. */
export type BundleGrantor =
  { kind: 'reader' } | { kind: 'editor'; userId: number } | { kind: 'command' };

/**
 * Grants a product bundle: an order (migration 0013) of each of its items and
 * the record of the grant, in one transaction — all items or none. There is
 * one order per reader and item, so granting again adds only what is missing
 * (and makes the existing ones permanent): a retried claim or command is safe.
 * A reader may claim only an enabled, claimable bundle.
 */
export async function grantBundle(
  database: Database,
  input: { setId: number; userId: number; by: BundleGrantor },
  inTransaction?: (tx: Executor) => Promise<void>,
): Promise<BundleGrant> {
  const byReader = input.by.kind === 'reader';
  return database.db.transaction(async (tx) => {
    const sets = new CuratedRepository(tx);
    const set = await sets.set(input.setId, !byReader);
    if (!set) throw notFound(CuratedMessages.NotFound);
    if (set.kind !== 'bundle') throw badRequest(CuratedMessages.NotBundle);
    if (byReader && !set.claimable)
      throw new AppError(Code.Forbidden, CuratedMessages.NotClaimable, 403);
    const contentIds = await sets.contentIdsOf(set.id);
    if (contentIds.length === 0) throw badRequest(CuratedMessages.BundleEmpty);
    const orders = new OrderRepository(tx);
    for (const contentId of contentIds) await orders.grant(input.userId, contentId, null);
    await sets.recordGrant(
      set.id,
      input.userId,
      input.by.kind === 'editor' ? input.by.userId : null,
    );
    if (inTransaction) await inTransaction(tx);
    return { SetId: set.id, OrderCount: contentIds.length };
  });
}
