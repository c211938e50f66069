import { Link } from 'react-router';
import type { HomeCard, HomeIndexData } from '@moyue/contracts/api/rankings';
import { getHref, paths } from '../../../config/paths';
import { ShelfRow } from './ShelfRow';
import '../../../components/cover-card/cover-card.css';

function Shelf({
  title,
  more,
  items,
  testId,
}: {
  title: string;
  more: string;
  items: HomeCard[];
  testId: string;
}) {
  // An empty shelf (no audio books yet, a visitor's holdings) is not shown.
  if (items.length === 0) return null;
  return (
    <section className="home-panel home-shelf" data-testid={testId} aria-label={title}>
      <header className="home-panel__head">
        <h2>{title}</h2>
        <Link to={more}>更多</Link>
      </header>
      <ShelfRow items={items} />
    </section>
  );
}

/** The home page's shelves (lazily loaded below the fold), from the one home call. */
export default function HomeShelves({ data }: { data: HomeIndexData }) {
  return (
    <>
      <Shelf
        title="热门阅读"
        more={getHref.rankingList(1)}
        items={data.MostRead}
        testId="shelf-most-read"
      />
      <Shelf
        title={data.OrganizationTitle ? `${data.OrganizationTitle} · 馆藏` : '机构馆藏'}
        more={paths.schoolResources}
        items={data.Holdings}
        testId="shelf-holdings"
      />
      <Shelf
        title="精品课程"
        more={paths.lessonsSearchList}
        items={data.Courses}
        testId="shelf-courses"
      />
      <Shelf
        title="有声书"
        more={paths.audioBooksAndLessons}
        items={data.AudioBooks}
        testId="shelf-audio"
      />
    </>
  );
}
