import type {
  ElectItem,
  ElectPrecedenceItem,
  ElectOrganization,
} from '@moyue/contracts/api/special';
import { coverUrlOf } from '../engagement/index.ts';
import type { ElectRow } from './election.repository.ts';

/** A candidate row → its wire item, ranked from `offset` + 1. */
export function presentElectItem(row: ElectRow, rank: number): ElectItem {
  return {
    Rank: rank,
    Id: Number(row.id),
    ExternalId: row.externalId,
    ObjectType: row.objectType,
    Title: row.title,
    Author: row.author,
    Publisher: row.publisher ?? '',
    CoverUrl: coverUrlOf(row),
    RecommendCount: row.recommendCount,
    VoteCount: row.voteCount,
    Score: row.score,
    IsVoted: row.isVoted,
  };
}

export function presentPrecedenceItem(
  item: ElectItem,
  reasons: { reason: number; count: number }[],
  isHeld: boolean,
): ElectPrecedenceItem {
  return {
    ...item,
    Reasons: reasons.map((reason) => ({ Reason: reason.reason, Count: reason.count })),
    IsHeld: isHeld,
  };
}

export const presentOrganization = (organization: {
  id: number;
  title: string;
}): ElectOrganization => ({ Id: organization.id, Title: organization.title });
