import { z } from 'zod';
import { pagedSchema } from '../../envelope.ts';
import { RECOMMEND_FACES_SHOWN } from '../../limits.ts';
import { RECOMMEND_FIELDS } from '../../recommend-form.ts';
import { ContentIdSchema } from '../catalog.ts';
import { SMALLINT_MAX, freeTextSchema, int4Schema, jsonTextSchema } from '../form-fields.ts';
import { FREE_TEXT_BOUND, EngagementUserSchema } from './shared.ts';

// Engagement calls: recommend-to-buy (spec §7; api/engagement.ts gathers them with EngagementPaths).

/** GET /v1/api/recommend/reason-list (spec §7: objectId) → the faces of those who recommended it. */
export const RecommendReasonListParamsSchema = z.object({
  objectId: ContentIdSchema,
  ps: z.coerce.number().int().min(1).max(50).default(RECOMMEND_FACES_SHOWN),
});
export type RecommendReasonListParams = z.infer<typeof RecommendReasonListParamsSchema>;
export type RecommendReasonListInput = z.input<typeof RecommendReasonListParamsSchema>;

export const RecommendReasonItemSchema = z.object({
  UserInfo: EngagementUserSchema,
  /** spec §9 reason 1..5 */
  Reason: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC+8) */
  CreateTime: z.string(),
});
export type RecommendReasonItem = z.infer<typeof RecommendReasonItemSchema>;
/** RecordCount: everybody who recommended the object; ItemList: the newest ps of them. */
export const RecommendReasonListDataSchema = pagedSchema(RecommendReasonItemSchema);
export type RecommendReasonListData = z.infer<typeof RecommendReasonListDataSchema>;

/** GET /v1/api/recommend/recommended (spec §7) → Data true when the signed-in reader recommended it (false anonymous). */
export const RecommendedParamsSchema = z.object({
  objectId: ContentIdSchema,
  organizationExternalId: z.string().max(100).optional(),
});
export type RecommendedParams = z.infer<typeof RecommendedParamsSchema>;
export type RecommendedInput = z.input<typeof RecommendedParamsSchema>;
export const RecommendedDataSchema = z.boolean();

/** GET /v1/api/recommend/tips (spec §7, §3 'recommend tips Message'): the reminder of the reader's institution. */
export const RecommendTipsParamsSchema = z.object({
  organizationExternalId: z.string().max(100).optional(),
});
export type RecommendTipsInput = z.input<typeof RecommendTipsParamsSchema>;
export const RecommendTipsDataSchema = z.object({
  Message: z.string(),
  /** spec §6: that institution buys at once — the strip's button reads 图书即采 (false without one). */
  IsRecommendBuy: z.boolean(),
});
export type RecommendTipsData = z.infer<typeof RecommendTipsDataSchema>;

export const RecommendFieldSchema = z.enum(RECOMMEND_FIELDS);

/**
 * GET /v1/api/recommend/form (ours; spec §5 'only configured fields are
 * shown'): the signed-in reader's institution and its configured form.
 * Login required (34); without an institution code 36 '请先绑定机构'.
 */
export const RecommendFormDataSchema = z.object({
  Organization: z.object({
    Id: z.number().int(),
    ExternalId: z.string(),
    Title: z.string(),
    /** spec §6: a library asks for status student (1) or teacher (2) */
    IsLibrary: z.boolean(),
  }),
  /** The configured fields, in the form's order (RECOMMEND_FIELDS order). */
  Fields: z.array(RecommendFieldSchema),
  /** Configured fields the reader must fill (OrganizationTitle always when configured). */
  RequiredFields: z.array(RecommendFieldSchema),
  /** Fields given by the reader's verified identity: shown read-only with Values. */
  ReadOnlyFields: z.array(RecommendFieldSchema),
  /** Prefill from the reader's profile and institution. */
  Values: z.object({
    OrganizationTitle: z.string(),
    SocialStatus: z.number().int(),
    DepartmentName: z.string(),
    Education: z.string(),
    SchoolYear: z.string(),
    SocialStatusNumber: z.string(),
    RecommendName: z.string(),
    RecommendPhone: z.string(),
    RecommendEmail: z.string(),
  }),
  /** spec §6: the button reads 图书即采 when the institution buys at once. */
  IsRecommendBuy: z.boolean(),
});
export type RecommendFormData = z.infer<typeof RecommendFormDataSchema>;

/**
 * POST /v1/api/recommend/create (spec §7): dataJson = the configured fields,
 * ObjectId, Reason, Remark (and optionally organizationId, which must be the
 * reader's). Validated on the server with validateRecommendForm (spec §5
 * order and messages). Login 34; no institution 36; a bad dataJson '参数错误：dataJson'.
 * Recommending again updates the reader's recommendation (retry-safe).
 */
export const RecommendCreateParamsSchema = z.object({
  dataJson: z.string().min(1).max(FREE_TEXT_BOUND),
});
export type RecommendCreateParams = z.infer<typeof RecommendCreateParamsSchema>;

/** dataJson parsed: numbers may come as numbers or digit strings. */
export const RecommendDataJsonSchema = z.object({
  ObjectId: z.union([z.number(), z.string()]).pipe(z.coerce.string()).pipe(ContentIdSchema),
  organizationId: z.union([z.number(), z.string()]).optional(),
  OrganizationTitle: jsonTextSchema(200).optional(),
  SocialStatus: int4Schema()
    .min(-SMALLINT_MAX - 1)
    .max(SMALLINT_MAX)
    .optional(),
  DepartmentName: jsonTextSchema(200).optional(),
  Education: jsonTextSchema(50).optional(),
  SchoolYear: jsonTextSchema(20).optional(),
  SocialStatusNumber: jsonTextSchema(100).optional(),
  RecommendName: jsonTextSchema(100).optional(),
  RecommendPhone: jsonTextSchema(50).optional(),
  RecommendEmail: jsonTextSchema(200).optional(),
  Reason: int4Schema()
    .min(-SMALLINT_MAX - 1)
    .max(SMALLINT_MAX)
    .optional(),
  Remark: freeTextSchema(z.string().max(FREE_TEXT_BOUND)).optional(),
});
export type RecommendDataJson = z.infer<typeof RecommendDataJsonSchema>;

export const RecommendCreateDataSchema = z.object({
  Id: z.number().int(),
  ObjectId: z.number().int(),
  /** Everybody who recommended the object now. */
  RecordCount: z.number().int(),
});
export type RecommendCreateData = z.infer<typeof RecommendCreateDataSchema>;
