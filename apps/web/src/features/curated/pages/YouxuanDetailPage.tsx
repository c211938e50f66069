import { Empty, Result, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCuratedSet } from '../api/curated-sets';
import { DemoTag } from '../components/DemoTag';
import { PickRow } from '../components/PickRow';
import { pageId } from '../components/page-id';
import '../components/curated.css';

/** /wrap/youxuanHome/youxuanDetail?id=: one group of picks, every pick with its note. */
export function YouxuanDetailPage() {
  const [search] = useSearchParams();
  const id = pageId(search.get('id'));
  const set = useCuratedSet(id);
  if (id && set.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!set.data || set.data.Kind !== 'pick')
    return (
      <Result
        status="404"
        title="该优选不存在或已下线"
        extra={<Link to={paths.youxuan}>返回优选</Link>}
      />
    );
  const data = set.data;
  return (
    <div className="curated-page" style={{ maxWidth: 960 }} data-testid="youxuan-detail">
      <div className="curated-section__head">
        <h1>{data.Title}</h1>
        <DemoTag show={data.IsDemo} />
      </div>
      {data.Summary && <p className="curated-lead">{data.Summary}</p>}
      <section className="curated-section">
        {data.ItemList.length === 0 ? (
          <Empty description="暂无数据！" />
        ) : (
          data.ItemList.map((item) => <PickRow key={item.Id} item={item} />)
        )}
      </section>
      <Link to={paths.youxuan}>‹ 返回优选</Link>
    </div>
  );
}
