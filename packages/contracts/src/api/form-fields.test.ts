import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  INT4_MAX,
  freeTextSchema,
  hasForbiddenCharacters,
  int4Schema,
  intListSchema,
  isFreeTextField,
  stripForbiddenCharacters,
} from './form-fields.ts';

describe('forbidden characters (issue 12 item 2)', () => {
  it.each(['a\u0000b', '\u0001', 'x\u001f', '\u000b', '\u000c', '\udc00', 'a\ud800'])(
    'finds %j',
    (text) => {
      expect(hasForbiddenCharacters(text)).toBe(true);
    },
  );

  it.each(['', '明月\t\n\r几时有', '𠀀', '\u007f', 'é'])('lets %j through', (text) => {
    expect(hasForbiddenCharacters(text)).toBe(false);
  });

  it('strips to a text that has none left, keeping tab, line feed and carriage return', () => {
    expect(stripForbiddenCharacters('明\u0000月\t\n\r\u0007\udc00')).toBe('明月\t\n\r\ufffd');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        return !hasForbiddenCharacters(stripForbiddenCharacters(text));
      }),
    );
  });

  it('marks free-text fields through optional and default', () => {
    const schema = z.object({
      excerpt: freeTextSchema(z.string().max(5)).default(''),
      remark: freeTextSchema(z.string()).optional(),
      location: z.string(),
    });
    expect(isFreeTextField(schema, 'excerpt')).toBe(true);
    expect(isFreeTextField(schema, 'remark')).toBe(true);
    expect(isFreeTextField(schema, 'location')).toBe(false);
    expect(isFreeTextField(schema, 'absent')).toBe(false);
    expect(isFreeTextField(undefined, 'excerpt')).toBe(false);
    expect(schema.parse({ excerpt: 'ab\u0000cde', location: '' }).excerpt).toBe('abcde');
  });
});

describe('integer bounds (issue 12 item 3)', () => {
  it('keeps an integer field within int4', () => {
    expect(int4Schema().parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const text of ['2147483648', '-2147483649', '9'.repeat(20), '1.5', 'x'])
      expect(int4Schema().safeParse(text).success).toBe(false);
  });

  it('keeps every element of a list within its bound', () => {
    expect(intListSchema(500, 32_767).parse('104, 109,,110')).toEqual([104, 109, 110]);
    expect(intListSchema(500, 32_767).safeParse('104,32768').success).toBe(false);
    expect(intListSchema().safeParse(`1,${'9'.repeat(20)}`).success).toBe(false);
    expect(intListSchema().safeParse('2147483648').success).toBe(false);
    const failure = intListSchema().safeParse('1,3000000000');
    // the issue names the field, not an element of it
    expect(failure.error?.issues[0]?.path).toEqual([]);
  });
});
