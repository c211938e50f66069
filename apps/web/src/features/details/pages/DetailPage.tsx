import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from 'antd';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { SITE_NAME } from '@moyue/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { getHref } from '../../../config/paths';
import { detailQueryOf, useContentDetail } from '../api/get-content-detail';
import { recordFootprint } from '../api/history';
import { detailRouteOf } from '../detail-model';
import { recordRecentlyViewed } from '../footprint';
import { lazyWidget, usePreload } from '../../../lib/lazy-widget';
import { DetailBody } from '../components/lazy-detail-body';
import { useSignedIn, useViewerKey } from '../viewer';
import './details.css';

const loading = (
  <div className="detail-page detail-page--loading">
    <Skeleton active avatar={{ shape: 'square', size: 200 }} paragraph={{ rows: 6 }} />
  </div>
);

// Rare, and antd's Result comes with the search controls' file: loaded only when shown.
const DetailFailure = lazyWidget(
  async () => (await import('../components/DetailFailure')).DetailFailure,
);

/** /wrap/details/book and /wrap/details/lessons (spec §2): the detail page of one content item. */
export function DetailPage() {
  const [params] = useSearchParams();
  const query = detailQueryOf(params);
  const viewer = useViewerKey();
  const signedIn = useSignedIn();
  const detail = useContentDetail(query, viewer);
  usePreload([DetailBody]);
  const content = detail.data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // spec §2: a course's page is /wrap/details/lessons, any other item's /wrap/details/book;
  // an id on the other route (a hand-made or stale link) goes to its own page.
  const route = pathname.endsWith('/lessons') ? 'lessons' : 'book';
  const misplaced = content !== undefined && detailRouteOf(content.ObjectType) !== route;
  useEffect(() => {
    if (!content || !misplaced) return;
    void navigate(
      route === 'book'
        ? getHref.lessonsDetail(content.Id)
        : getHref.bookDetail(content.Id, query.ExternalId),
      { replace: true },
    );
  }, [content, misplaced, route, navigate, query.ExternalId]);

  // spec §4: the recently viewed ids; a signed-in reader's footprint is kept by the server too.
  useEffect(() => {
    if (!content || misplaced) return;
    recordRecentlyViewed(content.Id);
    if (signedIn)
      recordFootprint({
        objectId: content.Id,
        objectType: content.ObjectType,
        title: decodeHtmlEntities(content.Title),
      }).catch(() => undefined);
  }, [content, signedIn, misplaced]);

  useEffect(() => {
    if (content) document.title = `${decodeHtmlEntities(content.Title)} - ${SITE_NAME}`;
  }, [content]);

  if (!query.id && !query.ExternalId)
    return (
      <Suspense fallback={loading}>
        <DetailFailure status="404" title={CONTENT_NOT_FOUND_MESSAGE} />
      </Suspense>
    );
  if (detail.isError)
    return (
      <Suspense fallback={loading}>
        <DetailFailure
          status="warning"
          title={
            detail.error instanceof ApiError ? detail.error.description : '加载失败，请稍后再试'
          }
        />
      </Suspense>
    );
  if (!content || misplaced) return loading;
  return (
    <Suspense fallback={loading}>
      <DetailBody key={content.Id} detail={content} />
    </Suspense>
  );
}
