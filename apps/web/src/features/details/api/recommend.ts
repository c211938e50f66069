import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  EngagementPaths,
  type RecommendCreateData,
  type RecommendFormData,
  type RecommendReasonListData,
  type RecommendTipsData,
} from '@moyue/contracts/api/engagement';
import { RECOMMEND_FACES_SHOWN } from '@moyue/contracts/limits';
import { apiClient } from '../../../api/api-client';
import { CookieName, getCookie } from '../../../lib/cookies';

/** spec §6: organisation-bound readers send their orgEId as organization external id. */
const organizationExternalId = () => getCookie(CookieName.OrganizationExternalId) ?? undefined;

/** spec §7 GET /v1/api/recommend/reason-list (objectId): RecordCount and the faces. */
export const getRecommendReasons = (objectId: number) =>
  apiClient.get<RecommendReasonListData>(EngagementPaths.RecommendReasonList, {
    objectId,
    ps: RECOMMEND_FACES_SHOWN,
  });

export const recommendReasonsQueryOptions = (objectId: number, viewer: string) =>
  queryOptions({
    queryKey: ['details', 'recommend-reasons', objectId, viewer],
    queryFn: () => getRecommendReasons(objectId),
  });

export const useRecommendReasons = (objectId: number, viewer: string) =>
  useQuery(recommendReasonsQueryOptions(objectId, viewer));

/** spec §7 GET /v1/api/recommend/recommended (objectId, organizationExternalId) → true/false. */
export const getRecommended = (objectId: number) =>
  apiClient.get<boolean>(EngagementPaths.Recommended, {
    objectId,
    organizationExternalId: organizationExternalId(),
  });

export const recommendedQueryOptions = (objectId: number, viewer: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['details', 'recommended', objectId, viewer],
    queryFn: () => getRecommended(objectId),
    enabled: signedIn,
  });

export const useRecommended = (objectId: number, viewer: string, signedIn: boolean) =>
  useQuery(recommendedQueryOptions(objectId, viewer, signedIn));

/** spec §7 GET /v1/api/recommend/tips → the institution's reminder Message. */
export const getRecommendTips = () =>
  apiClient.get<RecommendTipsData>(EngagementPaths.RecommendTips, {
    organizationExternalId: organizationExternalId(),
  });

export const useRecommendTips = (viewer: string, enabled: boolean) =>
  useQuery({
    queryKey: ['details', 'recommend-tips', viewer],
    queryFn: getRecommendTips,
    enabled,
  });

/** GET /v1/api/recommend/form: the institution's configured fields (code 36 without one). */
export const getRecommendForm = () =>
  apiClient.get<RecommendFormData>(EngagementPaths.RecommendForm);

export const recommendFormQueryOptions = (viewer: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['details', 'recommend-form', viewer],
    queryFn: getRecommendForm,
    enabled,
    retry: false,
  });

export const useRecommendForm = (viewer: string, enabled: boolean) =>
  useQuery(recommendFormQueryOptions(viewer, enabled));

/** spec §7 POST /v1/api/recommend/create (dataJson: the configured fields, ObjectId, Reason, Remark). */
export const createRecommend = (dataJson: Record<string, string | number>) =>
  apiClient.post<RecommendCreateData>(EngagementPaths.RecommendCreate, {
    dataJson: JSON.stringify(dataJson),
  });

export const useCreateRecommend = () =>
  useMutation({ mutationKey: ['details', 'create-recommend'], mutationFn: createRecommend });
