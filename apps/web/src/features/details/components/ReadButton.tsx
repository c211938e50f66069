import { Button } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { getHref, type ReaderQuery } from '../../../config/paths';
import { CookieName, getCookie } from '../../../lib/cookies';
import { readableEditions, type ReadableEdition } from '../detail-model';

/**
 * spec §2: the reader's address by MediaType with the query fields url,
 * contentexternalid, id, organizationExternalId, objectType, process,
 * tocValue; `edition` picks another edition than the one shown (its
 * ExternalId carries the -Pdf / -Epub suffix of spec §3).
 */
export function readerHref(
  detail: ContentDetail,
  extra: Pick<ReaderQuery, 'process' | 'tocValue'> = {},
  edition: ReadableEdition = readableEditions(detail)[0]!,
): string {
  return getHref.reader(edition.mediaType, {
    url: detail.AuthorizeUrl || undefined,
    contentexternalid: edition.externalId,
    id: edition.id,
    organizationExternalId: getCookie(CookieName.OrganizationExternalId) ?? undefined,
    objectType: detail.ObjectType,
    process: extra.process && extra.process > 0 ? extra.process : undefined,
    tocValue: extra.tocValue,
  });
}

const EDITION_NAMES = { epub: 'EPUB', pdf: 'PDF' } as const;

/**
 * Opens the reader in a new tab (spec §2); the reader's progress resumes it
 * where it was left. An item with an EPUB and a PDF edition offers both
 * (阅读 EPUB / 阅读 PDF), the shown edition first.
 */
export function ReadButton({ detail, process }: { detail: ContentDetail; process?: number }) {
  const editions = readableEditions(detail);
  const resumes = process !== undefined && process > 0;
  if (editions.length === 1)
    return (
      <Button
        type="primary"
        size="large"
        href={readerHref(detail, { process })}
        target="_blank"
        rel="noopener"
        data-testid="read-button"
      >
        {resumes ? '继续阅读' : '立即阅读'}
      </Button>
    );
  return (
    <>
      {editions.map((edition, index) => (
        <Button
          key={edition.mediaType}
          type={index === 0 ? 'primary' : 'default'}
          size="large"
          href={readerHref(detail, { process }, edition)}
          target="_blank"
          rel="noopener"
          data-testid={index === 0 ? 'read-button' : `read-button-${edition.mediaType}`}
        >
          {`${resumes ? '继续阅读' : '阅读'} ${EDITION_NAMES[edition.mediaType]}`}
        </Button>
      ))}
    </>
  );
}
