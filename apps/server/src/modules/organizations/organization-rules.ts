import { isIP } from 'node:net';

/** The spec §6 rules a reader's institution sets for what they see (organisation settings, migration 0032). */
export interface OrganizationRules {
  organizationId: number | null;
  fullTextSearchDisabled: boolean;
  classificationOnly: boolean;
  hideChildCategories: boolean;
  excludedCategoryIds: number[];
}

/** A reader without an institution: nothing hidden, nothing refused. */
export const NO_RULES: OrganizationRules = {
  organizationId: null,
  fullTextSearchDisabled: false,
  classificationOnly: false,
  hideChildCategories: false,
  excludedCategoryIds: [],
};

/**
 * spec §6: the category navigation an institution's members see — without
 * the excluded (regional) categories and their descendants, and only the top
 * level when the institution hides child categories. Keeps the given order.
 */
export function filterCategories<T extends { Id: number; ParentId?: number | null }>(
  categories: T[],
  rules: Pick<OrganizationRules, 'hideChildCategories' | 'excludedCategoryIds'>,
): T[] {
  if (!rules.hideChildCategories && rules.excludedCategoryIds.length === 0) return categories;
  const dropped = new Set(rules.excludedCategoryIds);
  // a descendant may come before its parent in the list: repeat until nothing more drops
  for (let changed = true; changed;) {
    changed = false;
    for (const category of categories)
      if (
        !dropped.has(category.Id) &&
        category.ParentId != null &&
        dropped.has(category.ParentId)
      ) {
        dropped.add(category.Id);
        changed = true;
      }
  }
  return categories.filter(
    (category) =>
      !dropped.has(category.Id) && !(rules.hideChildCategories && category.ParentId != null),
  );
}

/**
 * An editor's network ranges: one CIDR (or single address) a line or
 * separated by commas; answers the ranges, or the first one that is not an
 * IPv4/IPv6 address with a prefix in range.
 */
export function parseIpRanges(text: string): { ranges: string[]; invalid: string | null } {
  const ranges = text
    .split(/[\s,，;；]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  for (const range of ranges) {
    const [address = '', prefix, extra] = range.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) return { ranges, invalid: range };
  }
  return { ranges: [...new Set(ranges)], invalid: null };
}
