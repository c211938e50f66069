import type { UserOrganization } from '@moyue/contracts/api/accounts';
import type {
  OrganizationDetail,
  OrganizationInfo,
  OrganizationListItem,
  OrganizationSsoItem,
} from '@moyue/contracts/api/organizations';
import type { BindingRow, OrganizationRow } from './organization.repository.ts';

const DAY_MS = 86_400_000;
/** The header starts warning this many days before a certification runs out. */
export const CERTIFICATION_WARNING_DAYS = 30;

/** spec §3/§4: Warning 0 expired, N days left when near, null while far off or open-ended. */
export function certificationWarning(expireTime: Date | null, now: Date): number | null {
  if (!expireTime) return null;
  const days = Math.ceil((expireTime.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 0;
  return days <= CERTIFICATION_WARNING_DAYS ? days : null;
}

const flag = (value: boolean): number => (value ? 1 : 0);

/** spec §3 'User organisation'. */
export const presentUserOrganization = (row: BindingRow, now: Date): UserOrganization => ({
  Id: row.organizationId,
  Type: row.type,
  State: row.state,
  Warning: certificationWarning(row.expireTime, now),
  ExpireTime: row.expireTime ? row.expireTime.toISOString() : null,
  ExternalId: row.externalId,
  Logo: row.logo,
  Title: row.title,
});

export const presentListItem = (row: OrganizationRow): OrganizationListItem => ({
  Id: row.id,
  ExternalId: row.externalId,
  Title: row.title,
  Logo: row.logo,
  Type: row.type,
  IsPartner: flag(row.isPartner),
  IpRanges: row.ipRanges,
});

/** spec §7 list-by-ip: Data.ItemList[0].Id is 0 outside every institution network. */
export const NOT_RECOGNISED_ITEM: OrganizationListItem = {
  Id: 0,
  ExternalId: '',
  Title: '',
  Logo: '',
  Type: 0,
  IsPartner: 0,
  IpRanges: [],
};

export const presentOrganizationInfo = (row: OrganizationRow): OrganizationInfo => ({
  Id: row.id,
  Title: row.title,
  AqrId: row.aqrId,
  Logo: row.logo,
  Type: row.type,
  Nav: row.nav
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
  IsPartner: flag(row.isPartner),
  ToLibrary: flag(row.toLibrary),
  HideDepartmentNav: flag(row.hideDepartmentNav),
  RecommendReminder: row.recommendReminder,
  FullTextSearchDisabled: flag(row.fullTextSearchDisabled),
  ClassificationOnly: flag(row.classificationOnly),
  HideChildCategories: flag(row.hideChildCategories),
  ExcludedCategoryIds: row.excludedCategoryIds,
});

/** spec §3 'Organisation detail'; without an organisation (returnDefault) Id 0 and no OrganizationInfo. */
export const presentDetail = (ip: string, row: OrganizationRow | null): OrganizationDetail => ({
  Ip: ip,
  Id: row?.id ?? 0,
  Title: row?.title ?? '',
  OauthUrl: row?.oauthUrl ?? '',
  ValidationParamName: row?.validationParamName ?? '',
  OrganizationInfo: row ? presentOrganizationInfo(row) : null,
});

export const presentSsoItem = (row: OrganizationRow): OrganizationSsoItem => ({
  Id: row.id,
  ExternalId: row.externalId,
  Title: row.title,
  Logo: row.logo,
  OauthUrl: row.oauthUrl,
  ValidationParamName: row.validationParamName,
});
