import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReadingListPaths } from '@moyue/contracts/api/reading-lists';
import { apiClient } from '../../../api/api-client';

export interface ReadingListDraft {
  /** absent: a new list */
  id?: number;
  Title: string;
  Description: string;
  ContentIds: number[];
}

/** POST /RecommendBookList/Create or Update (teachers only, spec §6). */
export const saveReadingList = (draft: ReadingListDraft) =>
  apiClient.post<{ Id: number }>(draft.id ? ReadingListPaths.Update : ReadingListPaths.Create, {
    ...(draft.id ? { id: draft.id } : {}),
    Title: draft.Title,
    Description: draft.Description,
    ContentIds: draft.ContentIds.join(','),
  });

export const useSaveReadingList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadingList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reading-lists'] }),
  });
};
