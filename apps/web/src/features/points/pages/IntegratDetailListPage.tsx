import { useState } from 'react';
import { Empty, List, Pagination, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useScoreList } from '../api/score-list';
import './points.css';

const PAGE_SIZE = 10;

/** integratDetailList (spec §2): every change of the reader's points with its reason, newest first. */
export function IntegratDetailListPage() {
  const [page, setPage] = useState(1);
  const ledger = useScoreList({ cp: page, ps: PAGE_SIZE });
  const items = ledger.data?.ItemList ?? [];
  const total = ledger.data?.RecordCount ?? 0;

  return (
    <section className="points-page" data-testid="integrat-detail-page">
      <header className="points-page__head">
        <h2>积分明细</h2>
        <nav className="points-page__links">
          <span>
            当前积分 <b data-testid="ledger-balance">{ledger.data?.Score ?? 0}</b>
          </span>
          <Link to={paths.integrating}>返回我的积分</Link>
        </nav>
      </header>
      {ledger.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <List
          dataSource={items}
          renderItem={(entry) => (
            <List.Item data-testid="ledger-entry" className="points-ledger__entry">
              <div className="points-ledger__what">
                <span>{entry.Title}</span>
                <time>{entry.CreateTime}</time>
              </div>
              <span
                className={`points-ledger__score${entry.Score < 0 ? ' points-ledger__score--minus' : ''}`}
              >
                {entry.Score >= 0 ? `+${entry.Score}` : entry.Score}
              </span>
            </List.Item>
          )}
        />
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="points-page__pager"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </section>
  );
}
