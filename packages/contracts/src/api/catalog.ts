import { z } from 'zod';
import { ID_MAX, SMALLINT_MAX, intListSchema } from './form-fields.ts';
import { pagedSchema } from '../envelope.ts';
import { AI_RECOMMENDATION_COUNT } from '../limits.ts';
import { ObjectType } from '../object-types.ts';
import { ContentSummarySchema } from './search.ts';

// The catalogue calls of spec §7: GET /Content/Detail and GET v1/api/content/recommendlist
// (issue 4). Query fields travel as strings; the schemas coerce them.

/** The Description of a detail or similar-resources call for an id we do not hold (Code 404, HTTP 200). */
export const CONTENT_NOT_FOUND_MESSAGE = '资源不存在或已下架';

/** spec §3 MediaType of a content item's edition. */
export const MediaType = { Epub: 'epub', Pdf: 'pdf' } as const;
export type MediaType = (typeof MediaType)[keyof typeof MediaType];

/** spec §3: an ExternalId may carry a suffix naming the edition ('bk-libai-Pdf'). */
const MEDIA_SUFFIXES: Readonly<Record<string, MediaType>> = {
  '-pdf': MediaType.Pdf,
  '-epub': MediaType.Epub,
};

/** Splits an ExternalId into the stored id and the edition its suffix names (case-insensitive), if any. */
export function splitMediaSuffix(externalId: string): {
  externalId: string;
  mediaType: MediaType | null;
} {
  const match = /^(.+?)(-pdf|-epub)$/i.exec(externalId);
  if (!match?.[1] || !match[2]) return { externalId, mediaType: null };
  return { externalId: match[1], mediaType: MEDIA_SUFFIXES[match[2].toLowerCase()] ?? null };
}

/** A content id as a query field: digits only, at least 1 ('abc', '0', '-1', '1.5' are refused). */
export const ContentIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(ID_MAX));

const externalIdSchema = z.string().trim().min(1).max(200);

/** A comma-separated list of object types ('104,109,110'); blanks are ignored. */
const objectTypeListSchema = intListSchema(200, SMALLINT_MAX);

const flagSchema = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/**
 * GET /Content/Detail (spec §7: the detail page passes its query through). One of
 * id or ExternalId (externalId accepted too); id wins when both are sent.
 */
export const ContentDetailParamsSchema = z
  .object({
    id: ContentIdSchema.optional(),
    ExternalId: externalIdSchema.optional(),
    externalId: externalIdSchema.optional(),
  })
  .superRefine((params, ctx) => {
    if (params.id === undefined && !params.ExternalId && !params.externalId)
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'id or ExternalId is required' });
  });
export type ContentDetailParams = z.infer<typeof ContentDetailParamsSchema>;
export type ContentDetailInput = z.input<typeof ContentDetailParamsSchema>;

/** spec §3 RelationContents: other editions of the same item. */
export const RelationContentSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  MediaType: z.string(),
  MarketPrice: z.number(),
});
export type RelationContent = z.infer<typeof RelationContentSchema>;

/** spec §3 Content detail ExtendData. */
export const ContentExtendDataSchema = z.object({
  /** Separated by the full-width comma '，' */
  Keywords: z.string(),
  /** Raw digits as stored; '' for none and for the placeholder 666-6-6666-6666-6. */
  Isbn: z.string(),
  /** spec §3: shown as the word count. */
  Duration: z.number().int(),
  ProductTitle: z.string(),
  /** Absolute address of the detail page (/wrap/details/book?id= or /wrap/details/lessons?id= for 107). */
  ShareUrl: z.string(),
  /** Playing time of a course or audio book, seconds; 0 for books. */
  TotalSeconds: z.number().int(),
  /** Ordered by the reader of this request (always false until orders exist). */
  IsOrdered: z.boolean(),
  IsFree: z.boolean(),
  /** Held by a partner (alliance) organisation of the reader's. */
  IsPartner: z.boolean(),
  /** Lessons of a course; 0 for other types. */
  LessonPeriod: z.number().int(),
});
export type ContentExtendData = z.infer<typeof ContentExtendDataSchema>;

/** spec §3 Content detail. Title and Abstracts are raw: the client decodes entities and renders text. */
export const ContentDetailSchema = z.object({
  Id: z.number().int(),
  /** As asked: carries the -Pdf / -Epub suffix when the request did. */
  ExternalId: z.string(),
  FileExternalId: z.string(),
  /** 0 = its own group; the AI calls use GroupId when above 0, else Id (spec §7). */
  GroupId: z.number().int(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  Publisher: z.string(),
  /** YYYY-MM-DD, or '' when unknown */
  IssueDate: z.string(),
  Abstracts: z.string(),
  Remark: z.string(),
  /** A public /files/public/… address, or '' */
  CoverUrl: z.string(),
  /** 'epub' or 'pdf': the suffix of the asked ExternalId, else the stored edition. */
  MediaType: z.string(),
  /** Playback authorisation address of courses and audio books; '' when none. */
  AuthorizeUrl: z.string(),
  RelationContents: z.array(RelationContentSchema),
  MarketPrice: z.number(),
  /** Last update, 'YYYY-MM-DD HH:mm:ss' (UTC+8). */
  UpdateTime: z.string(),
  /** spec §3: an alumni donation (opens the donor tab). */
  IsInxiaoyou: z.boolean(),
  IsRecommend: z.boolean(),
  ExtendData: ContentExtendDataSchema,
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

/** spec §7/§9: recommendlist page size default (AI recommendations 5) and our maximum. */
export const RECOMMEND_LIST_DEFAULT_PAGE_SIZE = AI_RECOMMENDATION_COUNT;
export const RECOMMEND_LIST_MAX_PAGE_SIZE = 20;

/**
 * GET v1/api/content/recommendlist (spec §7): resources similar to objectId. Same
 * categories first, then same author, then same publisher; never the object itself.
 */
export const RecommendListParamsSchema = z.object({
  objectId: ContentIdSchema,
  ps: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECOMMEND_LIST_MAX_PAGE_SIZE)
    .default(RECOMMEND_LIST_DEFAULT_PAGE_SIZE),
  cp: z.coerce.number().int().min(1).max(100).default(1),
  /** Field names the caller wants; accepted, every row carries every field. */
  needFields: z.string().max(500).optional(),
  /** Object types to recommend; absent or blank: the switcher group of the object (spec §2). */
  objectTypes: objectTypeListSchema.optional(),
  /** 1 from the AI Q&A page (spec §7); accepted, the same similarity applies. */
  isQuestion: flagSchema.default(false),
});
export type RecommendListParams = z.infer<typeof RecommendListParamsSchema>;
export type RecommendListInput = z.input<typeof RecommendListParamsSchema>;

/** The rows are the search result rows; RecordCount is exact up to the candidate cap. */
export const RecommendListDataSchema = pagedSchema(ContentSummarySchema);
export type RecommendListData = z.infer<typeof RecommendListDataSchema>;

/** The detail page of a content item (spec §2): lessons for courses (107), book for the rest. */
export function contentDetailPath(objectType: number, id: number | string): string {
  const page = objectType === ObjectType.Course ? 'lessons' : 'book';
  return `/wrap/details/${page}?id=${encodeURIComponent(String(id))}`;
}
