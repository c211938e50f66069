import { z } from 'zod';
import { COMMENT_MAX_LENGTH } from './limits.ts';
import {
  CommentMessages,
  LoginMessages,
  QuestionMessages,
  RecommendMessages,
  SearchMessages,
} from './messages.ts';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  codePointLength,
  isBlank,
  isPassword,
  isVerificationCode,
  normaliseSearchKeyword,
  stripWhitespace,
} from './validators.ts';

// The rules of validators.ts as zod schemas, for both sides; the messages are
// the spec's. Apart from validators.ts so that a page using only the plain
// checks does not load zod (issue 16).
export const PhoneSchema = z.string().trim().regex(PHONE_PATTERN, LoginMessages.PhoneInvalid);
export const EmailSchema = z.string().trim().regex(EMAIL_PATTERN, RecommendMessages.EmailInvalid);
/** A login account: a phone number or an e-mail, whitespace stripped (spec §5). */
export const AccountSchema = z
  .string()
  .transform(stripWhitespace)
  .refine((account) => account.length > 0, LoginMessages.Account);
export const PasswordSchema = z.string().refine(isPassword, LoginMessages.Password);
export const SmsCodeSchema = z
  .string()
  .trim()
  .min(1, LoginMessages.CodeBlank)
  .refine(isVerificationCode, LoginMessages.CodeLength);
/** spec §5: a search keyword, normalised; blank is refused with 请输入关键词. */
export const SearchKeywordSchema = z
  .string()
  .transform(normaliseSearchKeyword)
  .refine((keyword) => keyword.length > 0, SearchMessages.EmptyKeyword);
/** spec §5: comment contents, non-empty and at most 200 characters. */
export const CommentContentsSchema = z
  .string()
  .refine((text) => !isBlank(text), CommentMessages.Empty)
  .refine((text) => codePointLength(text) <= COMMENT_MAX_LENGTH, CommentMessages.TooLong);
/** spec §5: a question, non-empty after trim. */
export const QuestionSchema = z
  .string()
  .trim()
  .refine((text) => text.length > 0, QuestionMessages.Empty);
