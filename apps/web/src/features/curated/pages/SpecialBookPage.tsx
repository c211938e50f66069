import { Empty, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useCuratedSet, useCuratedSets } from '../api/curated-sets';
import { DemoTag } from '../components/DemoTag';
import { ItemGrid } from '../components/ItemGrid';
import { pageId } from '../components/page-id';
import '../components/curated.css';

function SpecialSet({ id }: { id: number }) {
  const set = useCuratedSet(id);
  if (set.isPending) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (!set.data) return <Empty description="暂无数据！" />;
  return (
    <section className="curated-section" data-testid="special-set">
      <div className="curated-section__head">
        <h2>{set.data.Title}</h2>
        <DemoTag show={set.data.IsDemo} />
        <span className="curated-more">共 {set.data.ContentCount} 种</span>
      </div>
      {set.data.Body ? (
        <p className="curated-summary">{set.data.Body}</p>
      ) : (
        set.data.Summary && <p className="curated-summary">{set.data.Summary}</p>
      )}
      {set.data.ItemList.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <ItemGrid items={set.data.ItemList} showNotes />
      )}
    </section>
  );
}

/** /wrap/specialBook (?id= opens one): the special collections, such as 古籍 and 蒙学. */
export function SpecialBookPage() {
  const [search, setSearch] = useSearchParams();
  const sets = useCuratedSets('special', 1);
  const list = sets.data?.ItemList ?? [];
  const wanted = pageId(search.get('id'));
  const active = list.some((set) => set.Id === wanted) ? wanted : (list[0]?.Id ?? 0);
  return (
    <div className="curated-page" data-testid="special-page">
      <h1>特色图书</h1>
      <p className="curated-lead">按主题整理的特色馆藏：经部要籍、蒙学读物、唐诗专藏等。</p>
      {sets.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : list.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <Tabs
          activeKey={String(active)}
          onChange={(key) => setSearch({ id: key }, { replace: true })}
          items={list.map((set) => ({
            key: String(set.Id),
            label: set.Title,
            children: set.Id === active ? <SpecialSet id={set.Id} /> : null,
          }))}
        />
      )}
    </div>
  );
}
