import { Spin } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useArticles } from '../api/articles';
import '../components/editorial.css';

/** /wrap/help: the help centre's questions. */
export function HelpPage() {
  const articles = useArticles('help');
  return (
    <div className="editorial-page">
      <h1>帮助中心</h1>
      <div className="editorial-meta">
        没有找到答案？<Link to={paths.service}>联系客服</Link>
      </div>
      {articles.isPending ? (
        <Spin />
      ) : (
        <ul className="editorial-list">
          {(articles.data?.ItemList ?? []).map((item) => (
            <li key={item.Id}>
              <Link to={`${paths.helpDetail}?id=${item.Id}`}>{item.Title}</Link>
              <p>{item.Summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
