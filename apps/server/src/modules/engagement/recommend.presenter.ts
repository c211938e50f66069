import type { MyRecommend } from '@moyue/contracts/api/center';
import type { RecommendFormData, RecommendReasonItem } from '@moyue/contracts/api/engagement';
import { OrganizationType } from '@moyue/contracts/limits';
import { RECOMMEND_FIELDS, type RecommendField } from '@moyue/contracts/recommend-form';
import type {
  MyRecommendRow,
  RecommendReasonRow,
  RecommendSettingsRow,
  RecommenderProfileRow,
} from './recommend.repository.ts';
import { presentContentCard, presentEngagementUser } from './engagement.presenter.ts';

export const presentRecommendReason = (row: RecommendReasonRow): RecommendReasonItem => ({
  UserInfo: presentEngagementUser(row),
  Reason: Number(row.reason),
  CreateTime: row.createTime,
});

/** A comma-separated field list → the known fields in the form's order (unknown names dropped). */
export function parseRecommendFields(list: string | null): RecommendField[] {
  const named = new Set((list ?? '').split(',').map((name) => name.trim()));
  return RECOMMEND_FIELDS.filter((field) => named.has(field));
}

/** The rules an institution's form follows: configured, required (default: all configured), library. */
export function recommendRulesOf(settings: RecommendSettingsRow): {
  fields: RecommendField[];
  required: RecommendField[];
  isLibrary: boolean;
} {
  const fields = parseRecommendFields(settings.recommendFields);
  const required =
    settings.requiredFields === null
      ? fields
      : parseRecommendFields(settings.requiredFields).filter((field) => fields.includes(field));
  return { fields, required, isLibrary: Number(settings.type) === OrganizationType.Library };
}

/** Fields the verified binding gives: the institution's title (and the sign-on's name, see presentRecommendForm). */
export const READ_ONLY_FIELDS: readonly RecommendField[] = ['OrganizationTitle'];

export function presentRecommendForm(
  settings: RecommendSettingsRow,
  profile: RecommenderProfileRow | null,
  /** the name the institution's sign-on vouches for: read-only when given */
  identityName: string | null = null,
): RecommendFormData {
  const { fields, required, isLibrary } = recommendRulesOf(settings);
  return {
    Organization: {
      Id: Number(settings.id),
      ExternalId: settings.externalId,
      Title: settings.title,
      IsLibrary: isLibrary,
    },
    Fields: fields,
    RequiredFields: [
      ...new Set<RecommendField>([...required, ...fields.filter((f) => f === 'OrganizationTitle')]),
    ],
    ReadOnlyFields: [
      ...READ_ONLY_FIELDS,
      ...(identityName !== null ? (['RecommendName'] as const) : []),
    ].filter((field) => fields.includes(field)),
    Values: {
      OrganizationTitle: settings.title,
      SocialStatus: Number(profile?.socialStatus ?? 3),
      DepartmentName: profile?.departmentName ?? '',
      Education: profile?.education ?? '',
      SchoolYear: profile?.schoolYear ?? '',
      SocialStatusNumber: profile?.socialStatusNumber ?? '',
      RecommendName: identityName ?? profile?.realName ?? '',
      RecommendPhone: profile?.mobileNumber ?? '',
      RecommendEmail: profile?.email ?? '',
    },
    IsRecommendBuy: settings.recommendBuy,
  };
}

/** One of the reader's 荐购 (myRecommend): its state and the library's answer. */
export const presentMyRecommend = (row: MyRecommendRow): MyRecommend => ({
  Id: Number(row.recommendId),
  State: Number(row.state),
  Reason: Number(row.reason),
  Remark: row.remark,
  Reply: row.reply,
  ReplyTime: row.replyTime ?? '',
  CreateTime: row.createTime,
  UpdateTime: row.updateTime,
  OrganizationTitle: row.organizationTitle,
  Content: presentContentCard(row),
});
