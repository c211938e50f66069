import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskAccount, maskEmail, maskPhone } from './masking.ts';

describe('maskPhone (spec §5: first 3 and last 4 digits)', () => {
  it('shows 138****0001 for 13800000001', () =>
    expect(maskPhone('13800000001')).toBe('138****0001'));
  it('keeps the length and the visible ends of any phone, and hides the middle 4', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[1-9]\d{9}$/), (phone) => {
        const masked = maskPhone(phone);
        return (
          masked.length === 11 &&
          masked.startsWith(phone.slice(0, 3)) &&
          masked.endsWith(phone.slice(-4)) &&
          masked.slice(3, 7) === '****'
        );
      }),
    );
  });
  it('stars a value too short to mask in part', () => {
    expect(maskPhone('1234567')).toBe('*******');
    expect(maskPhone('')).toBe('');
  });
  it('never shows more than 7 characters of any value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const visible = maskPhone(value).replace(/\*/g, '');
        return visible.length <= 7;
      }),
    );
  });
});

describe('maskEmail (spec §5: half of the local part hidden)', () => {
  it('hides the second half of the local part', () => {
    expect(maskEmail('reader@moyue.example')).toBe('rea***@moyue.example');
    expect(maskEmail('ab@x.cn')).toBe('a*@x.cn');
    expect(maskEmail('abc@x.cn')).toBe('a**@x.cn');
  });
  it('hides a one-character local part', () => expect(maskEmail('a@x.cn')).toBe('*@x.cn'));
  it('leaves a value without a local part alone', () => expect(maskEmail('@x.cn')).toBe('@x.cn'));
  it('keeps the domain and the length, and hides at least half of any local part', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_-]{1,20}$/), (local) => {
        const masked = maskEmail(`${local}@moyue.example`);
        const maskedLocal = masked.slice(0, local.length);
        const hidden = [...maskedLocal].filter((c) => c === '*').length;
        return (
          masked.endsWith('@moyue.example') &&
          masked.length === local.length + '@moyue.example'.length &&
          maskedLocal.startsWith(local.slice(0, Math.floor(local.length / 2))) &&
          hidden >= local.length / 2
        );
      }),
    );
  });
});

describe('maskAccount', () => {
  it('masks an e-mail as an e-mail and anything else as a phone', () => {
    expect(maskAccount('reader@moyue.example')).toBe('rea***@moyue.example');
    expect(maskAccount('13800000001')).toBe('138****0001');
  });
});
