import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isEmail,
  isPassword,
  isPhone,
  isVerificationCode,
  normaliseSearchKeyword,
  stripWhitespace,
  validateCodeLogin,
  validatePasswordLogin,
} from './validators.ts';

describe('phone pattern (spec §5)', () => {
  it.each(['13800000001', '19912345678', '11012345678'])('accepts %s', (phone) =>
    expect(isPhone(phone)).toBe(true),
  );
  it.each(['03800000001', '10800000001', '1380000000', '138000000011', '1380000000a', ''])(
    'rejects %j',
    (phone) => expect(isPhone(phone)).toBe(false),
  );
});

describe('email pattern (spec §5)', () => {
  it.each(['reader@moyue.example', 'a_b-c.d@mail.school.edu.cn'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['reader@moyue', '@moyue.cn', 'a b@moyue.cn', '读者@moyue.cn', 'a@@b.cn', ''])(
    'rejects %j',
    (email) => expect(isEmail(email)).toBe(false),
  );
});

describe('password (spec §5: at most 16, no Chinese)', () => {
  it('accepts up to 16 characters', () => {
    expect(isPassword('Moyue2026')).toBe(true);
    expect(isPassword('a'.repeat(16))).toBe(true);
    expect(isPassword('a'.repeat(17))).toBe(false);
    expect(isPassword('')).toBe(false);
  });
  it('refuses any Chinese character', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 7 }),
        fc.string({ maxLength: 7 }),
        (a, b) => !isPassword(`${a}墨${b}`),
      ),
    );
    expect(isPassword('pass𠀀')).toBe(false);
  });
});

describe('verification code', () => {
  it('is exactly six characters', () => {
    expect(isVerificationCode('123456')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
  });
});

describe('keywords and accounts', () => {
  it('trims search words and removes line breaks (spec §5)', () => {
    expect(normaliseSearchKeyword('  明月\n几时有\r\n ')).toBe('明月几时有');
  });
  it('strips whitespace from the account', () => {
    expect(stripWhitespace(' 138 0000 0001 ')).toBe('13800000001');
  });
});

describe('login validation order (spec §5)', () => {
  it('asks for the account, then the password', () => {
    expect(validatePasswordLogin({ account: ' ', password: '' })).toBe('请输入手机/邮箱');
    expect(validatePasswordLogin({ account: '13800000001', password: '' })).toBe('请输入您的密码');
    expect(validatePasswordLogin({ account: '13800000001', password: 'x' })).toBeNull();
  });
  it('checks phone blank, phone valid, code blank, code length', () => {
    expect(validateCodeLogin({ phone: '', code: '' })).toBe('手机号不能为空');
    expect(validateCodeLogin({ phone: '12345', code: '' })).toBe('请输入有效手机号');
    expect(validateCodeLogin({ phone: '13800000001', code: '' })).toBe('验证码不能为空');
    expect(validateCodeLogin({ phone: '13800000001', code: '12345' })).toBe('验证码为6位数');
    expect(validateCodeLogin({ phone: '13800000001', code: '123456' })).toBeNull();
  });
});
