import { Empty, Input, List, Pagination, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RightsStatus } from '@moyue/contracts/api/curated';
import { getHref } from '../../../config/paths';
import { COPYRIGHT_PAGE_SIZE, useCopyrights } from '../api/copyright';
import { RightsTag } from '../components/RightsTag';
import '../components/curated.css';

const FILTERS: { label: string; value: RightsStatus | 'all' }[] = [
  { label: '全部', value: 'all' },
  { label: '公有领域', value: 'public-domain' },
  { label: '授权作品', value: 'licensed' },
];

/** /wrap/copyrightList: public-domain and licensed works with their rights statement. */
export function CopyrightListPage() {
  const [cp, setCp] = useState(1);
  const [status, setStatus] = useState<RightsStatus | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const works = useCopyrights({ cp, keyword, status: status === 'all' ? undefined : status });
  const items = works.data?.ItemList ?? [];
  return (
    <div className="curated-page" style={{ maxWidth: 1000 }} data-testid="copyright-list">
      <h1>版权专区</h1>
      <p className="curated-lead">
        每一部作品的版权状态与文本来源：古代作品已进入公有领域，可自由阅读与传播；授权作品注明权利人。
      </p>
      <div className="curated-actions">
        <Segmented
          options={FILTERS}
          value={status}
          onChange={(value) => {
            setCp(1);
            setStatus(value);
          }}
        />
        <Input.Search
          placeholder="书名或作者"
          allowClear
          maxLength={50}
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setCp(1);
            setKeyword(value.trim());
          }}
        />
        {works.data && <span>共 {works.data.RecordCount} 部</span>}
      </div>
      {works.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        <List
          className="curated-section"
          dataSource={items}
          renderItem={(work) => (
            <List.Item
              key={work.Id}
              data-testid="copyright-row"
              extra={<RightsTag status={work.Status} />}
            >
              <List.Item.Meta
                title={<Link to={getHref.copyrightDetail(work.Id)}>{work.Title}</Link>}
                description={
                  <>
                    {[work.Dynasty, work.Author].filter(Boolean).join(' · ')}
                    <br />
                    来源：{work.Source}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {(works.data?.RecordCount ?? 0) > COPYRIGHT_PAGE_SIZE && (
        <Pagination
          current={cp}
          pageSize={COPYRIGHT_PAGE_SIZE}
          total={works.data?.RecordCount}
          showSizeChanger={false}
          onChange={setCp}
        />
      )}
    </div>
  );
}
