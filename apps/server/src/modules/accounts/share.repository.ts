import { shareRecords } from '../../db/schema/accounts.ts';
import type { Executor } from '../../platform/db.ts';

/** SQL of share_records (arrivals by a reader's share link). */
export class ShareRepository {
  constructor(private readonly db: Executor) {}

  /** Records an arrival once: the same visitor by the same share again changes nothing. */
  async record(input: {
    fromUserId: number;
    visitorUserId: number;
    shareType: number;
    objectId: number;
  }): Promise<void> {
    await this.db.insert(shareRecords).values(input).onConflictDoNothing();
  }
}
