import { isEmail, isPhone } from './validators.ts';
import { RecommendMessages } from './messages.ts';
import { RECOMMEND_REMARK_MAX_LENGTH } from './limits.ts';

/** The recommend-form fields an organisation can configure (spec §3 'Recommendation form'). */
export type RecommendField =
  | 'OrganizationTitle'
  | 'SocialStatus'
  | 'DepartmentName'
  | 'Education'
  | 'SchoolYear'
  | 'SocialStatusNumber'
  | 'RecommendName'
  | 'RecommendPhone'
  | 'RecommendEmail';

export interface RecommendFormInput {
  OrganizationTitle?: string;
  SocialStatus?: number;
  DepartmentName?: string;
  Education?: string;
  /** yyyy-MM */
  SchoolYear?: string;
  SocialStatusNumber?: string;
  RecommendName?: string;
  RecommendPhone?: string;
  RecommendEmail?: string;
  Reason?: number;
  Remark?: string;
}

export interface RecommendFormRules {
  /** Fields the organisation configured (only these are shown, sent and checked). */
  fields: ReadonlySet<RecommendField>;
  /** spec §5: a library institution (isLibrary 1) asks for status student or teacher. */
  isLibrary: boolean;
  /** Today, for the 'school year not in the future' rule. */
  today: Date;
}

const blank = (value: string | undefined) => !value || !value.trim();

/** spec §5: the recommend form's rules, in order; the first failing message, or null. */
export function validateRecommendForm(
  input: RecommendFormInput,
  rules: RecommendFormRules,
): string | null {
  const has = (field: RecommendField) => rules.fields.has(field);
  if (has('OrganizationTitle') && blank(input.OrganizationTitle))
    return RecommendMessages.OrganizationTitle;
  if (
    has('SocialStatus') &&
    rules.isLibrary &&
    input.SocialStatus !== 1 &&
    input.SocialStatus !== 2
  ) {
    return RecommendMessages.SocialStatus;
  }
  if (has('DepartmentName') && blank(input.DepartmentName)) return RecommendMessages.Department;
  if (has('Education') && (input.Education ?? '').trim().length < 2)
    return RecommendMessages.Education;
  if (has('SchoolYear') && !isPastOrCurrentMonth(input.SchoolYear, rules.today))
    return RecommendMessages.SchoolYear;
  if (has('SocialStatusNumber') && blank(input.SocialStatusNumber)) return RecommendMessages.Number;
  if (has('RecommendName') && blank(input.RecommendName)) return RecommendMessages.RealName;
  if (has('RecommendPhone')) {
    if (blank(input.RecommendPhone)) return RecommendMessages.PhoneBlank;
    if (!isPhone((input.RecommendPhone ?? '').trim())) return RecommendMessages.PhoneInvalid;
  }
  if (has('RecommendEmail')) {
    if (blank(input.RecommendEmail)) return RecommendMessages.EmailBlank;
    if (!isEmail((input.RecommendEmail ?? '').trim())) return RecommendMessages.EmailInvalid;
  }
  if (!input.Reason || input.Reason < 1 || input.Reason > 5) return RecommendMessages.Reason;
  if (input.Reason === 1 && blank(input.Remark)) return RecommendMessages.Remark;
  if (Array.from(input.Remark ?? '').length > RECOMMEND_REMARK_MAX_LENGTH)
    return RecommendMessages.Remark;
  return null;
}

/** spec §5: school year yyyy-MM, not in the future. */
function isPastOrCurrentMonth(value: string | undefined, today: Date): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  if (!match) return false;
  const months = Number(match[1]) * 12 + Number(match[2]);
  return months <= today.getFullYear() * 12 + today.getMonth() + 1;
}
