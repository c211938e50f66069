import { Result, Spin } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { STATIC_PAGE_TYPES, type PageSlug } from '@moyue/contracts/api/editorial-pages';
import { useArticle } from '../api/articles';
import { paths } from '../../../config/paths';
import { ArticleBody } from '../components/ArticleBody';
import { HelpLinks } from '../components/HelpLinks';
import { MissingEntry } from '../components/MissingEntry';
import '../components/editorial.css';

/** The page a route shows: staticPage by type (2 about, 3 contact, 4 business), privacy, agreement, service. */
export function slugOfRoute(pathname: string, type: string | null): PageSlug {
  if (pathname.endsWith('/privacy') || pathname === '/privacyClause') return 'privacy';
  if (pathname === '/agreement') return 'agreement';
  if (pathname.endsWith('/service')) return 'service';
  const n = Number(type);
  return n === 3 || n === 4 ? STATIC_PAGE_TYPES[n] : STATIC_PAGE_TYPES[2];
}

/** A static page or a help article (helpdetail?id=), its text from the editors. */
export function ArticlePage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const by = pathname.endsWith('/helpdetail')
    ? { id: Number.isSafeInteger(id) && id > 0 ? id : -1 }
    : { slug: slugOfRoute(pathname, search.get('type')) };
  const article = useArticle(by);
  if (article.isPending && by.id !== -1) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!article.data && 'id' in by)
    return (
      <MissingEntry
        title={(by.id ?? 0) > 0 ? '这篇帮助文章不存在或已下线' : '未指定要查看的帮助文章'}
        hint="可以从下面的常见问题中查找，或联系客服。"
        back={{ to: paths.help, label: '返回帮助中心' }}
      >
        <HelpLinks />
      </MissingEntry>
    );
  if (!article.data) return <Result status="404" title="文章不存在或已下线" />;
  return (
    <article className="editorial-page">
      <h1>{article.data.Title}</h1>
      <div className="editorial-meta">更新于 {article.data.UpdateTime.slice(0, 10)}</div>
      <ArticleBody body={article.data.Body} />
    </article>
  );
}
