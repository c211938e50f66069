import { z } from 'zod';
import { idNumberSchema } from './form-fields.ts';

// Calls of our design (requirements §7.5) for the store front's editorial
// pages: static pages and help articles, hot topics (object type 108) and one
// head notice. Bodies are plain text: '## ' starts a heading line, '- ' a list
// item, a blank line ends a paragraph (rendered as text, never as HTML).

export const EditorialPagesPaths = {
  articleList: '/v1/api/article/list',
  articleDetail: '/v1/api/article/detail',
  topicList: '/v1/api/topic/list',
  topicDetail: '/v1/api/topic/detail',
  noticeDetail: '/v1/api/message/notice-detail',
} as const;

/** The named static pages; spec §2 staticPage type 2 about, 3 contact, 4 business cooperation. */
export const PAGE_SLUGS = [
  'about',
  'contact',
  'business',
  'privacy',
  'agreement',
  'service',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const STATIC_PAGE_TYPES: Record<2 | 3 | 4, PageSlug> = {
  2: 'about',
  3: 'contact',
  4: 'business',
};

export const ARTICLE_KINDS = ['page', 'help'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** A slug: lower-case letters, digits and hyphens. */
export const slugSchema = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/);

/** GET /v1/api/article/list: the help centre's articles (kind help) or the static pages. */
export const ArticleListParamsSchema = z.object({
  kind: z.enum(ARTICLE_KINDS).default('help'),
});

/** GET /v1/api/article/detail: by id, or by slug (a static page). */
export const ArticleDetailParamsSchema = z
  .object({ id: idNumberSchema().optional(), slug: slugSchema().optional() })
  .refine((value) => value.id !== undefined || value.slug !== undefined, {
    message: 'id or slug',
    path: ['id'],
  });

export const ArticleSummarySchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(ARTICLE_KINDS),
  Slug: z.string().nullable(),
  Title: z.string(),
  Summary: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  UpdateTime: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({ Body: z.string() });
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleListSchema = z.object({ ItemList: z.array(ArticleSummarySchema) });
export type ArticleList = z.infer<typeof ArticleListSchema>;

/** GET /v1/api/topic/list: hot topics, newest first; keyword searches their titles and summaries. */
export const TopicListParamsSchema = z.object({
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(12),
  keyword: z.string().trim().max(50).optional(),
});
export type TopicListParams = z.input<typeof TopicListParamsSchema>;

export const TopicIdParamsSchema = z.object({ id: idNumberSchema() });

/** spec §1.5: a hot topic is object type 108. */
export const TOPIC_OBJECT_TYPE = 108;

export const TopicSummarySchema = z.object({
  Id: z.number().int(),
  ObjectType: z.literal(TOPIC_OBJECT_TYPE),
  Title: z.string(),
  Summary: z.string(),
  CoverUrl: z.string(),
  /** how many books, courses and audio it links */
  ContentCount: z.number().int(),
  UpdateTime: z.string(),
});
export type TopicSummary = z.infer<typeof TopicSummarySchema>;

/** A linked book (104/156/109/110) or course (107). */
export const TopicContentSchema = z.object({
  Id: z.number().int(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  CoverUrl: z.string(),
  Abstracts: z.string(),
});
export type TopicContent = z.infer<typeof TopicContentSchema>;

export const TopicSchema = TopicSummarySchema.extend({
  Body: z.string(),
  ContentList: z.array(TopicContentSchema),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicListSchema = z.object({
  ItemList: z.array(TopicSummarySchema),
  RecordCount: z.number().int(),
});
export type TopicList = z.infer<typeof TopicListSchema>;

/** GET /v1/api/message/notice-detail: one notice to every reader (type 5). */
export const NoticeDetailParamsSchema = z.object({ id: idNumberSchema() });

export const EditorialPageMessages = {
  ArticleMissing: '文章不存在或已下线',
  TopicMissing: '专题不存在或已下线',
  NoticeMissing: '公告不存在',
} as const;
