import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CenterPaths } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/comment/delete (ours): one of the reader's own; one already gone succeeds too. */
export const deleteComment = (id: number) =>
  apiClient.post<null>(CenterPaths.CommentDelete, { id });

/** Deletes a comment, then reloads the list. */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['center', 'my-comments', 'delete'],
    mutationFn: deleteComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center', 'my-comments'] }),
  });
}
