import { Carousel } from 'antd';
import { Link } from 'react-router';
import type { HistoryItem } from '@moyue/contracts/api/history';
import {
  CAROUSEL_INTERVAL_MS,
  FOOTPRINT_GROUP_SIZE,
  FOOTPRINT_LESSON_GROUP_SIZE,
} from '@moyue/contracts/ui-constants';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverImage } from '../../../components/cover-image/CoverImage';
import { getHref, paths } from '../../../config/paths';

const groupsOf = <T,>(items: T[], size: number): T[][] => {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
};

function Strip({ title, items, size }: { title: string; items: HistoryItem[]; size: number }) {
  if (items.length === 0) return null;
  return (
    <div className="footprints__strip">
      <h3>{title}</h3>
      <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} dots={items.length > size}>
        {groupsOf(items, size).map((group) => (
          <div key={group[0]!.Id}>
            <div className={`footprints__group is-${size}`}>
              {group.map((item) => {
                const content = item.Content!;
                const title = decodeHtmlEntities(content.Title);
                return (
                  <Link
                    key={item.Id}
                    to={getHref.contentDetail(content)}
                    className="footprints__item"
                    title={title}
                  >
                    {content.CoverUrl ? (
                      <CoverImage
                        src={content.CoverUrl}
                        alt={title}
                        // home.css: 6 a row (4 for lessons); 3 (2) on a phone
                        sizes={
                          size === FOOTPRINT_LESSON_GROUP_SIZE
                            ? '(max-width: 600px) 50vw, 280px'
                            : '(max-width: 600px) 34vw, 190px'
                        }
                      />
                    ) : null}
                    <span>{title}</span>
                  </Link>
                );
              })}
            </div>
          </div>
        ))}
      </Carousel>
    </div>
  );
}

/** The footprints' section: 最近阅读 and 最近学习 carousels, whose code loads beside the footprints. */
export function Footprints({ items }: { items: HistoryItem[] }) {
  const lessons = items.filter((item) => item.Content!.ObjectType === 107);
  const books = items.filter((item) => item.Content!.ObjectType !== 107);
  return (
    <section className="home-panel footprints" data-testid="footprints" aria-label="我的足迹">
      <header className="home-panel__head">
        <h2>我的足迹</h2>
        <Link to={paths.browseTheFootprint}>更多</Link>
      </header>
      <Strip title="最近阅读" items={books} size={FOOTPRINT_GROUP_SIZE} />
      <Strip title="最近学习" items={lessons} size={FOOTPRINT_LESSON_GROUP_SIZE} />
    </section>
  );
}
