import { Button } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { getHref, type ReaderQuery } from '../../../config/paths';
import { CookieName, getCookie } from '../../../lib/cookies';
import { readerMediaType } from '../detail-model';

/** spec §2: the reader's address by MediaType with the query fields url, contentexternalid, id, organizationExternalId, objectType, process, tocValue. */
export function readerHref(
  detail: ContentDetail,
  extra: Pick<ReaderQuery, 'process' | 'tocValue'> = {},
): string {
  return getHref.reader(readerMediaType(detail.MediaType), {
    url: detail.AuthorizeUrl || undefined,
    contentexternalid: detail.ExternalId,
    id: detail.Id,
    organizationExternalId: getCookie(CookieName.OrganizationExternalId) ?? undefined,
    objectType: detail.ObjectType,
    process: extra.process && extra.process > 0 ? extra.process : undefined,
    tocValue: extra.tocValue,
  });
}

/** Opens the reader in a new tab (spec §2); the reader's progress resumes it where it was left. */
export function ReadButton({ detail, process }: { detail: ContentDetail; process?: number }) {
  return (
    <Button
      type="primary"
      size="large"
      href={readerHref(detail, { process })}
      target="_blank"
      rel="noopener"
      data-testid="read-button"
    >
      {process && process > 0 ? '继续阅读' : '立即阅读'}
    </Button>
  );
}
