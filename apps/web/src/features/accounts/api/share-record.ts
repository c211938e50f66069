import { ShareType } from '@moyue/contracts/api/user-share';
import { apiClient } from '../../../api/api-client';
import { paths } from '../../../config/paths';

// The reader's own share code (user-share-record/get-code) is fetched by the
// details feature, which builds the share links (features/details/api/share.ts).

/** spec §7 POST /v1/api/user-share-record/create: code, fromUserExternalId, shareType, objectId for type 3. */
export const createShareRecord = (params: {
  code: string;
  fromUserExternalId: string;
  shareType: ShareType;
  objectId?: string;
}) => apiClient.post<null>('/v1/api/user-share-record/create', { ...params });

/**
 * What a share link's landing records: a content detail page is a content
 * share (type 3, its id), any other page the site (type 1). Null when the
 * address carries no share.
 */
export function shareOfLanding(
  pathname: string,
  search: URLSearchParams,
): Parameters<typeof createShareRecord>[0] | null {
  const code = search.get('shareCode');
  const fromUserExternalId = search.get('fromUserExternalId');
  if (!code || !fromUserExternalId) return null;
  const id = search.get('id');
  if (pathname.startsWith(`${paths.details}/`) && id && /^\d+$/.test(id))
    return { code, fromUserExternalId, shareType: ShareType.Content, objectId: id };
  return { code, fromUserExternalId, shareType: ShareType.Site };
}
