import { Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useArticles } from '../api/articles';

/** The help centre's questions as links to /wrap/helpdetail. */
export function HelpLinks() {
  const articles = useArticles('help');
  const items = articles.data?.ItemList ?? [];
  if (articles.isPending) return <Spin />;
  if (items.length === 0) return <Empty description="暂无数据！" />;
  return (
    <ul className="editorial-list">
      {items.map((item) => (
        <li key={item.Id}>
          <Link to={`${paths.helpDetail}?id=${item.Id}`}>{item.Title}</Link>
          <p>{item.Summary}</p>
        </li>
      ))}
    </ul>
  );
}
