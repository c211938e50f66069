import {
  EditorialPageMessages,
  type ArticleKind,
  type Topic,
  type TopicList,
} from '@moyue/contracts/api/editorial-pages';
import { notFound } from '../../platform/errors.ts';
import { presentTopicContent, presentTopicSummary } from './pages.presenter.ts';
import type { ArticleRow, PagesRepository } from './pages.repository.ts';

/** The published editorial pages: static pages, help articles, hot topics (issue 15). */
export class PagesService {
  constructor(private readonly repository: PagesRepository) {}

  /** The help centre's articles, or the static pages, in the editors' order. */
  articles(kind: ArticleKind): Promise<ArticleRow[]> {
    return this.repository.listArticles(kind);
  }

  /** One published article (by id, or a static page by slug). */
  async article(by: { id?: number | undefined; slug?: string | undefined }): Promise<ArticleRow> {
    const row = await this.repository.findArticle(by);
    if (!row) throw notFound(EditorialPageMessages.ArticleMissing);
    return row;
  }

  /** spec §2 ProjectList: the published topics, searchable by title and summary. */
  async topics(input: {
    cp: number;
    ps: number;
    keyword?: string | undefined;
  }): Promise<TopicList> {
    const { rows, total } = await this.repository.listTopics({
      keyword: input.keyword ?? '',
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    return { ItemList: rows.map(presentTopicSummary), RecordCount: total };
  }

  /** spec §2 ProjectDetail: a topic's text and its linked books, courses and audio. */
  async topic(id: number): Promise<Topic> {
    const row = await this.repository.findTopic(id);
    if (!row) throw notFound(EditorialPageMessages.TopicMissing);
    const contents = await this.repository.topicContents(id);
    return {
      ...presentTopicSummary(row),
      Body: row.body,
      ContentList: contents.map(presentTopicContent),
    };
  }
}
