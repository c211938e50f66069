import { isEmail, isPhone } from './validators.ts';
import { RecommendMessages } from './messages.ts';
import { EDUCATION_MIN_LENGTH, RECOMMEND_REMARK_MAX_LENGTH } from './limits.ts';
import { CHINA_UTC_OFFSET_MINUTES } from './format-time.ts';

/** The recommend-form fields an organisation can configure (spec §3 'Recommendation form'). */
export const RECOMMEND_FIELDS = [
  'OrganizationTitle',
  'SocialStatus',
  'DepartmentName',
  'Education',
  'SchoolYear',
  'SocialStatusNumber',
  'RecommendName',
  'RecommendPhone',
  'RecommendEmail',
] as const;
export type RecommendField = (typeof RECOMMEND_FIELDS)[number];

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
  /**
   * Configured fields that must be filled (spec §5 'when required and
   * configured'); defaults to every configured field. OrganizationTitle is
   * checked whenever it is configured.
   */
  required?: ReadonlySet<RecommendField>;
  /** spec §5: a library institution (isLibrary 1) asks for status student or teacher. */
  isLibrary: boolean;
  /** Now, for the 'school year not in the future' rule (compared in China time). */
  today: Date;
}

const blank = (value: string | undefined) => !value || !value.trim();

/**
 * spec §5: the recommend form's rules, in the spec's order; returns the first
 * failing message, or null. The server and the web both call it.
 */
export function validateRecommendForm(
  input: RecommendFormInput,
  rules: RecommendFormRules,
): string | null {
  const required = rules.required ?? rules.fields;
  const check = (field: RecommendField) => rules.fields.has(field) && required.has(field);
  if (rules.fields.has('OrganizationTitle') && blank(input.OrganizationTitle))
    return RecommendMessages.OrganizationTitle;
  if (
    check('SocialStatus') &&
    rules.isLibrary &&
    input.SocialStatus !== 1 &&
    input.SocialStatus !== 2
  ) {
    return RecommendMessages.SocialStatus;
  }
  if (check('DepartmentName') && blank(input.DepartmentName)) return RecommendMessages.Department;
  if (
    check('Education') &&
    Array.from((input.Education ?? '').trim()).length < EDUCATION_MIN_LENGTH
  )
    return RecommendMessages.Education;
  if (check('SchoolYear') && !isPastOrCurrentMonth(input.SchoolYear, rules.today))
    return RecommendMessages.SchoolYear;
  if (check('SocialStatusNumber') && blank(input.SocialStatusNumber))
    return RecommendMessages.Number;
  if (check('RecommendName') && blank(input.RecommendName)) return RecommendMessages.RealName;
  if (check('RecommendPhone')) {
    if (blank(input.RecommendPhone)) return RecommendMessages.PhoneBlank;
    if (!isPhone((input.RecommendPhone ?? '').trim())) return RecommendMessages.PhoneInvalid;
  }
  if (check('RecommendEmail')) {
    if (blank(input.RecommendEmail)) return RecommendMessages.EmailBlank;
    if (!isEmail((input.RecommendEmail ?? '').trim())) return RecommendMessages.EmailInvalid;
  }
  if (!input.Reason || !Number.isInteger(input.Reason) || input.Reason < 1 || input.Reason > 5)
    return RecommendMessages.Reason;
  if (input.Reason === 1 && blank(input.Remark)) return RecommendMessages.Remark;
  if (Array.from(input.Remark ?? '').length > RECOMMEND_REMARK_MAX_LENGTH)
    return RecommendMessages.RemarkTooLong;
  return null;
}

/**
 * spec §5: only configured fields are sent. The dataJson of
 * /v1/api/recommend/create: the configured fields, Reason, Remark and ObjectId.
 */
export function recommendPayload(
  input: RecommendFormInput,
  fields: ReadonlySet<RecommendField>,
  objectId: string,
): Record<string, string | number> {
  const payload: Record<string, string | number> = { ObjectId: objectId };
  for (const field of RECOMMEND_FIELDS) {
    const value = input[field];
    if (fields.has(field) && value !== undefined)
      payload[field] = typeof value === 'string' ? value.trim() : value;
  }
  if (input.Reason !== undefined) payload.Reason = input.Reason;
  payload.Remark = (input.Remark ?? '').trim();
  return payload;
}

/** spec §5: school year yyyy-MM, not in the future (months compared in China time). */
export function isPastOrCurrentMonth(value: string | undefined, today: Date): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  if (!match) return false;
  const months = Number(match[1]) * 12 + Number(match[2]);
  const china = new Date(today.getTime() + CHINA_UTC_OFFSET_MINUTES * 60_000);
  return months <= china.getUTCFullYear() * 12 + china.getUTCMonth() + 1;
}
