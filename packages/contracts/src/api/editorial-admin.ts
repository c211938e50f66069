import { z } from 'zod';
import { ARTICLE_KINDS, slugSchema } from './editorial-pages.ts';
import { booleanishSchema, freeTextSchema, idNumberSchema, intListSchema } from './form-fields.ts';

// The editor console's calls (ours, requirements §7.5): under /v1/admin/, for
// accounts with the editor or admin role only. Lists are GET; saves (create
// without id, update with id) and deletes are POST forms. Every change is
// audited with who and when.

export const ADMIN_ROLES = ['editor', 'admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ENTITIES = [
  'banner',
  'notice',
  'hot-word',
  'article',
  'topic',
  'organization',
] as const;
export type AdminEntity = (typeof ADMIN_ENTITIES)[number];

/** The list, save and delete addresses of each entity, and who-am-I and the audit. */
export const AdminPaths = {
  me: '/v1/admin/me',
  audit: '/v1/admin/audit',
  list: (entity: AdminEntity) => `/v1/admin/${entity}/list`,
  save: (entity: AdminEntity) => `/v1/admin/${entity}/save`,
  remove: (entity: AdminEntity) => `/v1/admin/${entity}/delete`,
} as const;

const text = (max: number) => freeTextSchema(z.string().trim().max(max));
const requiredText = (max: number) => freeTextSchema(z.string().trim().min(1).max(max));
/** A link inside the site ('/wrap/…') or to an https address. */
const linkSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^/\\]|https:\/\/)[^\s]*$|^$/);
/** A cover served by this site (CSP: no third-party images); empty = generated from the title. */
const coverSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/files\/public\/[0-9a-f]{64}\.(svg|png|jpg|jpeg|webp)$|^$/);
const sortSchema = z.coerce.number().int().min(0).max(9999).default(0);
const enabledSchema = booleanishSchema.default(true);

export const AdminIdParamsSchema = z.object({ id: idNumberSchema() });

export const AdminBannerSaveSchema = z.object({
  id: idNumberSchema().optional(),
  contents: requiredText(60),
  url: linkSchema.default(''),
  coverUrl: coverSchema.default(''),
  sortOrder: sortSchema,
  enabled: enabledSchema,
});
export type AdminBannerSave = z.input<typeof AdminBannerSaveSchema>;

export const AdminNoticeSaveSchema = z.object({
  id: idNumberSchema().optional(),
  title: requiredText(100),
  contents: requiredText(5000),
});
export type AdminNoticeSave = z.input<typeof AdminNoticeSaveSchema>;

export const AdminHotWordSaveSchema = z.object({
  id: idNumberSchema().optional(),
  title: requiredText(30),
  sortOrder: sortSchema,
  enabled: enabledSchema,
});
export type AdminHotWordSave = z.input<typeof AdminHotWordSaveSchema>;

export const AdminArticleSaveSchema = z.object({
  id: idNumberSchema().optional(),
  kind: z.enum(ARTICLE_KINDS).default('help'),
  slug: slugSchema().optional().or(z.literal('')),
  title: requiredText(100),
  summary: text(300).default(''),
  body: requiredText(20000),
  sortOrder: sortSchema,
  enabled: enabledSchema,
});
export type AdminArticleSave = z.input<typeof AdminArticleSaveSchema>;

export const AdminTopicSaveSchema = z.object({
  id: idNumberSchema().optional(),
  title: requiredText(60),
  summary: text(300).default(''),
  body: text(20000).default(''),
  coverUrl: coverSchema.default(''),
  /** the linked contents' ids, in order ('12,5,40') */
  contentIds: intListSchema(2000).default([]),
  sortOrder: sortSchema,
  enabled: enabledSchema,
});
export type AdminTopicSave = z.input<typeof AdminTopicSaveSchema>;

const settingSchema = booleanishSchema.default(false);

/**
 * An organisation and its settings (issue 15), including the spec §6
 * institution rules (issue 20). ipRanges: CIDRs one a line or comma
 * separated; nav: the top-menu entries hidden for members (keys, names or
 * paths); recommendFields: the recommend form's fields, comma separated;
 * excludedCategoryIds: the regional category filter.
 */
export const AdminOrganizationSaveSchema = z.object({
  id: idNumberSchema().optional(),
  externalId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  title: requiredText(60),
  /** spec §1: 1 library, 3 type 3, 9 other */
  type: z.enum(['1', '3', '9']).transform(Number),
  /** spec §6: 3 hides holdings and audio courses */
  libraryType: z.coerce.number().int().min(0).max(9).default(0),
  ipRanges: z.string().max(4000).default(''),
  nav: text(300).default(''),
  isPartner: settingSchema,
  toLibrary: settingSchema,
  hideDepartmentNav: settingSchema,
  recommendReminder: text(200).default(''),
  recommendFields: z.string().trim().max(500).default(''),
  fullTextSearchDisabled: settingSchema,
  classificationOnly: settingSchema,
  hideChildCategories: settingSchema,
  excludedCategoryIds: intListSchema(2000).default([]),
});
export type AdminOrganizationSave = z.input<typeof AdminOrganizationSaveSchema>;

export const AdminMeSchema = z.object({
  UserId: z.number().int(),
  Roles: z.array(z.enum(ADMIN_ROLES)),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

/** One row of any entity's list: its id, title, state and the fields its form edits. */
export const AdminRowSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Enabled: z.boolean(),
  SortOrder: z.number().int(),
  UpdateTime: z.string(),
  Fields: z.record(z.string(), z.string()),
});
export type AdminRow = z.infer<typeof AdminRowSchema>;
export const AdminListSchema = z.object({ ItemList: z.array(AdminRowSchema) });
export type AdminList = z.infer<typeof AdminListSchema>;

export const AdminSavedSchema = z.object({ Id: z.number().int() });

export const AdminAuditRowSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int().nullable(),
  UserName: z.string(),
  Action: z.string(),
  Entity: z.string(),
  EntityId: z.number().int().nullable(),
  Summary: z.string(),
  CreateTime: z.string(),
});
export type AdminAuditRow = z.infer<typeof AdminAuditRowSchema>;
export const AdminAuditListSchema = z.object({ ItemList: z.array(AdminAuditRowSchema) });

export const AdminMessages = {
  /** A signed-in reader without the editor or admin role. */
  NotEditor: '没有编辑权限',
  Missing: '记录不存在',
  SlugTaken: '页面标识已被使用',
  HotWordTaken: '热搜词已存在',
  ContentMissing: '关联的资源不存在',
  ExternalIdTaken: '机构标识已被使用',
  /** followed by the offending entry */
  IpRangeInvalid: 'IP 段格式不正确：',
  /** followed by the offending entry */
  RecommendFieldUnknown: '荐购表单字段不存在：',
  CategoryMissing: '要屏蔽的分类不存在',
  /** organisations hold bindings, holdings and history: they are edited, never deleted here */
  OrganizationNotDeletable: '机构不能在后台删除，可修改其设置',
} as const;
