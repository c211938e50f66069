import { Empty, Input, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';
import { useTopics } from '../api/topics';
import '../components/editorial.css';

/** /wrap/ProjectList: the hot topics (object type 108), searchable by title. */
export function ProjectListPage() {
  const [cp, setCp] = useState(1);
  const [keyword, setKeyword] = useState('');
  const topics = useTopics({ cp, keyword });
  const items = topics.data?.ItemList ?? [];
  return (
    <div className="editorial-page" style={{ maxWidth: 1200 }}>
      <h1>热点专题</h1>
      <Input.Search
        placeholder="搜索专题"
        allowClear
        style={{ maxWidth: 360, margin: '8px 0 20px' }}
        onSearch={(value) => {
          setCp(1);
          setKeyword(value.trim());
        }}
      />
      {topics.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description="没有找到专题" />
      ) : (
        <div className="topic-grid">
          {items.map((topic) => (
            <Link
              key={topic.Id}
              className="topic-card"
              data-testid="topic-card"
              to={getHref.projectDetail(topic.Id)}
            >
              {topic.CoverUrl ? (
                <img src={topic.CoverUrl} alt="" />
              ) : (
                <div className="topic-card__blank" />
              )}
              <div>
                <h3>{topic.Title}</h3>
                <p>{topic.Summary}</p>
                <p>{topic.ContentCount} 种资源</p>
              </div>
            </Link>
          ))}
        </div>
      )}
      {(topics.data?.RecordCount ?? 0) > 12 && (
        <Pagination
          style={{ marginTop: 16 }}
          current={cp}
          pageSize={12}
          total={topics.data?.RecordCount}
          onChange={setCp}
        />
      )}
    </div>
  );
}
