import { Empty, Skeleton } from 'antd';
import { useAppStore } from '../../../stores/app-store';
import { useHotReadingLists } from '../api/hot-reading-lists';
import { ReadingListCard } from '../components/ReadingListCard';
import '../reading-lists.css';

/** /wrap/recommendList/bookshelfRankDetail: reading lists ranked by how often they are opened. */
export function ReadingListRankPage() {
  const organization = useAppStore((state) => state.organization);
  const { data, isLoading } = useHotReadingLists({
    organizationId: organization ? String(organization.Id) : undefined,
    ps: 30,
  });
  const lists = data?.ItemList ?? [];
  return (
    <div className="reading-lists" data-testid="reading-list-rank">
      <header className="reading-lists__head">
        <h1>书单排行</h1>
      </header>
      {isLoading ? <Skeleton active /> : null}
      {!isLoading && lists.length === 0 ? <Empty description="暂无书单" /> : null}
      <ol className="reading-list-rank">
        {lists.map((list, i) => (
          <li key={list.Id}>
            <ReadingListCard list={list} rank={i + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}
