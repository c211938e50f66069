import { COMMENT_MAX_LENGTH, PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from './limits.ts';
import {
  CommentMessages,
  LoginMessages,
  OrganizationMessages,
  QuestionMessages,
  SearchMessages,
} from './messages.ts';

/** spec §5: starts 1, second digit 1-9, then 9 digits. */
export const PHONE_PATTERN = /^1[1-9]\d{9}$/;
/** spec §5: letters, digits, underscore or hyphen, @, dotted segments. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;
/**
 * spec §5 'no Chinese' in passwords: any Han character (all CJK blocks, incl.
 * the supplementary planes), CJK punctuation (U+3000–303F) and full-width
 * forms (U+FF00–FFEF) — what a Chinese input method produces.
 */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Characters as a reader counts them (a supplementary-plane Han character is one). */
export const codePointLength = (value: string): number => Array.from(value).length;
export const isBlank = (value: string | null | undefined): boolean => !value || !value.trim();

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
/** True when the text holds a Chinese character (see CHINESE above). */
export const containsChinese = (value: string): boolean => CHINESE.test(value);
/** spec §5: non-empty, at most 16 characters, no Chinese. */
export const isPassword = (value: string): boolean =>
  value.length > 0 && codePointLength(value) <= PASSWORD_MAX_LENGTH && !containsChinese(value);
/** spec §5: codes are exactly 6 characters. */
export const isVerificationCode = (value: string): boolean =>
  codePointLength(value) === VERIFICATION_CODE_LENGTH;

/** spec §5: search words are trimmed and line breaks removed. */
export const normaliseSearchKeyword = (value: string): string =>
  value.replace(/[\r\n\u2028\u2029]+/g, '').trim();
/** spec §5: whitespace is stripped from the login account. */
export const stripWhitespace = (value: string): string => value.replace(/\s+/g, '');

/**
 * spec §5: clearing the account or typing a single character clears the
 * password (so a password is never kept for a different account).
 */
export const accountChangeClearsPassword = (nextAccount: string): boolean =>
  codePointLength(stripWhitespace(nextAccount)) <= 1;

/** spec §5/§8: full-text and Q&A search need a keyword. */
export const validateSearchKeyword = (keyword: string): string | null =>
  normaliseSearchKeyword(keyword) ? null : SearchMessages.EmptyKeyword;

/** spec §5: comments are non-empty and at most 200 characters. */
export function validateComment(contents: string): string | null {
  if (isBlank(contents)) return CommentMessages.Empty;
  if (codePointLength(contents) > COMMENT_MAX_LENGTH) return CommentMessages.TooLong;
  return null;
}

/** spec §5: a question is non-empty after trim. */
export const validateQuestion = (question: string): string | null =>
  isBlank(question) ? QuestionMessages.Empty : null;

/** spec §5/§8: binding an institution needs a selection. */
export const validateBindOrganization = (organizationId: string | number | null | undefined) =>
  organizationId === null ||
  organizationId === undefined ||
  organizationId === '' ||
  organizationId === 0 ||
  organizationId === '0'
    ? OrganizationMessages.SelectInstitution
    : null;

/** spec §5 password login: the first failing message, or null. */
export function validatePasswordLogin(input: { account: string; password: string }): string | null {
  if (!stripWhitespace(input.account)) return LoginMessages.Account;
  if (!input.password) return LoginMessages.Password;
  return null;
}

/** spec §5 phone-code login: the first failing message, or null. */
export function validateCodeLogin(input: { phone: string; code: string }): string | null {
  const phone = stripWhitespace(input.phone);
  if (!phone) return LoginMessages.PhoneBlank;
  if (!isPhone(phone)) return LoginMessages.PhoneInvalid;
  const code = input.code.trim();
  if (!code) return LoginMessages.CodeBlank;
  if (!isVerificationCode(code)) return LoginMessages.CodeLength;
  return null;
}

/** spec §5: asking for an SMS code needs a valid phone first. */
export function validateSmsRequest(phone: string): string | null {
  const account = stripWhitespace(phone);
  if (!account) return LoginMessages.PhoneBlank;
  return isPhone(account) ? null : LoginMessages.PhoneInvalid;
}

/** spec §5 institution login: institution, then number, then password. */
export function validateInstitutionLogin(input: {
  organizationId: string | number | null | undefined;
  number: string;
  password: string;
}): string | null {
  if (validateBindOrganization(input.organizationId)) return LoginMessages.Institution;
  if (!stripWhitespace(input.number)) return LoginMessages.Number;
  if (!input.password) return LoginMessages.Password;
  return null;
}
