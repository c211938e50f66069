import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, VERIFICATION_CODE_LENGTH } from './limits.ts';
import { LoginMessages } from './messages.ts';

/** spec §5: starts 1, second digit 1-9, then 9 digits. */
export const PHONE_PATTERN = /^1[1-9]\d{9}$/;
/** spec §5: letters, digits, underscore or hyphen, @, dotted segments. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
/** spec §5: at most 16 characters, no Chinese. */
export const isPassword = (value: string): boolean =>
  value.length > 0 && Array.from(value).length <= PASSWORD_MAX_LENGTH && !HAN.test(value);
/** spec §5: codes are exactly 6 characters. */
export const isVerificationCode = (value: string): boolean =>
  Array.from(value).length === VERIFICATION_CODE_LENGTH;

/** spec §5: search words are trimmed and line breaks removed. */
export const normaliseSearchKeyword = (value: string): string =>
  value.replace(/[\r\n\u2028\u2029]+/g, '').trim();
/** spec §5: whitespace is stripped from the login account. */
export const stripWhitespace = (value: string): string => value.replace(/\s+/g, '');

export const PhoneSchema = z.string().regex(PHONE_PATTERN, LoginMessages.PhoneInvalid);
export const EmailSchema = z.string().regex(EMAIL_PATTERN);
export const PasswordSchema = z.string().refine(isPassword, LoginMessages.Password);
export const VerificationCodeSchema = z
  .string()
  .refine(isVerificationCode, LoginMessages.CodeLength);

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
  if (!input.code) return LoginMessages.CodeBlank;
  if (!isVerificationCode(input.code)) return LoginMessages.CodeLength;
  return null;
}
