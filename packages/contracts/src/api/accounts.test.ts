import { describe, expect, it } from 'vitest';
import { validateCodeAndNewPassword, validateNewPassword } from './accounts.ts';

describe('new passwords (register, reset)', () => {
  it.each([
    ['', '请输入您的密码'],
    ['abc12', '密码至少6位'],
    ['a'.repeat(17), '密码最多16位，且不能包含中文'],
    ['abc密码123', '密码最多16位，且不能包含中文'],
    ['ａｂｃ１２３', '密码最多16位，且不能包含中文'],
  ])('refuses %j with %s', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });

  it('accepts 6 to 16 characters without Chinese, and checks the confirmation', () => {
    expect(validateNewPassword('abc123')).toBeNull();
    expect(validateNewPassword('A'.repeat(16))).toBeNull();
    expect(validateNewPassword('abc123', 'abc124')).toBe('两次输入的密码不一致');
    expect(validateNewPassword('abc123', 'abc123')).toBeNull();
  });

  it('asks for phone and code first, with the messages of spec §5', () => {
    const form = { phone: '13800000001', code: '123456', password: 'abc123' };
    expect(validateCodeAndNewPassword({ ...form, phone: '' })).toBe('手机号不能为空');
    expect(validateCodeAndNewPassword({ ...form, phone: '12345' })).toBe('请输入有效手机号');
    expect(validateCodeAndNewPassword({ ...form, code: '' })).toBe('验证码不能为空');
    expect(validateCodeAndNewPassword({ ...form, code: '123' })).toBe('验证码为6位数');
    expect(validateCodeAndNewPassword({ ...form, password: '' })).toBe('请输入您的密码');
    expect(validateCodeAndNewPassword(form)).toBeNull();
  });
});
