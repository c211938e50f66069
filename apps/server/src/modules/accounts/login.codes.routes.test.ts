import { describe, expect, it } from 'vitest';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VerificationCodeService } from './verification-code.service.ts';
import { randomPhone } from '../../testing/api-helpers.ts';
import { type LoginData, useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES } from '../../testing/test-app.ts';

describe.each(TEST_DATABASES)('sign-in API (%s)', (kind) => {
  const {
    app,
    call,
    login,
    body,
    newUser,
    lastCode,
    sendLoginCode: sendCode,
  } = useAccountTestApp(kind);
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
      const [user] = await app().database.query<{ promotion_code: string }>(
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
      const sixth = await login({ account: phone, validateCode: wrong });
      expect(body(sixth)).toMatchObject({ Code: 30, Description: '验证码已失效，请重新获取' });
      expect(sixth.headers['set-cookie']).toBeUndefined();
      const users = await app().database.query('SELECT id FROM users WHERE mobile_number = $1', [
        phone,
      ]);
      expect(users).toHaveLength(0);
    });

    it('refuses an expired code', async () => {
      const phone = randomPhone();
      await sendCode(phone);
      const code = await lastCode(phone);
      await app().database.query(
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
      const codes = new VerificationCodeService(new VerificationCodeRepository(app().database.db));
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
      const codes = new VerificationCodeService(new VerificationCodeRepository(app().database.db));
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
        type: '5',
      });
      expect(body(wrongType)).toMatchObject({ Code: 400, Description: '参数错误：type' });
    });
  });
});
