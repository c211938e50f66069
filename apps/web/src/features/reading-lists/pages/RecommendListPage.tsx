import { Col, Empty, Input, Pagination, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReadingListItem } from '@moyue/contracts/api/engagement';
import { paths } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useHotReadingLists } from '../api/hot-reading-lists';
import { useReadingLists } from '../api/reading-lists';
import { useSearchReadingLists } from '../api/search-reading-lists';
import { ReadingListCard } from '../components/ReadingListCard';
import '../reading-lists.css';

const PAGE_SIZE = 12;

function ListGrid({ lists }: { lists: ReadingListItem[] }) {
  if (lists.length === 0) return <Empty description="暂无书单" />;
  return (
    <Row gutter={[16, 16]}>
      {lists.map((list) => (
        <Col key={list.Id} xs={24} md={12} xl={8}>
          <ReadingListCard list={list} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * /wrap/recommendList, /wrap/bookRecommend and /wrap/dcdRecommendBook: the
 * reading lists of the reader's institution and the platform, the most
 * opened first, and a search over them.
 */
export function RecommendListPage({ title = '推荐书单' }: { title?: string }) {
  const organization = useAppStore((state) => state.organization);
  const organizationId = organization ? String(organization.Id) : undefined;
  const [keyword, setKeyword] = useState('');
  const [cp, setCp] = useState(1);
  const hot = useHotReadingLists({ organizationId, ps: 3 });
  const all = useReadingLists({ organizationId, cp, ps: PAGE_SIZE });
  const found = useSearchReadingLists({ keyword, cp: 1, ps: 24 });
  return (
    <div className="reading-lists" data-testid="reading-lists">
      <header className="reading-lists__head">
        <h1>{title}</h1>
        <Input.Search
          placeholder="搜索书单、书名或作者"
          allowClear
          enterButton="搜索"
          maxLength={50}
          onSearch={(value) => setKeyword(value.trim())}
          className="reading-lists__search"
        />
        <Link to={paths.readingListRank}>书单排行</Link>
      </header>
      {keyword ? (
        <section>
          <h2>“{keyword}”的书单</h2>
          {found.isLoading ? <Skeleton active /> : <ListGrid lists={found.data?.ItemList ?? []} />}
        </section>
      ) : (
        <>
          <section>
            <h2>热门书单</h2>
            {hot.isLoading ? <Skeleton active /> : <ListGrid lists={hot.data?.ItemList ?? []} />}
          </section>
          <section>
            <h2>全部书单</h2>
            {all.isLoading ? <Skeleton active /> : <ListGrid lists={all.data?.ItemList ?? []} />}
            {(all.data?.RecordCount ?? 0) > PAGE_SIZE ? (
              <Pagination
                className="reading-lists__pages"
                current={cp}
                pageSize={PAGE_SIZE}
                total={all.data?.RecordCount ?? 0}
                onChange={setCp}
                showSizeChanger={false}
              />
            ) : null}
          </section>
        </>
      )}
    </div>
  );
}

/** /wrap/bookRecommend */
export const BookRecommendPage = () => <RecommendListPage title="图书推荐" />;
/** /wrap/dcdRecommendBook */
export const DcdRecommendBookPage = () => <RecommendListPage title="荐书" />;
