import { z } from 'zod';
import { toWellFormed } from '../signing.ts';

// Form fields shared by the calls: POST bodies and GET queries travel as strings.

/** 'true' / 'false' / '1' / '0' → a boolean. */
export const booleanishSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** PostgreSQL integer (int4): the range of an integer parameter unless its column is narrower. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** smallint: object types. */
export const SMALLINT_MAX = 32_767;
/**
 * Record ids are bigint in the database, but the repositories read them as
 * int4 (`id::int`), so no id beyond int4 is ever held or answered.
 */
export const ID_MAX = INT4_MAX;

/** An integer form field within int4 (a 20-digit or fractional value fails validation, never the SQL). */
export const int4Schema = () => z.coerce.number().int().min(INT4_MIN).max(INT4_MAX);

/** A record id as a form field: 1..ID_MAX. */
export const idNumberSchema = () => z.coerce.number().int().min(1).max(ID_MAX);

/** A comma-separated list of non-negative integers up to max ('104,109,110'); blanks are ignored. */
export const intListSchema = (maxLength = 500, max = INT4_MAX) =>
  z
    .string()
    .max(maxLength)
    .regex(/^[\s\d,]*$/)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map(Number),
    )
    // the field is named, not the element: '参数错误：CategoryIds'
    .refine((list) => list.every((n) => Number.isSafeInteger(n) && n <= max));

/**
 * True when the text holds a C0 control character other than tab, line feed
 * and carriage return (PostgreSQL refuses U+0000 in text; the others are
 * never meant), or a lone surrogate (no UTF-8 form: the body cannot carry it).
 */
export function hasForbiddenCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) || toWellFormed(text) !== text;
}

/** The Description of a request refused for control characters or lone surrogates in these fields. */
export const forbiddenCharactersMessage = (fields: readonly string[]): string =>
  `参数错误：${fields.join('、')} 含有不允许的控制字符或无效字符`;

/** A text field inside JSON-in-a-field (dataJson, authorzieParameters): bounded, no control characters. */
export const jsonTextSchema = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((text) => !hasForbiddenCharacters(text), { message: 'forbidden characters' });

/** The text without C0 control characters (but tab, LF, CR), each lone surrogate as U+FFFD. */
export const stripForbiddenCharacters = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- the characters hasForbiddenCharacters finds
  toWellFormed(text).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

const freeTextFields = z.registry<{ freeText: true }>();

/**
 * A free-text field (comments, excerpts, remarks: text pasted or taken from a
 * book): control characters are dropped, not refused, before `inner` checks
 * it; the request hook (platform/http.ts) leaves such fields to it.
 */
export function freeTextSchema<T extends z.ZodType<unknown, string>>(inner: T) {
  const schema = z.string().transform(stripForbiddenCharacters).pipe(inner);
  freeTextFields.add(schema, { freeText: true });
  return schema;
}

/** Whether the field `name` of an object schema (optional, default … unwrapped) is free text. */
export function isFreeTextField(objectSchema: unknown, name: string): boolean {
  if (!(objectSchema instanceof z.ZodObject)) return false;
  let field: unknown = (objectSchema.shape as Record<string, unknown>)[name];
  while (field instanceof z.ZodType && 'innerType' in field._zod.def)
    field = (field._zod.def as { innerType: unknown }).innerType;
  return field instanceof z.ZodType && freeTextFields.has(field);
}
