import { queryOptions, useQuery } from '@tanstack/react-query';
import { EngagementPaths, type QuestionSupportData } from '@moyue/contracts/api/engagement';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /v1/api/user-question/support (contentExternalId → Data.IsSupport). */
export const checkSupport = (contentExternalId: string) =>
  apiClient.get<QuestionSupportData>(EngagementPaths.QuestionSupport, { contentExternalId });

export const supportQueryOptions = (contentExternalId: string) =>
  queryOptions({
    queryKey: ['assistant', 'support', contentExternalId],
    queryFn: () => checkSupport(contentExternalId),
    enabled: contentExternalId !== '',
  });

export const useQuestionSupport = (contentExternalId: string) =>
  useQuery(supportQueryOptions(contentExternalId));
