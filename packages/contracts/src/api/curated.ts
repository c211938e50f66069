import { z } from 'zod';
import { booleanishSchema, freeTextSchema, idNumberSchema } from './form-fields.ts';

// Curated and special pages (ours, requirements §7.5; issue 20 part 3):
// 优选 picks with an editor's note each (/wrap/youxuanHome), 特色图书 special
// collections (/wrap/specialBook), product bundles granted as orders
// (/wrap/ProductZone, /wrap/GoodsProject), the alliance library of partner
// institutions' holdings (/wrap/lianmengResources, spec §6), the online
// education landing of courses (/wrap/onlineEducation) and the rights
// statement of each work (/wrap/copyrightList, /wrap/copyrightDetail).

export const CURATED_KINDS = ['pick', 'special', 'bundle'] as const;
export type CuratedKind = (typeof CURATED_KINDS)[number];

export const CuratedPaths = {
  list: '/v1/api/curated/list',
  detail: '/v1/api/curated/detail',
  claimBundle: '/v1/api/curated/bundle-claim',
  allianceList: '/v1/api/alliance/list',
  allianceHoldings: '/v1/api/alliance/holdings',
  education: '/v1/api/education/index',
  copyrightList: '/v1/api/copyright/list',
  copyrightDetail: '/v1/api/copyright/detail',
  adminList: '/v1/admin/curated/list',
  adminSave: '/v1/admin/curated/save',
  adminDelete: '/v1/admin/curated/delete',
  adminGrant: '/v1/admin/curated/grant',
} as const;

const pageSchema = {
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(12),
};

export const CuratedListParamsSchema = z.object({ kind: z.enum(CURATED_KINDS), ...pageSchema });
export type CuratedListParams = z.input<typeof CuratedListParamsSchema>;
export const CuratedIdParamsSchema = z.object({ id: idNumberSchema() });

/** A book (104/156/109/110) or course (107) of a set, with the editor's note. */
export const CuratedItemSchema = z.object({
  Id: z.number().int(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  Publisher: z.string(),
  CoverUrl: z.string(),
  Abstracts: z.string(),
  /** the editor's note on this pick ('' when none) */
  Note: z.string(),
  /** bundles: the signed-in reader has a live order of it */
  IsOrdered: z.boolean(),
});
export type CuratedItem = z.infer<typeof CuratedItemSchema>;

export const CuratedSetSummarySchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(CURATED_KINDS),
  Title: z.string(),
  Summary: z.string(),
  /** a demo record (演示) */
  IsDemo: z.boolean(),
  /** bundles: a signed-in reader may take it for free */
  Claimable: z.boolean(),
  ContentCount: z.number().int(),
  /** the first items (up to 6) */
  Preview: z.array(CuratedItemSchema),
  UpdateTime: z.string(),
});
export type CuratedSetSummary = z.infer<typeof CuratedSetSummarySchema>;

export const CuratedSetListSchema = z.object({
  ItemList: z.array(CuratedSetSummarySchema),
  RecordCount: z.number().int(),
});
export type CuratedSetList = z.infer<typeof CuratedSetListSchema>;

export const CuratedSetSchema = CuratedSetSummarySchema.extend({
  Body: z.string(),
  ItemList: z.array(CuratedItemSchema),
  /** bundles: the signed-in reader holds every item */
  IsOwned: z.boolean(),
});
export type CuratedSet = z.infer<typeof CuratedSetSchema>;

/** POST bundle-claim / admin grant: how many orders the bundle holds for the reader now. */
export const BundleGrantSchema = z.object({
  SetId: z.number().int(),
  OrderCount: z.number().int(),
});
export type BundleGrant = z.infer<typeof BundleGrantSchema>;

/** A partner institution of the alliance with its holdings. */
export const AlliancePartnerSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Logo: z.string(),
  Type: z.number().int(),
  HoldingCount: z.number().int(),
  Preview: z.array(CuratedItemSchema),
});
export type AlliancePartner = z.infer<typeof AlliancePartnerSchema>;
export const AllianceListSchema = z.object({ ItemList: z.array(AlliancePartnerSchema) });
export type AllianceList = z.infer<typeof AllianceListSchema>;

export const AllianceHoldingsParamsSchema = z.object({
  organizationId: idNumberSchema(),
  ...pageSchema,
});
export const AllianceHoldingsSchema = z.object({
  Organization: z.object({ Id: z.number().int(), Title: z.string() }),
  ItemList: z.array(CuratedItemSchema),
  RecordCount: z.number().int(),
});
export type AllianceHoldings = z.infer<typeof AllianceHoldingsSchema>;

/** The online-education landing: courses (107) by level-1 category. */
export const EducationCategorySchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  CourseCount: z.number().int(),
  ItemList: z.array(CuratedItemSchema),
});
export const EducationIndexSchema = z.object({
  CourseCount: z.number().int(),
  Categories: z.array(EducationCategorySchema),
});
export type EducationIndex = z.infer<typeof EducationIndexSchema>;

export const RIGHTS_STATUSES = ['public-domain', 'licensed'] as const;
export type RightsStatus = (typeof RIGHTS_STATUSES)[number];
export const RIGHTS_STATUS_TEXT: Record<RightsStatus, string> = {
  'public-domain': '公有领域',
  licensed: '授权作品',
};

