import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { CoverCard } from '../../../components/cover-card/CoverCard';
import { getHref } from '../../../config/paths';
import { useAppStore } from '../../../stores/app-store';
import { useEnterprise } from '../api/enterprise';
import './special.css';

/**
 * /ChineseEnterprises (中华商道): business and enterprise culture in the
 * classics the catalogue holds — each theme with its passages (only those
 * the reader may open) and the books they come from.
 */
export function ChineseEnterprisesPage() {
  const userId = useAppStore((state) => state.user?.Id ?? '');
  const enterprise = useEnterprise(String(userId));
  const sections = enterprise.data?.Sections ?? [];

  return (
    <section className="special-page special-page--wide" data-testid="enterprise-page">
      <header className="special-page__hero">
        <h2>中华商道 · 企业文化典籍</h2>
        <p>诚信、义利、节俭、和合、用人——从馆藏经典里读中国企业家的精神源头。</p>
      </header>
      {enterprise.isPending ? (
        <Skeleton active />
      ) : enterprise.isError ? (
        <Empty description={enterprise.error.message} />
      ) : (
        sections.map((section) => (
          <article key={section.Key} className="special-theme" data-testid="enterprise-theme">
            <header className="special-theme__head">
              <h3>{section.Title}</h3>
              <Link to={getHref.fullTextSearch(section.Keyword)}>
                全文检索“{section.Keyword}” ›
              </Link>
            </header>
            <p className="special-theme__intro">{section.Intro}</p>
            {section.Excerpts.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据！" />
            ) : (
              <div className="special-theme__body">
                <ul className="special-theme__excerpts">
                  {section.Excerpts.map((excerpt, index) => (
                    <li key={`${excerpt.ContentId}-${index}`}>
                      <blockquote>{excerpt.Text}</blockquote>
                      <Link to={getHref.bookDetail(excerpt.ContentId)}>
                        ——《{decodeHtmlEntities(excerpt.BookTitle)}》{excerpt.Chapter}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div className="special-theme__books">
                  {section.Books.slice(0, 3).map((book) => (
                    <CoverCard key={book.Id} content={book} />
                  ))}
                </div>
              </div>
            )}
          </article>
        ))
      )}
    </section>
  );
}
