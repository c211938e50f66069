import { Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useEducationIndex } from '../api/education';
import { ItemGrid } from '../components/ItemGrid';
import '../components/curated.css';

/** /wrap/onlineEducation: the courses (object type 107) by category. */
export function OnlineEducationPage() {
  const index = useEducationIndex();
  const categories = index.data?.Categories ?? [];
  return (
    <div className="curated-page" data-testid="education-page">
      <h1>在线教育</h1>
      <p className="curated-lead">
        {index.data
          ? `共 ${index.data.CourseCount} 门视频课程，按学科分类，随时随地学习。`
          : '视频课程，按学科分类，随时随地学习。'}
      </p>
      {index.isPending ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : categories.length === 0 ? (
        <Empty description="暂无数据！" />
      ) : (
        categories.map((category) => (
          <section className="curated-section" key={category.Id} data-testid="education-category">
            <div className="curated-section__head">
              <h2>{category.Title}</h2>
              <span>{category.CourseCount} 门课程</span>
              <Link className="curated-more" to={paths.lessonsSearchList}>
                更多课程 ›
              </Link>
            </div>
            <ItemGrid items={category.ItemList} />
          </section>
        ))
      )}
    </div>
  );
}