export const CopyrightListParamsSchema = z.object({
  status: z.enum(RIGHTS_STATUSES).optional(),
  keyword: freeTextSchema(z.string().trim().max(50)).optional(),
  ...pageSchema,
});
export type CopyrightListParams = z.input<typeof CopyrightListParamsSchema>;

export const CopyrightSummarySchema = z.object({
  Id: z.number().int(),
  ObjectType: z.number().int(),
  Title: z.string(),
  Author: z.string(),
  Dynasty: z.string(),
  CoverUrl: z.string(),
  Status: z.enum(RIGHTS_STATUSES),
  Source: z.string(),
});
export type CopyrightSummary = z.infer<typeof CopyrightSummarySchema>;
export const CopyrightListSchema = z.object({
  ItemList: z.array(CopyrightSummarySchema),
  RecordCount: z.number().int(),
});
export type CopyrightList = z.infer<typeof CopyrightListSchema>;

export const CopyrightDetailSchema = CopyrightSummarySchema.extend({
  Publisher: z.string(),
  Abstracts: z.string(),
  Holder: z.string(),
  Statement: z.string(),
  SourceUrl: z.string(),
  UpdateTime: z.string(),
});
export type CopyrightDetail = z.infer<typeof CopyrightDetailSchema>;

// ---- the editor console (role editor or admin; every change audited) ----

export const AdminCuratedListParamsSchema = z.object({ kind: z.enum(CURATED_KINDS) });

/** One line of the items field: '<content id> <the editor's note>' ('|' or '：' may separate). */
const ITEM_LINE = /^\s*(\d{1,10})\s*(?:[|｜:：]\s*)?(.*)$/;
export const CURATED_ITEMS_MAX = 200;
export const CURATED_NOTE_MAX = 500;

/** Parses the items text; null when a line is not '<id> <note>' or there are too many. */
export function parseCuratedItems(text: string): { contentId: number; note: string }[] | null {
  const items: { contentId: number; note: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = ITEM_LINE.exec(line);
    if (!match) return null;
    const contentId = Number(match[1]);
    const note = (match[2] ?? '').trim();
    if (contentId < 1 || contentId > 2_147_483_647 || note.length > CURATED_NOTE_MAX) return null;
    items.push({ contentId, note });
  }
  return items.length <= CURATED_ITEMS_MAX ? items : null;
}

/** The items as the console's text (one '<id> | <note>' a line). */
export const formatCuratedItems = (items: { contentId: number; note: string }[]): string =>
  items
    .map((item) => (item.note ? `${item.contentId} | ${item.note}` : `${item.contentId}`))
    .join('\n');

export const AdminCuratedSaveSchema = z.object({
  id: idNumberSchema().optional(),
  kind: z.enum(CURATED_KINDS),
  title: freeTextSchema(z.string().trim().min(1).max(60)),
  summary: freeTextSchema(z.string().trim().max(300)).default(''),
  body: freeTextSchema(z.string().trim().max(5000)).default(''),
  /** one '<content id> | <note>' per line, in order */
  items: freeTextSchema(z.string().max(60_000))
    .transform((text, ctx) => {
      const items = parseCuratedItems(text);
      if (items === null) {
        ctx.addIssue({ code: 'custom', message: 'items' });
        return z.NEVER;
      }
      return items;
    })
    .default([]),
  claimable: booleanishSchema.default(false),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: booleanishSchema.default(true),
});
export type AdminCuratedSave = z.input<typeof AdminCuratedSaveSchema>;

export const AdminCuratedRowSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(CURATED_KINDS),
  Title: z.string(),
  Summary: z.string(),
  Body: z.string(),
  Claimable: z.boolean(),
  IsDemo: z.boolean(),
  Enabled: z.boolean(),
  SortOrder: z.number().int(),
  UpdateTime: z.string(),
  /** the items as the form edits them */
  Items: z.string(),
  ContentCount: z.number().int(),
  GrantCount: z.number().int(),
});
export type AdminCuratedRow = z.infer<typeof AdminCuratedRowSchema>;
export const AdminCuratedListSchema = z.object({ ItemList: z.array(AdminCuratedRowSchema) });

export const AdminBundleGrantSchema = z.object({
  id: idNumberSchema(),
  phone: z
    .string()
    .trim()
    .regex(/^1[1-9]\d{9}$/),
});

export const CuratedMessages = {
  NotFound: '该内容不存在或已下线',
  /** spec §6: the alliance is hidden when the reader's institution IsPartner is 0 (or none). */
  NotPartner: '联盟馆仅向联盟成员机构开放',
  PartnerNotFound: '该联盟机构不存在',
  NotBundle: '只有产品包可以开通',
  NotClaimable: '该产品包需由机构或编辑开通',
  BundleEmpty: '产品包中还没有资源',
  UserNotFound: '没有该手机号的用户',
  ContentMissing: '关联的资源不存在',
  ItemsInvalid: '资源列表格式错误：每行“资源 ID | 编辑推荐语”',
  WorkNotFound: '该作品没有登记版权信息',
} as const;
