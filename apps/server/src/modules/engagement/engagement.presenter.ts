import type { EngagementContent, EngagementUser } from '@moyue/contracts/api/engagement';
import { maskPhone } from '@moyue/contracts/masking';
import { publicFileUrl } from '../media/index.ts';
import type { AuthorRow, ContentCardRow } from './engagement.sql.ts';

/** Readers without any name are shown by their masked phone, else as 读者. */
const ANONYMOUS_NAME = '读者';

/** spec §3 UserInfo beside a comment or recommendation: no faces are stored yet, so UserFace is ''. */
export function presentEngagementUser(row: AuthorRow): EngagementUser {
  const name =
    row.realName.trim() ||
    row.nickName.trim() ||
    (row.mobileNumber ? maskPhone(row.mobileNumber) : ANONYMOUS_NAME);
  return { UserFace: '', RealName: name };
}

export const coverUrlOf = (row: {
  coverSha256: string | null;
  coverMimeType: string | null;
}): string =>
  row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '';

export function presentContentCard(row: ContentCardRow): EngagementContent {
  return {
    Id: Number(row.id),
    ExternalId: row.externalId,
    ObjectType: Number(row.objectType),
    Title: row.title,
    Author: row.author,
    CoverUrl: coverUrlOf(row),
  };
}
