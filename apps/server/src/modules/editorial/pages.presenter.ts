import {
  TOPIC_OBJECT_TYPE,
  type Article,
  type ArticleSummary,
  type TopicContent,
  type TopicSummary,
} from '@moyue/contracts/api/editorial-pages';
import { publicFileUrl } from '../media/index.ts';
import type { ArticleRow, TopicContentRow, TopicRow } from './pages.repository.ts';

export const presentArticleSummary = (row: ArticleRow): ArticleSummary => ({
  Id: row.id,
  Kind: row.kind,
  Slug: row.slug,
  Title: row.title,
  Summary: row.summary,
  UpdateTime: row.updateTime,
});

export const presentArticle = (row: ArticleRow): Article => ({
  ...presentArticleSummary(row),
  Body: row.body,
});

export const presentTopicSummary = (row: TopicRow): TopicSummary => ({
  Id: row.id,
  ObjectType: TOPIC_OBJECT_TYPE,
  Title: row.title,
  Summary: row.summary,
  CoverUrl: row.coverUrl,
  ContentCount: row.contentCount,
  UpdateTime: row.updateTime,
});

export const presentTopicContent = (row: TopicContentRow): TopicContent => ({
  Id: row.id,
  ObjectType: row.objectType,
  Title: row.title,
  Author: row.author,
  CoverUrl:
    row.coverSha256 && row.coverMimeType ? publicFileUrl(row.coverSha256, row.coverMimeType) : '',
  Abstracts: row.abstracts,
});
