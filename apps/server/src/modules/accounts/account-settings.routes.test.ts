import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  envelope,
  insertUser,
  lastCode,
  lastOutboxMessage,
  randomPhone,
  refusal,
  sessionFor,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, bindDevice, createTestApp, type TestApp } from '../../testing/test-app.ts';

interface Info {
  MobileNumber: string;
  Email: string;
  HasPassword: boolean;
}

const randomEmail = () => `reader${randomPhone()}@moyue.example`;

describe.each(TEST_DATABASES)('account settings API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiCaller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = await apiCaller(t);
  });
  afterAll(() => t.close());

  /** Every call from a device of its own: the device cap (10 codes an hour) stays out of the way. */
  const post = async <T = unknown>(path: string, params: Record<string, string>, token?: string) =>
    api.callJson<T>('POST', path, params, { cookie: token, as: await bindDevice(t.app) });
  const info = async (token: string) =>
    (await api.callJson<Info>('GET', '/v1/api/user/detail', {}, { cookie: token })).Data;
  async function reader(fields: { email?: string; password?: string; phone?: string | null } = {}) {
    const user = await insertUser(t, { password: 'Old2026x', ...fields });
    return { ...user, token: await sessionFor(t, user.id) };
  }
  /** Proves the current phone (1) or e-mail (2): answers the VerifyToken. */
  async function verify(token: string, type: '1' | '2', recipient: string): Promise<string> {
    expect(await post('/v1/api/user/send-verify-code', { type }, token)).toMatchObject({
      Success: true,
      Code: 200,
    });
    const answer = await post<{ VerifyToken: string }>(
      '/v1/api/user/check-verify-code',
      { type, validateCode: await lastCode(t, recipient) },
      token,
    );
    expect(answer).toMatchObject({ Success: true, Description: '验证成功' });
    return answer.Data.VerifyToken;
  }
  async function newPhoneCode(token: string, phone: string): Promise<string> {
    expect(await post('/v1/api/sms/create', { account: phone, type: '3' }, token)).toMatchObject({
      Success: true,
      Code: 200,
    });
    return lastCode(t, phone);
  }
  async function newEmailCode(token: string, email: string): Promise<string> {
    expect(await post('/v1/api/email/create', { account: email, type: '3' }, token)).toMatchObject({
      Success: true,
      Code: 200,
    });
    return lastCode(t, email);
  }

  describe('changing the phone', () => {
    it('needs a code to the current phone, then one to the new phone; the new one signs in', async () => {
      const user = await reader();
      const verifyToken = await verify(user.token, '1', user.phone!);
      const phone = randomPhone();
      const code = await newPhoneCode(user.token, phone);
      expect(
        await post(
          '/v1/api/user/bind-mobile',
          { account: phone, validateCode: code, verifyToken },
          user.token,
        ),
      ).toEqual({ Success: true, Data: null, Code: 0, Description: '手机号绑定成功' });
      expect((await info(user.token)).MobileNumber).toBe(phone);
      await expect(api.signIn(phone, 'Old2026x')).resolves.toMatchObject({ id: user.id });
      await expect(api.signIn(user.phone!, 'Old2026x')).rejects.toThrow();
    });

    it('refuses without a VerifyToken, with a used one, and with one for the e-mail', async () => {
      const user = await reader({ email: randomEmail() });
      const phone = randomPhone();
      const bind = async (verifyToken?: string) =>
        post(
          '/v1/api/user/bind-mobile',
          {
            account: phone,
            validateCode: await newPhoneCode(user.token, phone).catch(() => lastCode(t, phone)),
            ...(verifyToken === undefined ? {} : { verifyToken }),
          },
          user.token,
        );
      const expired = refusal(30, '身份验证已失效，请重新验证');
      expect(await bind()).toEqual(expired);
      const emailToken = await verify(user.token, '2', (await info(user.token)).Email);
      expect(await bind(emailToken)).toEqual(expired);
      expect((await info(user.token)).MobileNumber).toBe(user.phone);
    });

    it('refuses a code sent to the old phone for the new one, and the new phone of another account', async () => {
      const user = await reader();
      const other = await reader();
      const verifyToken = await verify(user.token, '1', user.phone!);
      // A login code for the new phone is for another purpose.
      const phone = randomPhone();
      await post('/v1/api/sms/create', { account: phone, type: '8' });
      expect(
        await post(
          '/v1/api/user/bind-mobile',
          { account: phone, validateCode: await lastCode(t, phone), verifyToken },
          user.token,
        ),
      ).toEqual(refusal(30, '验证码已失效，请重新获取'));
      // Another account's phone: its owner is told by SMS, the code never leaves.
      await post('/v1/api/sms/create', { account: other.phone!, type: '3' }, user.token);
      expect(await lastOutboxMessage(t, other.phone!)).toMatch(/无法绑定/);
      expect(
        await post(
          '/v1/api/user/bind-mobile',
          { account: other.phone!, validateCode: '123456', verifyToken },
          user.token,
        ),
      ).toMatchObject({ Success: false, Code: 30 });
      expect((await info(user.token)).MobileNumber).toBe(user.phone);
      expect((await info(other.token)).MobileNumber).toBe(other.phone);
    });

    it('checks the new phone and code first (spec §5 messages) and refuses the same phone', async () => {
      const user = await reader();
      const bind = (account: string, validateCode: string) =>
        post('/v1/api/user/bind-mobile', { account, validateCode }, user.token);
      expect(await bind('', '123456')).toEqual(refusal(400, '手机号不能为空'));
      expect(await bind('12345', '123456')).toEqual(refusal(400, '请输入有效手机号'));
      expect(await bind(randomPhone(), '')).toEqual(refusal(400, '验证码不能为空'));
      expect(await bind(randomPhone(), '123')).toEqual(refusal(400, '验证码为6位数'));
      expect(await bind(user.phone!, '123456')).toEqual(
        refusal(400, '新手机号不能与当前手机号相同'),
      );
    });

    it('sends bind codes only to a signed-in reader (code 34)', async () => {
      expect(await post('/v1/api/sms/create', { account: randomPhone(), type: '3' })).toEqual(
        refusal(34, '登录已过期，请重新登录'),
      );
    });
  });

  describe('binding and changing the e-mail', () => {
    it('binds a first e-mail (any case, kept lower-case) after proving the phone; it signs in', async () => {
      const user = await reader();
      const first = randomEmail();
      const phoneToken = await verify(user.token, '1', user.phone!);
      expect(
        await post(
          '/v1/api/user/bind-email',
          {
            account: first.toUpperCase(),
            validateCode: await newEmailCode(user.token, first),
            verifyToken: phoneToken,
          },
          user.token,
        ),
      ).toMatchObject({ Success: true, Description: '邮箱绑定成功' });
      expect((await info(user.token)).Email).toBe(first);
      await expect(api.signIn(first, 'Old2026x')).resolves.toMatchObject({ id: user.id });
    });

    it('changes the e-mail after proving the current one', async () => {
      const first = randomEmail();
      const user = await reader({ email: first });
      const second = randomEmail();
      const emailToken = await verify(user.token, '2', first);
      expect(
        await post(
          '/v1/api/user/bind-email',
          {
            account: second,
            validateCode: await newEmailCode(user.token, second),
            verifyToken: emailToken,
          },
          user.token,
        ),
      ).toMatchObject({ Success: true });
      expect((await info(user.token)).Email).toBe(second);
    });

    it('refuses a phone VerifyToken once an e-mail is bound, and bad addresses', async () => {
      const email = randomEmail();
      const user = await reader({ email });
      const phoneToken = await verify(user.token, '1', user.phone!);
      const next = randomEmail();
      expect(
        await post(
          '/v1/api/user/bind-email',
          {
            account: next,
            validateCode: await newEmailCode(user.token, next),
            verifyToken: phoneToken,
          },
          user.token,
        ),
      ).toEqual(refusal(30, '身份验证已失效，请重新验证'));
      expect(await post('/v1/api/email/create', { account: '', type: '3' }, user.token)).toEqual(
        refusal(400, '邮箱不能为空'),
      );
      expect(await post('/v1/api/email/create', { account: 'a@b', type: '3' }, user.token)).toEqual(
        refusal(400, '请输入有效邮箱'),
      );
      expect((await info(user.token)).Email).toBe(email);
    });

    it('answers 400 when there is no e-mail to prove', async () => {
      const user = await reader();
      expect(await post('/v1/api/user/send-verify-code', { type: '2' }, user.token)).toEqual(
        refusal(400, '您还未绑定邮箱'),
      );
    });
  });

  describe('the code 201 flow', () => {
    it('lets an account without a phone bind one with the new phone code alone', async () => {
      const user = await reader({ phone: null, password: '' });
      expect(
        await post('/v1/api/email/create', { account: randomEmail(), type: '3' }, user.token),
      ).toEqual(refusal(201, '请先绑定手机号'));
      expect(
        await post('/v1/api/user/update-password', { password: 'New2026x' }, user.token),
      ).toEqual(refusal(201, '请先绑定手机号'));
      const phone = randomPhone();
      expect(
        await post(
          '/v1/api/user/bind-mobile',
          { account: phone, validateCode: await newPhoneCode(user.token, phone) },
          user.token,
        ),
      ).toMatchObject({ Success: true });
      expect(await info(user.token)).toMatchObject({ MobileNumber: phone, HasPassword: false });
    });
  });

  describe('changing the password', () => {
    it('needs the old password, ends every other session and keeps this one on a new token', async () => {
      const user = await reader();
      const elsewhere = await api.signIn(user.phone!, 'Old2026x');
      const answer = await api.call(
        'POST',
        '/v1/api/user/update-password',
        { oldPassword: 'Old2026x', password: 'New2026x' },
        { cookie: user.token },
      );
      const changed = envelope<{ AccessToken: string }>(answer);
      expect(changed).toMatchObject({ Success: true, Description: '密码修改成功' });
      expect(String(answer.headers['set-cookie'])).toMatch(/access_token=[^;]+; .*HttpOnly/i);
      expect((await info(changed.Data.AccessToken)).MobileNumber).toBe(user.phone);
      for (const token of [user.token, elsewhere.token])
        expect(await api.callJson('GET', '/v1/api/user/detail', {}, { cookie: token })).toEqual(
          refusal(34, '登录已过期，请重新登录'),
        );
      await expect(api.signIn(user.phone!, 'New2026x')).resolves.toMatchObject({ id: user.id });
    });

    it('refuses a wrong or missing old password and a weak new one, changing nothing', async () => {
      const user = await reader();
      const change = (params: Record<string, string>) =>
        post('/v1/api/user/update-password', params, user.token);
      expect(await change({ password: 'New2026x' })).toEqual(refusal(400, '请输入原密码'));
      expect(await change({ oldPassword: 'Old2026x', password: '12345' })).toEqual(
        refusal(400, '密码至少6位'),
      );
      expect(await change({ oldPassword: 'Old2026x', password: '密码密码密码' })).toEqual(
        refusal(400, '密码最多16位，且不能包含中文'),
      );
      expect(await change({ oldPassword: 'wrong-1', password: 'New2026x' })).toEqual(
        refusal(30, '原密码错误'),
      );
      expect(await change({ oldPassword: 'Old2026x', password: 'Old2026x' })).toEqual(
        refusal(400, '新密码不能与原密码相同'),
      );
      await expect(api.signIn(user.phone!, 'Old2026x')).resolves.toMatchObject({ id: user.id });
    });

    it('sets a first password with a code to the current phone', async () => {
      const user = await reader({ password: '' });
      expect((await info(user.token)).HasPassword).toBe(false);
      await post('/v1/api/user/send-verify-code', { type: '1' }, user.token);
      expect(
        await post(
          '/v1/api/user/update-password',
          { validateCode: await lastCode(t, user.phone!), password: 'First2026' },
          user.token,
        ),
      ).toMatchObject({ Success: true, Data: { HasPassword: true } });
      await expect(api.signIn(user.phone!, 'First2026')).resolves.toMatchObject({ id: user.id });
    });
  });

  it('needs a session for every account-setting call (code 34), changing nothing', async () => {
    const calls: [string, Record<string, string>][] = [
      ['/v1/api/user/send-verify-code', { type: '1' }],
      ['/v1/api/user/check-verify-code', { type: '1', validateCode: '123456' }],
      ['/v1/api/email/create', { account: randomEmail(), type: '3' }],
      ['/v1/api/user/bind-mobile', { account: randomPhone(), validateCode: '123456' }],
      ['/v1/api/user/bind-email', { account: randomEmail(), validateCode: '123456' }],
      ['/v1/api/user/update-password', { oldPassword: 'a', password: 'New2026x' }],
    ];
    for (const [path, params] of calls)
      expect(await post(path, params)).toEqual(refusal(34, '登录已过期，请重新登录'));
  });
});
