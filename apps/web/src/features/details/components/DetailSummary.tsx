import { useState, type ReactNode } from 'react';
import { Tag } from 'antd';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { FollowTargetType } from '@moyue/contracts/api/press';
import { DETAIL_COVER_SIZES } from '@moyue/contracts/cover-widths';
import { EmptyMessages } from '@moyue/contracts/messages';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { FollowButton } from '../../../components/follow-button/FollowButton';
import { LazyImageViewer } from '../../../components/LazyImageViewer';
import { KnowledgePointChips } from '../../../components/KnowledgePointChips';
import { formatPlayingTime, formatPrice, type DetailView } from '../detail-model';
import { PressLink } from './PressLink';
import './detail-summary.css';

interface Field {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** An unknown author (佚名) is nobody to follow. */
const ANONYMOUS_AUTHOR = '佚名';

function fieldsOf(detail: ContentDetail, view: DetailView): Field[] {
  const extend = detail.ExtendData;
  // spec §3 IsFollow: a book's author and press can be followed (myFollows).
  const fields: Field[] = [
    {
      label: view.isCourse ? '主讲' : '作者',
      value:
        detail.Author && !view.isCourse && detail.Author !== ANONYMOUS_AUTHOR ? (
          <>
            {detail.Author}
            <FollowButton
              targetType={FollowTargetType.Author}
              targetId={detail.Author}
              size="small"
              inline
            />
          </>
        ) : (
          detail.Author || EmptyMessages.Missing
        ),
    },
  ];
  if (detail.Publisher)
    fields.push({
      label: view.isCourse ? '开课机构' : '出版社',
      value: view.isCourse ? detail.Publisher : <PressLink name={detail.Publisher} />,
    });
  if (detail.IssueDate)
    fields.push({ label: view.isCourse ? '发布时间' : '出版时间', value: detail.IssueDate });
  if (view.isbn) fields.push({ label: 'ISBN', value: view.isbn, testId: 'detail-isbn' });
  if (view.wordCount && !view.isCourse && !view.isAudioBook)
    fields.push({ label: '字数', value: view.wordCount, testId: 'detail-word-count' });
  if (extend.LessonPeriod > 0) fields.push({ label: '课时', value: `${extend.LessonPeriod}课时` });
  const playing = formatPlayingTime(extend.TotalSeconds);
  if (playing) fields.push({ label: '时长', value: playing });
  if (extend.ProductTitle) fields.push({ label: '所属产品', value: extend.ProductTitle });
  return fields;
}

/** The prices: 免费 for a free item, else the market price and each edition's (spec §3 RelationContents). */
function Prices({ detail }: { detail: ContentDetail }) {
  if (detail.ExtendData.IsFree)
    return (
      <span className="detail-summary__price" data-testid="detail-price">
        免费
      </span>
    );
  if (detail.MarketPrice <= 0 && detail.RelationContents.length === 0) return null;
  return (
    <span className="detail-summary__price" data-testid="detail-price">
      {detail.MarketPrice > 0 && (
        <>
          定价 <strong>{formatPrice(detail.MarketPrice)}</strong>
        </>
      )}
      {detail.RelationContents.filter((edition) => edition.MarketPrice > 0).map((edition) => (
        <span key={edition.Id} className="detail-summary__edition">
          {edition.MediaType.toUpperCase()}版 {formatPrice(edition.MarketPrice)}
        </span>
      ))}
    </span>
  );
}

/**
 * spec §3 content detail: cover (opens the image viewer), title and fields as
 * text, keywords (knowledge points of a course open a resource search in a
 * new tab, spec §2), prices and the actions given as children.
 */
export function DetailSummary({
  detail,
  view,
  children,
}: {
  detail: ContentDetail;
  view: DetailView;
  children: ReactNode;
}) {
  const [viewing, setViewing] = useState(false);
  return (
    <section className={`detail-summary${view.isCourse ? ' detail-summary--course' : ''}`}>
      <div className="detail-summary__cover">
        {detail.CoverUrl ? (
          <button type="button" onClick={() => setViewing(true)} aria-label="查看封面大图">
            {/* the same srcset and sizes as the server's first paint: one download for both */}
            <CoverImage
              src={detail.CoverUrl}
              alt={view.title}
              sizes={DETAIL_COVER_SIZES[view.isCourse ? 'course' : 'book']}
              {...(view.isCourse ? { width: 266, height: 150 } : { width: 230, height: 322 })}
              priority
            />
          </button>
        ) : (
          <div className="detail-summary__blank">{view.title}</div>
        )}
      </div>
      <div className="detail-summary__body">
        <h1 data-testid="detail-title">{view.title}</h1>
        <dl className="detail-summary__fields">
          {fieldsOf(detail, view).map((field) => (
            <div key={field.label} data-testid={field.testId}>
              <dt>{field.label}：</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
        {view.isCourse ? (
          <KnowledgePointChips keywords={view.keywords} />
        ) : (
          view.keywords.length > 0 && (
            <div className="detail-summary__keywords" role="group" aria-label="关键词">
              <span>关键词：</span>
              {view.keywords.map((keyword) => (
                <Tag key={keyword} bordered={false}>
                  {keyword}
                </Tag>
              ))}
            </div>
          )
        )}
        <Prices detail={detail} />
        <div className="detail-summary__actions">{children}</div>
      </div>
      {detail.CoverUrl && (
        <LazyImageViewer
          src={detail.CoverUrl}
          alt={view.title}
          open={viewing}
          onClose={() => setViewing(false)}
        />
      )}
    </section>
  );
}
