import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssistantPaths, type QuestionListData } from '@moyue/contracts/api/assistant';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/user-question/list (groupId): the reader's dialogue with the book. */
export const listQuestions = (groupId: number) =>
  apiClient.get<QuestionListData>(AssistantPaths.QuestionList, { groupId });

export const questionListQueryOptions = (groupId: number, viewer: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['assistant', 'questions', groupId, viewer],
    queryFn: () => listQuestions(groupId),
    enabled,
  });

export const useQuestionList = (groupId: number, viewer: string, enabled: boolean) =>
  useQuery(questionListQueryOptions(groupId, viewer, enabled));
