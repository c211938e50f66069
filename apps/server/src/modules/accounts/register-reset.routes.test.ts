import { describe, expect, it } from 'vitest';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VerificationCodeService } from './verification-code.service.ts';
import { randomIp, randomPhone, refusal } from '../../testing/api-helpers.ts';
import { type LoginData, useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES, bindDevice } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('register and password reset API (%s)', (kind) => {
  const { app, call, login, detail, body, newUser, lastCode, lastSms } = useAccountTestApp(kind);
  const sendCode = (account: string) => call('POST', '/v1/api/sms/create', { account, type: '8' });
  // Each on a device of its own: the device cap (10 an hour) belongs to its own test.
  const sendCodeFor = async (account: string, type: '1' | '2', ip?: string) =>
    call('POST', '/v1/api/sms/create', { account, type }, { ip, as: await bindDevice(app().app) });
  const register = (params: Record<string, string>, ip?: string) =>
    call('POST', '/v1/api/userinfo/register', params, { ip });
  const resetPassword = (params: Record<string, string>, ip?: string) =>
    call('POST', '/v1/api/userinfo/reset-password', params, { ip });
  const passwordHashOf = async (phone: string) =>
    (
      await app().database.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE mobile_number = $1',
        [phone],
      )
    )[0]?.password_hash;

  describe('register (type 1 codes)', () => {
    it('opens an account with phone, code and password, signs it in, and the password works', async () => {
      const phone = randomPhone();
      expect(body(await sendCodeFor(phone, '1')).Code).toBe(200);
      expect(await lastSms(phone)).toMatch(/^【墨阅】您的注册验证码为\d{6}，5分钟内有效/);
      const response = await register({
        account: phone,
        validateCode: await lastCode(phone),
        password: 'New2026!',
        promotionCode: 'PROMO9',
      });
      const answer = body<LoginData>(response);
      expect(answer).toMatchObject({
        Success: true,
        Code: 0,
        Description: '注册成功',
        Data: { MobileNumber: phone, NickName: `读者${phone.slice(-4)}`, Organization: null },
      });
      expect(String(response.headers['set-cookie'])).toContain(
        `access_token=${answer.Data.AccessToken}`,
      );
      expect(body(await detail({ cookie: answer.Data.AccessToken })).Success).toBe(true);
      expect(body(await login({ account: phone, password: 'New2026!' })).Success).toBe(true);
      const [user] = await app().database.query<{ promotion_code: string; password_hash: string }>(
        'SELECT promotion_code, password_hash FROM users WHERE mobile_number = $1',
        [phone],
      );
      expect(user?.promotion_code).toBe('PROMO9');
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('checks phone, code and password in the order of spec §5', async () => {
      const phone = randomPhone();
      const cases: [Record<string, string>, string][] = [
        [{ account: '', validateCode: '123456', password: 'Abc123' }, '手机号不能为空'],
        [{ account: '2800000000', validateCode: '123456', password: 'Abc123' }, '请输入有效手机号'],
        [{ account: phone, validateCode: '', password: 'Abc123' }, '验证码不能为空'],
        [{ account: phone, validateCode: '12345', password: 'Abc123' }, '验证码为6位数'],
        [{ account: phone, validateCode: '123456', password: '' }, '请输入您的密码'],
        [{ account: phone, validateCode: '123456', password: 'Ab1' }, '密码至少6位'],
        [
          { account: phone, validateCode: '123456', password: 'A'.repeat(17) },
          '密码最多16位，且不能包含中文',
        ],
        [
          { account: phone, validateCode: '123456', password: '密码abc123' },
          '密码最多16位，且不能包含中文',
        ],
      ];
      for (const [params, description] of cases) {
        const response = await register(params);
        expect(response.statusCode).toBe(400);
        expect(body(response)).toEqual(refusal(400, description));
      }
      const [row] = await app().database.query('SELECT 1 FROM users WHERE mobile_number = $1', [
        phone,
      ]);
      expect(row).toBeUndefined();
    });

    it('refuses a wrong code, a login code, and a used code', async () => {
      const phone = randomPhone();
      await sendCode(phone);
      const loginCode = await lastCode(phone);
      const withCode = (validateCode: string) =>
        register({ account: phone, validateCode, password: 'Abc123' });
      expect(body(await withCode(loginCode))).toEqual(refusal(30, '验证码已失效，请重新获取'));
      const codes = new VerificationCodeService(new VerificationCodeRepository(app().database.db));
      const code = await codes.issue({
        account: phone,
        purpose: 'register',
        ip: null,
        deviceId: null,
      });
      const wrong = code === '000000' ? '000001' : '000000';
      expect(body(await withCode(wrong))).toEqual(refusal(30, '验证码错误'));
      expect(body(await withCode(code)).Success).toBe(true);
      expect(body(await withCode(code))).toEqual(refusal(30, '验证码已失效，请重新获取'));
    });

    it('never sends a register code to a number with an account, and answers alike', async () => {
      const phone = await newUser({ password: 'Old2026' });
      expect(body(await sendCodeFor(phone, '1'))).toEqual({
        Success: true,
        Data: null,
        Code: 200,
        Description: '验证码已发送',
      });
      const text = await lastSms(phone);
      expect(text).toBe(
        '【墨阅】该手机号已注册墨阅账号，可直接登录；如忘记密码，请使用“找回密码”。',
      );
      expect(text).not.toMatch(/\d{6}/);
    });

    it('refuses a right code when the number got an account meanwhile', async () => {
      const phone = randomPhone();
      await sendCodeFor(phone, '1');
      const code = await lastCode(phone);
      await app().database.query('INSERT INTO users (external_id, mobile_number) VALUES ($1, $2)', [
        `u-race-${phone}`,
        phone,
      ]);
      expect(
        body(await register({ account: phone, validateCode: code, password: 'Abc123' })),
      ).toEqual(refusal(30, '该手机号已注册，请直接登录'));
    });
  });

  describe('password reset (type 2 codes)', () => {
    it('sets the new password and ends every session of the account', async () => {
      const phone = await newUser({ password: 'Old2026' });
      const first = body<LoginData>(await login({ account: phone, password: 'Old2026' })).Data;
      const second = body<LoginData>(await login({ account: phone, password: 'Old2026' })).Data;
      expect(body(await sendCodeFor(phone, '2')).Code).toBe(200);
      expect(await lastSms(phone)).toMatch(/^【墨阅】您正在重置密码，验证码为\d{6}/);
      const response = await resetPassword({
        account: phone,
        validateCode: await lastCode(phone),
        password: 'Fresh2026',
      });
      expect(body(response)).toEqual({
        Success: true,
        Data: null,
        Code: 0,
        Description: '密码已重置，请重新登录',
      });
      expect(String(response.headers['set-cookie'])).toMatch(/access_token=;/);
      for (const token of [first.AccessToken, second.AccessToken])
        expect(body(await detail({ cookie: token }))).toMatchObject({ Code: 34 });
      expect(body(await login({ account: phone, password: 'Old2026' })).Success).toBe(false);
      expect(body(await login({ account: phone, password: 'Fresh2026' })).Success).toBe(true);
    });

    it('answers an unknown number like a known one and sends it no code', async () => {
      const phone = randomPhone();
      expect(body(await sendCodeFor(phone, '2'))).toMatchObject({ Success: true, Code: 200 });
      expect(await lastSms(phone)).toBe('【墨阅】该手机号尚未注册墨阅账号，如需使用请先注册。');
      expect(
        body(await resetPassword({ account: phone, validateCode: '123456', password: 'Abc123' })),
      ).toMatchObject({ Success: false, Code: 30 });
    });

    it('refuses a register code, a wrong code and a weak password, changing nothing', async () => {
      const phone = await newUser({ password: 'Old2026' });
      const codes = new VerificationCodeService(new VerificationCodeRepository(app().database.db));
      const registerCode = await codes.issue({
        account: phone,
        purpose: 'register',
        ip: null,
        deviceId: null,
      });
      expect(
        body(
          await resetPassword({ account: phone, validateCode: registerCode, password: 'Abc123' }),
        ),
      ).toEqual(refusal(30, '验证码已失效，请重新获取'));
      await sendCodeFor(phone, '2');
      const code = await lastCode(phone);
      expect(
        body(await resetPassword({ account: phone, validateCode: code, password: '12' })),
      ).toEqual(refusal(400, '密码至少6位'));
      const wrong = code === '000000' ? '000001' : '000000';
      expect(
        body(await resetPassword({ account: phone, validateCode: wrong, password: 'Abc123' })),
      ).toEqual(refusal(30, '验证码错误'));
      expect(body(await login({ account: phone, password: 'Old2026' })).Success).toBe(true);
    });

    it('kills the code after 5 wrong tries and locks the burst with 429', async () => {
      const phone = await newUser({ password: 'Old2026' });
      const [before] = await app().database.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE mobile_number = $1',
        [phone],
      );
      const ip = randomIp();
      await sendCodeFor(phone, '2', ip);
      const code = await lastCode(phone);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1)
        await resetPassword({ account: phone, validateCode: wrong, password: 'Abc123' }, ip);
      expect(
        body(await resetPassword({ account: phone, validateCode: code, password: 'Abc123' }, ip)),
      ).toEqual(refusal(30, '验证码已失效，请重新获取'));
      for (let attempt = 0; attempt < 4; attempt += 1)
        await resetPassword({ account: phone, validateCode: wrong, password: 'Abc123' }, ip);
      const locked = await resetPassword(
        { account: phone, validateCode: code, password: 'Abc123' },
        ip,
      );
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(body(locked)).toMatchObject({ Success: false, Code: 429 });
      const [after] = await app().database.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE mobile_number = $1',
        [phone],
      );
      expect(after?.password_hash).toBe(before?.password_hash);
      expect(body(await login({ account: phone, password: 'Old2026' })).Success).toBe(true);
    });

    it('holds the cap under a parallel burst of wrong codes and changes nothing', async () => {
      const phone = await newUser({ password: 'Old2026' });
      const session = body<LoginData>(await login({ account: phone, password: 'Old2026' })).Data;
      const before = await passwordHashOf(phone);
      const ip = randomIp();
      await sendCodeFor(phone, '2', ip);
      const code = await lastCode(phone);
      const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i)).filter(
        (guess) => guess !== code,
      );
      const answers = await Promise.all(
        guesses.map((guess) =>
          resetPassword({ account: phone, validateCode: guess, password: 'Abc123' }, ip),
        ),
      );
      const checked = answers.filter((answer) => body(answer).Code === 30);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(checked.length).toBeLessThanOrEqual(10);
      expect(checked.length + refused.length).toBe(guesses.length);
      for (const answer of refused) {
        expect(body(answer)).toEqual(refusal(429, '尝试次数过多，请15分钟后再试'));
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
      }
      expect(await passwordHashOf(phone)).toBe(before);
      expect(body(await detail({ cookie: session.AccessToken })).Success).toBe(true);
    });

    it('answers a known and an unknown number alike, after the same work', async () => {
      const known = await newUser({ password: 'Old2026' });
      const fastest = { known: Infinity, unknown: Infinity };
      const answers: Record<'known' | 'unknown', unknown[]> = { known: [], unknown: [] };
      // Interleaved, best of 5: the quickest run shows the work done, whatever else the machine does.
      for (let round = 0; round < 5; round++) {
        const accounts = { known, unknown: randomPhone() };
        for (const which of ['known', 'unknown'] as const) {
          const started = performance.now();
          const answer = body(
            await resetPassword({
              account: accounts[which],
              validateCode: '123456',
              password: 'Abc123',
            }),
          );
          fastest[which] = Math.min(fastest[which], performance.now() - started);
          answers[which].push(answer);
        }
      }
      expect(answers.known).toEqual(answers.unknown);
      expect(answers.known[0]).toEqual(refusal(30, '验证码已失效，请重新获取'));
      expect(fastest.unknown).toBeGreaterThan(fastest.known * 0.5);
      expect(fastest.known).toBeGreaterThan(fastest.unknown * 0.5);
      expect(await passwordHashOf(known)).toMatch(/^\$argon2id\$/);
      expect(body(await login({ account: known, password: 'Old2026' })).Success).toBe(true);
    });
  });
});
