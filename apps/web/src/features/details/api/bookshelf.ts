import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { EngagementPaths, type BookshelfCreateData } from '@moyue/contracts/api/engagement';
import { HistoryPaths, type HistoryBookshelfData } from '@moyue/contracts/api/history';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/history/bookshelf (objectId): null Data = not on the shelf. */
export const getBookshelfEntry = (objectId: number) =>
  apiClient.get<HistoryBookshelfData>(HistoryPaths.Bookshelf, { objectId });

export const bookshelfEntryQueryOptions = (objectId: number, viewer: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['details', 'bookshelf', objectId, viewer],
    queryFn: () => getBookshelfEntry(objectId),
    enabled: signedIn,
  });

export const useBookshelfEntry = (objectId: number, viewer: string, signedIn: boolean) =>
  useQuery(bookshelfEntryQueryOptions(objectId, viewer, signedIn));

/** spec §7 POST /v1/api/bookshelf/create (ObjectId); its Description is shown (spec §8). */
export const addToBookshelf = (objectId: number) =>
  apiClient.postForEnvelope<BookshelfCreateData>(EngagementPaths.BookshelfCreate, {
    ObjectId: objectId,
  });

export const useAddToBookshelf = () =>
  useMutation({ mutationKey: ['details', 'add-to-bookshelf'], mutationFn: addToBookshelf });
