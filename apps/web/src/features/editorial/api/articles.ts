import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EditorialPagesPaths,
  type Article,
  type ArticleKind,
  type ArticleList,
} from '@moyue/contracts/api/editorial-pages';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/article/detail: a static page by slug, or a help article by id. */
export const getArticle = (by: { id?: number; slug?: string }) =>
  apiClient.get<Article>(EditorialPagesPaths.articleDetail, {
    ...(by.id ? { id: String(by.id) } : {}),
    ...(by.slug ? { slug: by.slug } : {}),
  });

export const articleQueryOptions = (by: { id?: number; slug?: string }) =>
  queryOptions({
    queryKey: ['editorial', 'article', by],
    queryFn: () => getArticle(by),
    // helpdetail without a usable id asks nothing (-1 stands for 'none given')
    enabled: (by.id ?? 0) > 0 || Boolean(by.slug),
  });
export const useArticle = (by: { id?: number; slug?: string }) => useQuery(articleQueryOptions(by));

/** GET /v1/api/article/list: the help centre's articles. */
export const listArticles = (kind: ArticleKind) =>
  apiClient.get<ArticleList>(EditorialPagesPaths.articleList, { kind });

export const articlesQueryOptions = (kind: ArticleKind) =>
  queryOptions({ queryKey: ['editorial', 'articles', kind], queryFn: () => listArticles(kind) });
export const useArticles = (kind: ArticleKind) => useQuery(articlesQueryOptions(kind));
