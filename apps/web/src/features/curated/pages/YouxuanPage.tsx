import { Empty, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';
import { CURATED_PAGE_SIZE, useCuratedSets } from '../api/curated-sets';
import { DemoTag } from '../components/DemoTag';
import { PickRow } from '../components/PickRow';
import '../components/curated.css';

/** /wrap/youxuanHome and /wrap/youxuanHome/youxuan: groups of picks, each with the editor's note. */
export function YouxuanPage() {
  const [cp, setCp] = useState(1);
  const sets = useCuratedSets('pick', cp);
  const groups = sets.data?.ItemList ?? [];
  return (
    <div className="curated-page" data-testid="youxuan-page">
      <h1>优选</h1>
      <p className="curated-lead">编辑从书城中挑选的好书与课程，每一种都附上推荐的理由。</p>
      {sets.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : groups.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        groups.map((group) => (
          <section className="curated-section" key={group.Id} data-testid="pick-group">
            <div className="curated-section__head">
              <h2>
                <Link to={getHref.youxuanDetail(group.Id)}>{group.Title}</Link>
              </h2>
              <DemoTag show={group.IsDemo} />
              <Link className="curated-more" to={getHref.youxuanDetail(group.Id)}>
                全部 {group.ContentCount} 种 ›
              </Link>
            </div>
            {group.Summary && <p className="curated-summary">{group.Summary}</p>}
            {group.Preview.slice(0, 3).map((item) => (
              <PickRow key={item.Id} item={item} />
            ))}
          </section>
        ))
      )}
      {(sets.data?.RecordCount ?? 0) > CURATED_PAGE_SIZE && (
        <Pagination
          current={cp}
          pageSize={CURATED_PAGE_SIZE}
          total={sets.data?.RecordCount}
          onChange={setCp}
        />
      )}
    </div>
  );
}
