import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signParams } from '@moyue/contracts/signing';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedParams,
  signedRequest,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { hashPassword } from './password.ts';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VerificationCodeService } from './verification-code.service.ts';

// Counters may live in a shared Redis: every test uses its own phone numbers and addresses.
const randomPhone = () => `19${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

interface Envelope<T = unknown> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}
interface LoginData {
  Id: number;
  RealName: string;
  NickName: string;
  MobileNumber: string;
  AccessToken: string;
  ExtendData: { AccessToken: string };
  Organization: null | { Title: string; State: number; Warning: number | null; Type: number };
}

describe.each(TEST_DATABASES)('accounts API (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: { ip?: string; cookie?: string; as?: TestDevice } = {},
  ): Promise<LightMyRequestResponse> =>
    signedRequest(t.app, options.as ?? device, method, path, params, {
      ip: options.ip ?? randomIp(),
      cookie: options.cookie,
    });
  const login = (params: Record<string, string>, ip?: string) =>
    call('POST', '/v1/api/userinfo/login', params, { ip });
  const sendCode = (account: string, options: { ip?: string; as?: TestDevice } = {}) =>
    call('POST', '/v1/api/sms/create', { account, type: '8' }, options);
  const detail = (options: { cookie?: string; token?: string; id?: string } = {}) =>
    call(
      'GET',
      '/v1/api/user/detail',
      {
        ...(options.token ? { AccessToken: options.token } : {}),
        ...(options.id ? { id: options.id } : {}),
      },
      { cookie: options.cookie },
    );
  async function lastCode(phone: string): Promise<string> {
    const [row] = await t.database.query<{ body: string }>(
      'SELECT body FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    const code = /验证码为(\d{6})/.exec(row?.body ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }
  const body = <T = unknown>(response: LightMyRequestResponse) => response.json<Envelope<T>>();
  /** A user on a fresh random phone number; answers the number. */
  async function newUser(fields: { password?: string; realName?: string }): Promise<string> {
    const phone = randomPhone();
    await t.database.query(
      'INSERT INTO users (external_id, mobile_number, password_hash, real_name) VALUES ($1, $2, $3, $4)',
      [
        `u-${phone}`,
        phone,
        fields.password ? await hashPassword(fields.password) : null,
        fields.realName ?? '',
      ],
    );
    return phone;
  }

  describe('password login', () => {
    it('signs in a demo reader with the user info of spec §3 and an HttpOnly cookie', async () => {
      const response = await login({ account: '13800000001', password: 'Moyue2026' });
      const answer = body<LoginData>(response);
      expect(answer).toMatchObject({ Success: true, Code: 0 });
      expect(answer.Data).toMatchObject({
        RealName: '李书言',
        NickName: '书虫',
        MobileNumber: '13800000001',
        Organization: null,
        IsCheckIn: false,
        SocialStatus: 3,
        RecommendEmail: 'reader@moyue.example',
      });
      expect(answer.Data.AccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.Data.ExtendData.AccessToken).toBe(answer.Data.AccessToken);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toContain(`access_token=${answer.Data.AccessToken}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it('accepts the e-mail in any case and strips whitespace from the account', async () => {
      const byEmail = body(await login({ account: 'Reader@Moyue.Example', password: 'Moyue2026' }));
      expect(byEmail.Success).toBe(true);
      const spaced = body(await login({ account: ' 138 0000 0001 ', password: 'Moyue2026' }));
      expect(spaced.Success).toBe(true);
    });

    it('carries the certified institution in Organization', async () => {
      const answer = body<LoginData>(
        await login({ account: '13800000003', password: 'Moyue2026' }),
      );
      expect(answer.Data.Organization).toMatchObject({
        Title: '墨阅示范图书馆',
        Type: 1,
        State: 4,
        Warning: null,
      });
    });

    it('answers a wrong password and an unknown account alike, after the same argon2 work', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const refusal = { Success: false, Data: null, Code: 30, Description: '账号或密码错误' };
      const fastest = { wrong: Infinity, unknown: Infinity, noEmail: Infinity };
      const accounts = { wrong: phone, unknown: '', noEmail: '' };
      // Interleaved, best of 4: the quickest run shows the work done, whatever else the machine does.
      for (let round = 0; round < 4; round++) {
        accounts.unknown = randomPhone();
        accounts.noEmail = `nobody${round}.${randomInt(1e6)}@moyue.example`;
        for (const which of ['wrong', 'unknown', 'noEmail'] as const) {
          const started = performance.now();
          const answer = body(await login({ account: accounts[which], password: `bad${round}` }));
          fastest[which] = Math.min(fastest[which], performance.now() - started);
          expect(answer).toEqual(refusal);
        }
      }
      // argon2id with 19 MiB costs tens of milliseconds; an answer without it would be far quicker.
      expect(fastest.unknown).toBeGreaterThan(fastest.wrong * 0.5);
      expect(fastest.noEmail).toBeGreaterThan(fastest.wrong * 0.5);
    });

    it('asks for the account, then the password (spec §5 messages)', async () => {
      expect(body(await login({ account: '  ', password: 'x' }))).toMatchObject({
        Code: 400,
        Description: '请输入手机/邮箱',
      });
      expect(body(await login({ account: '13800000001' }))).toMatchObject({
        Code: 400,
        Description: '请输入您的密码',
      });
    });

    it('refuses an 11th wrong try on one account with 429 and Retry-After, even with the right password', async () => {
      const phone = await newUser({ password: 'Right2026' });
      for (let i = 0; i < 10; i++) {
        expect(body(await login({ account: phone, password: `wrong${i}` })).Code).toBe(30);
      }
      const locked = await login({ account: phone, password: 'Right2026' });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(body(locked)).toEqual({
        Success: false,
        Data: null,
        Code: 429,
        Description: '尝试次数过多，请15分钟后再试',
      });
    });

    it('needs a signed request', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/api/userinfo/login',
        payload: { account: '13800000001', password: 'Moyue2026' },
      });
      expect(body(response)).toMatchObject({ Success: false, Code: 40 });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('sessions', () => {
    async function signIn(): Promise<string> {
      return body<LoginData>(await login({ account: '13800000004', password: 'Moyue2026' })).Data
        .AccessToken;
    }
    const expired = { Success: false, Data: null, Code: 34, Description: '登录已过期，请重新登录' };

    it('answers user/detail for the access_token cookie or the signed AccessToken', async () => {
      const token = await signIn();
      const byCookie = body<LoginData>(await detail({ cookie: token }));
      expect(byCookie).toMatchObject({ Success: true, Data: { RealName: '周文若' } });
      const byParam = body<LoginData>(await detail({ token }));
      expect(byParam.Data.RealName).toBe('周文若');
      expect(body(await detail({ token, id: String(byParam.Data.Id) })).Success).toBe(true);
    });

    it('answers code 34 without a token, with an unknown one, and after logout', async () => {
      expect(body(await detail())).toEqual(expired);
      expect(body(await detail({ cookie: 'not-a-token' }))).toEqual(expired);
      expect(body(await detail({ token: 'A'.repeat(43) }))).toEqual(expired);
      const token = await signIn();
      const logout = await call('POST', '/v1/api/device/logout', {}, { cookie: token });
      expect(body(logout)).toMatchObject({ Success: true });
      const cleared = String(logout.headers['set-cookie']);
      for (const name of ['access_token', 'bg_user_info', 'user_Organization'])
        expect(cleared).toMatch(new RegExp(`${name}=;`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(body(await detail({ cookie: token }))).toEqual(expired);
      expect(body(await detail({ token }))).toEqual(expired);
    });

    it('logs out even without a session', async () => {
      expect(body(await call('POST', '/v1/api/device/logout'))).toMatchObject({ Success: true });
    });

    it("refuses another user's id", async () => {
      const token = await signIn();
      const [other] = await t.database.query<{ id: string }>(
        "SELECT id FROM users WHERE mobile_number = '13800000001'",
      );
      expect(body(await detail({ token, id: String(other!.id) }))).toEqual({
        Success: false,
        Data: null,
        Code: 403,
        Description: '无权查看该用户',
      });
    });
  });

  describe('SMS code login', () => {
    it('sends a 6-digit code (Code 200) and signs a new number in with it, once', async () => {
      const phone = randomPhone();
      const sent = await sendCode(phone);
      expect(body(sent)).toEqual({
        Success: true,
        Data: null,
        Code: 200,
        Description: '验证码已发送',
      });
      const code = await lastCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const first = body<LoginData>(
        await login({ account: phone, validateCode: code, promotionCode: 'P7' }),
      );
      expect(first).toMatchObject({
        Success: true,
        Data: { MobileNumber: phone, NickName: `读者${phone.slice(-4)}` },
      });
      const [user] = await t.database.query<{ promotion_code: string }>(
        'SELECT promotion_code FROM users WHERE mobile_number = $1',
        [phone],
      );
      expect(user?.promotion_code).toBe('P7');
      expect(body(await login({ account: phone, validateCode: code }))).toEqual({
        Success: false,
        Data: null,
        Code: 30,
        Description: '验证码已失效，请重新获取',
      });
    });

    it('signs an existing account in by code', async () => {
      const phone = await newUser({ realName: '韩知秋' });
      await sendCode(phone);
      const answer = body<LoginData>(
        await login({ account: phone, validateCode: await lastCode(phone) }),
      );
      expect(answer.Data.RealName).toBe('韩知秋');
    });

    it('sends one code per phone per 120 s: 429, Code 22 and Retry-After', async () => {
      const phone = randomPhone();
      expect(body(await sendCode(phone)).Code).toBe(200);
      const again = await sendCode(phone);
      expect(again.statusCode).toBe(429);
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(100);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect(body(again)).toEqual({
        Success: false,
        Data: null,
        Code: 22,
        Description: `验证码发送过于频繁，请${retryAfter}秒后再试`,
      });
    });

    it('kills a code after 5 wrong tries', async () => {
      const phone = randomPhone();
      await sendCode(phone);
      const code = await lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        expect(body(await login({ account: phone, validateCode: wrong }))).toMatchObject({
          Code: 30,
          Description: '验证码错误',
        });
      }
      expect(body(await login({ account: phone, validateCode: code }))).toMatchObject({
        Code: 30,
        Description: '验证码已失效，请重新获取',
      });
    });

    it('refuses an expired code', async () => {
      const phone = randomPhone();
      await sendCode(phone);
      const code = await lastCode(phone);
      await t.database.query(
        "UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE account = $1",
        [phone],
      );
      expect(body(await login({ account: phone, validateCode: code }))).toMatchObject({
        Code: 30,
        Description: '验证码已失效，请重新获取',
      });
    });

    it('refuses a code made for another purpose', async () => {
      const phone = randomPhone();
      const codes = new VerificationCodeService(new VerificationCodeRepository(t.database.db));
      const code = await codes.issue({
        account: phone,
        purpose: 'register',
        ip: null,
        deviceId: null,
      });
      expect(body(await login({ account: phone, validateCode: code }))).toMatchObject({
        Code: 30,
        Description: '验证码已失效，请重新获取',
      });
      expect(await codes.verify(phone, 'register', code)).toBe('ok');
    });

    it('retires an older code when a newer one is issued', async () => {
      const phone = randomPhone();
      const codes = new VerificationCodeService(new VerificationCodeRepository(t.database.db));
      const older = await codes.issue({
        account: phone,
        purpose: 'login',
        ip: null,
        deviceId: null,
      });
      const newer = await codes.issue({
        account: phone,
        purpose: 'login',
        ip: null,
        deviceId: null,
      });
      if (older !== newer) expect(await codes.verify(phone, 'login', older)).toBe('wrong');
      expect(await codes.verify(phone, 'login', newer)).toBe('ok');
    });

    it('checks the phone and code before anything else (spec §5 messages)', async () => {
      expect(body(await sendCode(''))).toMatchObject({ Code: 400, Description: '手机号不能为空' });
      expect(body(await sendCode('12345'))).toMatchObject({
        Code: 400,
        Description: '请输入有效手机号',
      });
      expect(body(await login({ account: randomPhone(), validateCode: '12345' }))).toMatchObject({
        Code: 400,
        Description: '验证码为6位数',
      });
      expect(body(await login({ account: 'a@b.cn', validateCode: '123456' }))).toMatchObject({
        Code: 400,
        Description: '请输入有效手机号',
      });
      const wrongType = await call('POST', '/v1/api/sms/create', {
        account: randomPhone(),
        type: '3',
      });
      expect(body(wrongType)).toMatchObject({ Code: 400, Description: '参数错误：type' });
    });

    it('caps codes per device (10 an hour) and per address (20 an hour)', async () => {
      const own = await bindDevice(t.app);
      for (let i = 0; i < 10; i++)
        expect(body(await sendCode(randomPhone(), { as: own })).Code).toBe(200);
      const capped = await sendCode(randomPhone(), { as: own });
      expect(capped.statusCode).toBe(429);
      expect(body(capped)).toMatchObject({
        Code: 22,
        Description: '今日验证码发送次数过多，请稍后再试',
      });

      const ip = randomIp();
      const devices = [await bindDevice(t.app), await bindDevice(t.app), await bindDevice(t.app)];
      for (let i = 0; i < 20; i++)
        expect(body(await sendCode(randomPhone(), { ip, as: devices[i % 3] })).Code).toBe(200);
      expect(body(await sendCode(randomPhone(), { ip, as: devices[0] })).Code).toBe(22);
    });
  });

  describe('userinfo/check', () => {
    it('answers Success for a well-formed phone or e-mail, known or not, and never says which', async () => {
      const check = (account: string, type: string) =>
        call('GET', '/v1/api/userinfo/check', { account, type });
      const known = body(await check('13800000001', '1'));
      const unknown = body(await check(randomPhone(), '1'));
      expect(known).toEqual({ Success: true, Data: null, Code: 0, Description: '' });
      expect(unknown).toEqual(known);
      expect(body(await check('reader@moyue.example', '2'))).toEqual(known);
      expect(body(await check('1380000', '1'))).toMatchObject({ Description: '请输入有效手机号' });
      expect(body(await check('not-an-email', '2'))).toMatchObject({
        Description: '请输入有效邮箱',
      });
    });
  });

  // Each on a device of its own: the device cap (10 an hour) belongs to its own test.
  const sendCodeFor = async (account: string, type: '1' | '2', ip?: string) =>
    call('POST', '/v1/api/sms/create', { account, type }, { ip, as: await bindDevice(t.app) });
  const register = (params: Record<string, string>, ip?: string) =>
    call('POST', '/v1/api/userinfo/register', params, { ip });
  const resetPassword = (params: Record<string, string>, ip?: string) =>
    call('POST', '/v1/api/userinfo/reset-password', params, { ip });
  async function lastSms(phone: string): Promise<string> {
    const [row] = await t.database.query<{ body: string }>(
      'SELECT body FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    return row?.body ?? '';
  }
  const refusal = (Code: number, Description: string) => ({
    Success: false,
    Data: null,
    Code,
    Description,
  });

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
      const [user] = await t.database.query<{ promotion_code: string; password_hash: string }>(
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
      const [row] = await t.database.query('SELECT 1 FROM users WHERE mobile_number = $1', [phone]);
      expect(row).toBeUndefined();
    });

    it('refuses a wrong code, a login code, and a used code', async () => {
      const phone = randomPhone();
      await sendCode(phone);
      const loginCode = await lastCode(phone);
      const withCode = (validateCode: string) =>
        register({ account: phone, validateCode, password: 'Abc123' });
      expect(body(await withCode(loginCode))).toEqual(refusal(30, '验证码已失效，请重新获取'));
      const codes = new VerificationCodeService(new VerificationCodeRepository(t.database.db));
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
      await t.database.query('INSERT INTO users (external_id, mobile_number) VALUES ($1, $2)', [
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
      const codes = new VerificationCodeService(new VerificationCodeRepository(t.database.db));
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
    });
  });

  describe('user/update', () => {
    const update = (token: string | undefined, params: Record<string, string>) =>
      call('POST', '/v1/api/user/update', params, { cookie: token });
    async function signedIn(): Promise<string> {
      const phone = await newUser({ password: 'Prof2026' });
      return body<LoginData>(await login({ account: phone, password: 'Prof2026' })).Data
        .AccessToken;
    }

    it('saves the profile fields of spec §7 and answers the user info', async () => {
      const token = await signedIn();
      const answer = body(
        await update(token, {
          socialStatus: '1',
          DepartmentName: ' 文学院 ',
          schoolYear: '2024-09',
          education: '本科',
          socialStatusNumber: '20240901',
        }),
      );
      expect(answer).toMatchObject({
        Success: true,
        Description: '保存成功',
        Data: {
          SocialStatus: 1,
          DepartmentName: '文学院',
          SchoolYear: '2024-09',
          Education: '本科',
          SocialStatusNumber: '20240901',
        },
      });
      // Fields left out stay as they are.
      const again = body<{ SocialStatus: number; Education: string }>(
        await update(token, { socialStatus: '2' }),
      );
      expect(again.Data).toMatchObject({ SocialStatus: 2, Education: '本科' });
    });

    it('refuses each bad field with its message and changes nothing', async () => {
      const token = await signedIn();
      const cases: [Record<string, string>, string][] = [
        [{ socialStatus: '4' }, '请选择身份'],
        [{ socialStatus: 'x' }, '请选择身份'],
        [{ education: '本' }, '请选择学历'],
        [{ DepartmentName: '院'.repeat(51) }, '院/系名称不能超过50字'],
        [{ socialStatusNumber: '1'.repeat(31) }, '工/学号不能超过30字'],
        [{ schoolYear: '2024-13' }, '入校时间格式应为yyyy-MM，且不能晚于当前月份'],
        [
          { schoolYear: `${new Date().getFullYear() + 1}-01` },
          '入校时间格式应为yyyy-MM，且不能晚于当前月份',
        ],
      ];
      for (const [params, description] of cases)
        expect(body(await update(token, params))).toEqual(refusal(400, description));
      const info = body<{ SocialStatus: number; Education: string }>(
        await detail({ cookie: token }),
      );
      expect(info.Data).toMatchObject({ SocialStatus: 3, Education: '' });
    });

    it('needs a signed-in reader (code 34)', async () => {
      expect(body(await update(undefined, { socialStatus: '1' }))).toMatchObject({ Code: 34 });
    });
  });
});

describe('the access_token cookie behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUSTED_PROXIES: '127.0.0.1' } });
    await writeDemoPeople(t.database.db);
  });
  afterAll(() => t.close());

  it('is Secure when the trusted proxy says the request came over HTTPS', async () => {
    const device = await bindDevice(t.app);
    const path = '/v1/api/userinfo/login';
    const signed = await signParams(device.DeviceKey, 'POST', path, {
      ...signedParams(device, path),
      account: '13800000001',
      password: 'Moyue2026',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '127.0.0.1',
      payload: new URLSearchParams(signed).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': randomIp(),
      },
    });
    expect(response.json<Envelope>().Success).toBe(true);
    expect(String(response.headers['set-cookie'])).toMatch(/access_token=[^;]+;.*Secure/i);
  });
});
