import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SpecialPaths, type ElectVoteData } from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** POST paper-elect/vote (objectId): one vote per reader, title and institution; the envelope (its Description is shown). */
export const voteForTitle = (objectId: number) =>
  apiClient.postForEnvelope<ElectVoteData>(SpecialPaths.ElectVote, { objectId });

export function useVoteForTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['special', 'elect', 'vote'],
    mutationFn: voteForTitle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['special', 'elect'] }),
  });
}
