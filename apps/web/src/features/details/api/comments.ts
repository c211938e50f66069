import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  EngagementPaths,
  type CommentCreateData,
  type CommentListData,
} from '@moyue/contracts/api/engagement';
import { COMMENT_PAGE_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/comment/detail-list (objectId, cp, ps=20). */
export const getComments = (objectId: number, cp: number) =>
  apiClient.get<CommentListData>(EngagementPaths.CommentList, {
    objectId,
    cp,
    ps: COMMENT_PAGE_SIZE,
  });

export const commentsQueryOptions = (objectId: number, cp: number, viewer: string) =>
  queryOptions({
    queryKey: ['details', 'comments', objectId, cp, viewer],
    queryFn: () => getComments(objectId, cp),
  });

export const useComments = (objectId: number, cp: number, viewer: string) =>
  useQuery(commentsQueryOptions(objectId, cp, viewer));

export interface CommentInput {
  objectId: number;
  objectType: number;
  contents: string;
  score: number;
}

/** spec §7 POST /v1/api/comment/create (objectId, contents, objectType, score). */
export const createComment = (input: CommentInput) =>
  apiClient.post<CommentCreateData>(EngagementPaths.CommentCreate, { ...input });

export const useCreateComment = () =>
  useMutation({ mutationKey: ['details', 'create-comment'], mutationFn: createComment });
