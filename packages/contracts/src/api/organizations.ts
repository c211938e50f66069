import { z } from 'zod';
import { booleanishSchema, int4Schema } from './form-fields.ts';
import { pagedSchema } from '../envelope.ts';
import { ORGANIZATION_LIST_PAGE_SIZE } from '../limits.ts';

// The institution calls of spec §7 (issue 4): search, recognition by network
// address, the organisation detail, the single-sign-on list, binding, and the
// automatic certification on a campus network (user-organization/activity).

/** GET /v1/api/organization/list (spec §7): keyword, isOrganization, cp, ps (20), productId 0 without keyword. */
export const OrganizationListParamsSchema = z.object({
  keyword: z.string().max(50).optional(),
  isOrganization: booleanishSchema.optional(),
  cp: z.coerce.number().int().min(1).max(1000).default(1),
  ps: z.coerce.number().int().min(1).max(50).default(ORGANIZATION_LIST_PAGE_SIZE),
  productId: int4Schema().min(0).optional(),
});
export type OrganizationListParams = z.input<typeof OrganizationListParamsSchema>;

/** One organisation in a list: spec §3 fields plus its network ranges (the binder shows them). */
export const OrganizationListItemSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  Logo: z.string(),
  /** spec §1: 1 library, 3 type 3, 9 other */
  Type: z.number().int(),
  /** spec §6: 0 hides the alliance */
  IsPartner: z.number().int(),
  /** IPv4/IPv6 CIDR ranges of its campus network */
  IpRanges: z.array(z.string()),
});
export type OrganizationListItem = z.infer<typeof OrganizationListItemSchema>;
export const OrganizationListDataSchema = pagedSchema(OrganizationListItemSchema);
export type OrganizationListData = z.infer<typeof OrganizationListDataSchema>;

/** spec §3 'Organisation detail' → OrganizationInfo: the settings of spec §6. */
export const OrganizationInfoSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  AqrId: z.string(),
  Logo: z.string(),
  Type: z.number().int(),
  /** spec §6: top-menu entries hidden for members */
  Nav: z.array(z.string()),
  IsPartner: z.number().int(),
  ToLibrary: z.number().int(),
  HideDepartmentNav: z.number().int(),
  RecommendReminder: z.string(),
  /** spec §6 (ours as settings, migration 0032): 1 full-text search is refused for members */
  FullTextSearchDisabled: z.number().int(),
  /** 1: subject navigation by the 中图法 classification only */
  ClassificationOnly: z.number().int(),
  /** 1: category navigation shows the top level only */
  HideChildCategories: z.number().int(),
  /** regional filter: categories (with their children) members do not see */
  ExcludedCategoryIds: z.array(z.number().int()),
});
export type OrganizationInfo = z.infer<typeof OrganizationInfoSchema>;

/** spec §3 'Organisation detail': the client address, the organisation and its sign-on settings. */
export const OrganizationDetailSchema = z.object({
  /** The client address the server saw (spec §2 header IP message). */
  Ip: z.string(),
  /** 0 when no organisation is recognised (returnDefault) */
  Id: z.number().int(),
  Title: z.string(),
  OauthUrl: z.string(),
  ValidationParamName: z.string(),
  OrganizationInfo: OrganizationInfoSchema.nullable(),
});
export type OrganizationDetail = z.infer<typeof OrganizationDetailSchema>;

/** GET /v1/api/organization/get-organization2 (spec §7): returnDefault, organizationExternalId. */
export const OrganizationDetailParamsSchema = z.object({
  returnDefault: booleanishSchema.optional(),
  organizationExternalId: z.string().max(100).optional(),
});
export type OrganizationDetailParams = z.input<typeof OrganizationDetailParamsSchema>;

/** GET /v1/api/organization-sso/list (spec §7): the organisations with a single sign-on. */
export const OrganizationSsoItemSchema = z.object({
  Id: z.number().int(),
  ExternalId: z.string(),
  Title: z.string(),
  Logo: z.string(),
  OauthUrl: z.string(),
  ValidationParamName: z.string(),
});
export type OrganizationSsoItem = z.infer<typeof OrganizationSsoItemSchema>;
export const OrganizationSsoListDataSchema = pagedSchema(OrganizationSsoItemSchema);

/** POST /v1/api/user/tmp-bind-organization (spec §7): organizationId; blank is '请选择机构'. */
export const TmpBindOrganizationParamsSchema = z.object({
  organizationId: z.string().max(20).optional(),
});
export type TmpBindOrganizationParams = z.input<typeof TmpBindOrganizationParamsSchema>;

/** Descriptions of the institution calls (ours; the spec shows only that Description is displayed). */
export const OrganizationApiMessages = {
  NotFound: '机构不存在',
  /** Binding is a certification: it is made from the institution's own network. */
  OutsideNetwork: '当前网络不在该机构的IP范围内，请在机构网络内完成认证',
  Bound: '机构认证成功',
  NotRecognised: '当前网络未识别到机构',
} as const;
