import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReadingPaths, type TocListData, type TocNode } from '@moyue/contracts/api/reading';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/tableofcontent/list: the chapters askChapter offers. */
export const getChapters = (objectId: number) =>
  apiClient.get<TocListData>(ReadingPaths.TocList, {
    objectId,
    isRecursive: true,
    getFiles: false,
  });

export const chaptersQueryOptions = (objectId: number, viewer: string) =>
  queryOptions({
    queryKey: ['assistant', 'chapters', objectId, viewer],
    queryFn: () => getChapters(objectId),
    enabled: objectId > 0,
  });

export const useChapters = (objectId: number, viewer: string) =>
  useQuery(chaptersQueryOptions(objectId, viewer));

/** The nodes in reading order with their depth (a chapter picker's options). */
export function flattenChapters(nodes: TocNode[], depth = 0): { node: TocNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenChapters(node.Childs, depth + 1)]);
}
