import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';

/** POST /v1/api/bookshelf/delete (ours): ObjectId; one not on the shelf succeeds too. */
export const removeFromBookshelf = (objectId: number) =>
  apiClient.post<null>('/v1/api/bookshelf/delete', { ObjectId: objectId });

/** Takes a book off the shelf, then reloads the shelf. */
export function useRemoveFromBookshelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['center', 'bookshelf', 'remove'],
    mutationFn: removeFromBookshelf,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['center', 'bookshelf'] }),
  });
}
