import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EngagementPaths,
  type CollectionOrganizationsData,
  type QuestionSupportData,
  type ReadingListData,
} from '@moyue/contracts/api/engagement';
import { RECOMMENDED_LIST_PROBE_SIZE } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';

/** spec §7 GET /recommendbooklist/list (organizationId, ps 2, returncontent). */
export const getReadingLists = (objectId: number, organizationId: string | undefined) =>
  apiClient.get<ReadingListData>(EngagementPaths.ReadingList, {
    organizationId,
    objectId,
    ps: RECOMMENDED_LIST_PROBE_SIZE,
    returncontent: true,
  });

export const readingListsQueryOptions = (objectId: number, organizationId: string | undefined) =>
  queryOptions({
    queryKey: ['details', 'reading-lists', objectId, organizationId ?? ''],
    queryFn: () => getReadingLists(objectId, organizationId),
  });

export const useReadingLists = (objectId: number, organizationId: string | undefined) =>
  useQuery(readingListsQueryOptions(objectId, organizationId));

/** spec §7 GET /v1/api/user-question/support (contentExternalId) → Data.IsSupport. */
export const getQuestionSupport = (contentExternalId: string) =>
  apiClient.get<QuestionSupportData>(EngagementPaths.QuestionSupport, { contentExternalId });

export const useQuestionSupport = (contentExternalId: string) =>
  useQuery({
    queryKey: ['details', 'question-support', contentExternalId],
    queryFn: () => getQuestionSupport(contentExternalId),
  });

/** GET /v1/api/content/collection-organizations (objectId): the institutions holding it. */
export const getCollectionOrganizations = (objectId: number) =>
  apiClient.get<CollectionOrganizationsData>(EngagementPaths.CollectionOrganizations, {
    objectId,
  });

export const useCollectionOrganizations = (objectId: number) =>
  useQuery({
    queryKey: ['details', 'collection-organizations', objectId],
    queryFn: () => getCollectionOrganizations(objectId),
  });
