import { getHref, type ReaderQuery } from '../../config/paths';
import { getContentDetail } from '../../api/content-detail';

/**
 * spec §2: a reader opens in a new tab by media type. When only the content id
 * is known (footprints), the tab opens at once (so no popup blocker stops it)
 * and goes to the EPUB or PDF reader once Content/Detail has said which.
 */
export function openReaderFor(
  contentId: number | string,
  query: Omit<ReaderQuery, 'id'> = {},
): void {
  const tab = window.open('about:blank', '_blank');
  void getContentDetail({ id: String(contentId) })
    .then((detail) => {
      const href = getHref.reader(detail.MediaType === 'pdf' ? 'pdf' : 'epub', {
        ...query,
        id: detail.Id,
        contentexternalid: detail.ExternalId,
        objectType: detail.ObjectType,
      });
      if (tab) tab.location.href = href;
      else window.location.assign(href);
    })
    .catch(() => tab?.close());
}
