import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { EmptyMessages } from '@moyue/contracts/messages';
import { useCollectionOrganizations, useQuestionSupport } from '../api/side-lists';
import { tableOfContentsQueryOptions } from '../../../api/table-of-contents';
import { detailView, showsRecommendStrip } from '../detail-model';
import { AbstractTab } from '../tabs/AbstractTab';
import { LessonPlayer } from '../lesson-player/LessonPlayer';
import { filesOf } from '../toc-model';
import { lazyWidget } from '../../../lib/lazy-widget';
import { useViewerKey } from '../viewer';
import { DetailActions } from './DetailActions';
import { DetailSummary } from './DetailSummary';
import { DetailTabs, type DetailTab, type DetailTabKey } from './DetailTabs';
import { ReadingListsPanel } from './ReadingListsPanel';
import { RecommendStrip } from './RecommendStrip';
import { SimilarPanel } from './SimilarPanel';

// The tabs behind the first (简介) load when first opened (issue 16): the contents with its
// float button and tooltips, the comments with their pagination, the files, the AI dialogue.
const TocTab = lazyWidget(async () => (await import('../tabs/TocTab')).TocTab);
const FilesTab = lazyWidget(async () => (await import('../tabs/FilesTab')).FilesTab);
const CommentsTab = lazyWidget(async () => (await import('../tabs/CommentsTab')).CommentsTab);
const CollectionTab = lazyWidget(async () => (await import('../tabs/CollectionTab')).CollectionTab);
const AiTab = lazyWidget(async () => (await import('../tabs/AiTab')).AiTab);
const DonorTab = lazyWidget(async () => (await import('../tabs/DonorTab')).DonorTab);

const loadingTab = (tab: ReactNode) => (
  <Suspense fallback={<Skeleton active className="detail-tab" />}>{tab}</Suspense>
);

/**
 * The detail page of one item (spec §2): summary with its actions, the
 * recommend strip, the tabs in the spec's order (donor only for alumni
 * donations, courseware / materials / collection only if any, AI only if
 * supported) and the right panel.
 */
export function DetailBody({ detail }: { detail: ContentDetail }) {
  const view = useMemo(() => detailView(detail), [detail]);
  const viewer = useViewerKey();
  const [active, setActive] = useState<DetailTabKey>(detail.IsInxiaoyou ? 'donor' : 'abstracts');
  const tabsRef = useRef<HTMLDivElement>(null);
  // A course's lessons decide whether courseware and materials tabs exist.
  const lessons = useQuery({
    ...tableOfContentsQueryOptions(detail.Id, viewer, detail.ExternalId),
    enabled: view.isCourse,
  });
  const support = useQuestionSupport(detail.ExternalId);
  const collection = useCollectionOrganizations(detail.Id);
  const courseware = filesOf(lessons.data?.ItemList ?? [], 'Courseware');
  const materials = filesOf(lessons.data?.ItemList ?? [], 'AnnexeFiles');
  const organizations = collection.data?.ItemList ?? [];

  const tabs: DetailTab[] = [];
  if (detail.IsInxiaoyou)
    tabs.push({
      key: 'donor',
      label: '捐赠人',
      children: loadingTab(<DonorTab externalId={detail.ExternalId} />),
    });
  tabs.push(
    {
      key: 'abstracts',
      label: '简介',
      children: <AbstractTab detail={detail} abstracts={view.abstracts} />,
    },
    {
      key: 'toc',
      label: view.isCourse ? '课程目录' : '目录',
      children: loadingTab(
        <TocTab detail={detail} isCourse={view.isCourse} active={active === 'toc'} />,
      ),
    },
  );
  // A course always has both tabs, saying 暂无课件 / 暂无素材 when empty (issue 18).
  if (view.isCourse || courseware.length > 0)
    tabs.push({
      key: 'courseware',
      label: '课件',
      children: loadingTab(
        <FilesTab files={courseware} empty={EmptyMessages.Courseware} testId="courseware-tab" />,
      ),
    });
  if (view.isCourse || materials.length > 0)
    tabs.push({
      key: 'materials',
      label: '素材',
      children: loadingTab(
        <FilesTab files={materials} empty={EmptyMessages.Materials} testId="materials-tab" />,
      ),
    });
  tabs.push({
    key: 'comments',
    label: '用户评论',
    children: loadingTab(<CommentsTab objectId={detail.Id} objectType={detail.ObjectType} />),
  });
  if (organizations.length > 0)
    tabs.push({
      key: 'collection',
      label: '馆藏机构',
      children: loadingTab(<CollectionTab organizations={organizations} />),
    });
  if (support.data?.IsSupport)
    tabs.push({
      key: 'ai',
      label: 'AI对话',
      children: loadingTab(<AiTab title={view.title} detail={detail} />),
    });

  const openContents = () => {
    setActive('toc');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="detail-page" data-testid="detail-page">
      <div className="detail-page__main">
        <DetailSummary detail={detail} view={view}>
          <DetailActions detail={detail} view={view} onOpenContents={openContents} />
        </DetailSummary>
        {view.isCourse && <LessonPlayer nodes={lessons.data?.ItemList ?? []} />}
        {showsRecommendStrip(detail) && (
          <RecommendStrip objectId={detail.Id} objectType={detail.ObjectType} />
        )}
        <div ref={tabsRef}>
          <DetailTabs tabs={tabs} active={active} onChange={setActive} />
        </div>
      </div>
      <aside className="detail-page__side">
        <SimilarPanel objectId={detail.Id} />
        <ReadingListsPanel objectId={detail.Id} />
      </aside>
    </div>
  );
}
