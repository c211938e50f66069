import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AccountSchema,
  CommentContentsSchema,
  EmailSchema,
  PasswordSchema,
  PhoneSchema,
  SearchKeywordSchema,
  SmsCodeSchema,
} from './validation-schemas.ts';
import {
  accountChangeClearsPassword,
  containsChinese,
  isEmail,
  isPassword,
  isPhone,
  isVerificationCode,
  normaliseSearchKeyword,
  stripWhitespace,
  validateBindOrganization,
  validateCodeLogin,
  validateComment,
  validateInstitutionLogin,
  validatePasswordLogin,
  validateQuestion,
  validateSearchKeyword,
  validateSmsRequest,
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

describe('password, any input', () => {
  it('accepts any 1 to 16 printable ASCII characters and refuses 17 or more', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[\x20-\x7e]{1,24}$/),
        (value) => isPassword(value) === value.length <= 16,
      ),
    );
  });
  it('finds Chinese in any plane', () => {
    expect(containsChinese('𫐐')).toBe(true);
    expect(containsChinese('abc')).toBe(false);
  });
  it('counts Chinese punctuation and full-width forms as Chinese', () => {
    expect(isPassword('abc，def')).toBe(false);
    expect(isPassword('ａｂｃ')).toBe(false);
    expect(isPassword('abc,def!@#')).toBe(true);
  });
});

describe('search, comment and question (spec §5/§8)', () => {
  it('refuses a blank keyword with 请输入关键词', () => {
    expect(validateSearchKeyword(' \n ')).toBe('请输入关键词');
    expect(validateSearchKeyword('明月')).toBeNull();
  });
  it('refuses an empty comment with 请输入评论内容 and one above 200 characters', () => {
    expect(validateComment('  ')).toBe('请输入评论内容');
    expect(validateComment('好'.repeat(200))).toBeNull();
    expect(validateComment('好'.repeat(201))).toBe('评论内容不能超过200字');
  });
  it('refuses an empty question with 请输入提问内容', () => {
    expect(validateQuestion(' ')).toBe('请输入提问内容');
    expect(validateQuestion('何为仁？')).toBeNull();
  });
  it('refuses binding without a selection with 请选择机构', () => {
    expect(validateBindOrganization(null)).toBe('请选择机构');
    expect(validateBindOrganization('')).toBe('请选择机构');
    expect(validateBindOrganization(0)).toBe('请选择机构');
    expect(validateBindOrganization('1024')).toBeNull();
  });
});

describe('more login rules (spec §5)', () => {
  it('asks for a valid phone before sending a code', () => {
    expect(validateSmsRequest('')).toBe('手机号不能为空');
    expect(validateSmsRequest('1234')).toBe('请输入有效手机号');
    expect(validateSmsRequest('138 0000 0001')).toBeNull();
  });
  it('checks institution, then number, then password', () => {
    expect(validateInstitutionLogin({ organizationId: null, number: '', password: '' })).toBe(
      '请选择机构',
    );
    expect(validateInstitutionLogin({ organizationId: '7', number: ' ', password: '' })).toBe(
      '请输入学号或工号',
    );
    expect(validateInstitutionLogin({ organizationId: '7', number: '2024', password: '' })).toBe(
      '请输入您的密码',
    );
    expect(
      validateInstitutionLogin({ organizationId: '7', number: '2024', password: 'x' }),
    ).toBeNull();
  });
  it('clears the password when the account is cleared or down to one character', () => {
    expect(accountChangeClearsPassword('')).toBe(true);
    expect(accountChangeClearsPassword('1')).toBe(true);
    expect(accountChangeClearsPassword('13')).toBe(false);
  });
});

describe('schemas carry the spec messages', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : (result.error?.issues[0]?.message ?? null);
  it('phone', () => {
    expect(PhoneSchema.parse(' 13800000001 ')).toBe('13800000001');
    expect(firstMessage(PhoneSchema.safeParse('12345'))).toBe('请输入有效手机号');
  });
  it('email', () => {
    expect(firstMessage(EmailSchema.safeParse('x@y'))).toBe('邮箱格式错误，请重填');
  });
  it('account', () => {
    expect(AccountSchema.parse(' 138 0000 0001')).toBe('13800000001');
    expect(firstMessage(AccountSchema.safeParse('  '))).toBe('请输入手机/邮箱');
  });
  it('password', () => {
    expect(firstMessage(PasswordSchema.safeParse('密码123'))).toBe('请输入您的密码');
  });
  it('sms code', () => {
    expect(SmsCodeSchema.parse('123456')).toBe('123456');
    expect(firstMessage(SmsCodeSchema.safeParse(''))).toBe('验证码不能为空');
    expect(firstMessage(SmsCodeSchema.safeParse('12345'))).toBe('验证码为6位数');
  });
  it('search keyword', () => {
    expect(SearchKeywordSchema.parse(' 明月\n')).toBe('明月');
    expect(firstMessage(SearchKeywordSchema.safeParse('\r\n'))).toBe('请输入关键词');
  });
  it('comment', () => {
    expect(firstMessage(CommentContentsSchema.safeParse(''))).toBe('请输入评论内容');
  });
});
