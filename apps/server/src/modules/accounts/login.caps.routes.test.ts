import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomIp, randomPhone } from '../../testing/api-helpers.ts';
import { useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES, bindDevice } from '../../testing/test-app.ts';

// How often a stranger may try: wrong passwords per account and address, codes per phone, device and address.
describe.each(TEST_DATABASES)('sign-in API (%s)', (kind) => {
  const { app, login, body, newUser, sendLoginCode: sendCode } = useAccountTestApp(kind);

  describe('password login', () => {
    const locked = {
      Success: false,
      Data: null,
      Code: 429,
      Description: '尝试次数过多，请15分钟后再试',
    };
    const sessionsOf = async (phone: string) =>
      Number(
        (
          await app().database.query<{ n: string }>(
            `SELECT count(*) AS n FROM access_tokens t JOIN users u ON u.id = t.user_id
             WHERE u.mobile_number = $1`,
            [phone],
          )
        )[0]?.n,
      );

    it('refuses an 11th wrong try on one account from one address with 429 and Retry-After, even with the right password', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ip = randomIp();
      for (let i = 0; i < 10; i++) {
        expect(body(await login({ account: phone, password: `wrong${i}` }, ip)).Code).toBe(30);
      }
      const refused = await login({ account: phone, password: 'Right2026' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect(body(refused)).toEqual(locked);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf(phone)).toBe(0);
      // The lock is the stranger's: the owner on another network still signs in.
      expect(body(await login({ account: phone, password: 'Right2026' })).Success).toBe(true);
    });

    it('holds the cap under a burst: of 30 parallel wrong passwords 10 are checked, the rest 429', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login({ account: phone, password: `burst${i}` }, ip)),
      );
      const wrong = answers.filter((answer) => body(answer).Code === 30);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      // Tries beyond the cap wait for the ones in flight, then see their 10 failures.
      expect(wrong).toHaveLength(10);
      expect(refused).toHaveLength(20);
      for (const answer of refused) {
        expect(body(answer)).toEqual(locked);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
      }
      const right = await login({ account: phone, password: 'Right2026' }, ip);
      expect(right.statusCode).toBe(429);
      expect(body(right)).toEqual(locked);
      expect(right.headers['set-cookie']).toBeUndefined();
      expect(await sessionsOf(phone)).toBe(0);
    });

    it('does not count right passwords: 12 sign-ins from one address in a row all succeed', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ip = randomIp();
      for (let i = 0; i < 12; i++)
        expect(body(await login({ account: phone, password: 'Right2026' }, ip)).Success).toBe(true);
    });

    it('lets 20 parallel right sign-ins of one account from one address all succeed', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => login({ account: phone, password: 'Right2026' }, ip)),
      );
      expect(answers.map((answer) => [answer.statusCode, body(answer).Success])).toEqual(
        Array.from({ length: 20 }, () => [200, true]),
      );
      expect(await sessionsOf(phone)).toBe(20);
    });

    it('spends no failure budget on right tries: after 9 wrong, 20 parallel right succeed and the 10th wrong is still checked', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ip = randomIp();
      for (let i = 0; i < 9; i++)
        expect(body(await login({ account: phone, password: `typo${i}` }, ip)).Code).toBe(30);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => login({ account: phone, password: 'Right2026' }, ip)),
      );
      for (const answer of answers) expect(body(answer).Success).toBe(true);
      expect(body(await login({ account: phone, password: 'typo9' }, ip)).Code).toBe(30);
      const refused = await login({ account: phone, password: 'Right2026' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toEqual(locked);
    });

    it('locks an account after 100 wrong tries from anywhere, for every address', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const ips = Array.from({ length: 10 }, () => randomIp());
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(
          ips.map((ip, i) => login({ account: phone, password: `far${round}-${i}` }, ip)),
        );
        for (const answer of answers) expect(body(answer).Code).toBe(30);
      }
      const fresh = await login({ account: phone, password: 'Right2026' }, randomIp());
      expect(fresh.statusCode).toBe(429);
      expect(body(fresh)).toEqual(locked);
      expect(await sessionsOf(phone)).toBe(0);
    });

    // Issue 12: 50 failures from one address no longer lock it (a library or campus behind one NAT).
    it('lets the right password of an untouched account in after 50 wrong tries on various accounts from its address', async () => {
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          login({ account: `nobody${i}.${randomInt(1e6)}@moyue.example`, password: 'x' }, ip),
        ),
      );
      for (const answer of answers) expect(body(answer).Code).toBe(30);
      const phone = await newUser({ password: 'Right2026' });
      const right = await login({ account: phone, password: 'Right2026' }, ip);
      expect(right.statusCode).toBe(200);
      expect(body(right).Success).toBe(true);
      expect(await sessionsOf(phone)).toBe(1);
    });

    it('stops a flood from one address on any accounts at LOGIN_FAILURES_PER_IP (300) wrong tries, for every account', async () => {
      const perIp = app().config.limits.loginFailuresPerIp;
      expect(perIp).toBe(300);
      const ip = randomIp();
      for (let batch = 0; batch < perIp / 60; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            login(
              { account: `flood${batch}-${i}.${randomInt(1e6)}@moyue.example`, password: 'x' },
              ip,
            ),
          ),
        );
        for (const answer of answers) expect(body(answer).Code).toBe(30);
      }
      const phone = await newUser({ password: 'Right2026' });
      const refused = await Promise.all(
        Array.from({ length: 5 }, () => login({ account: phone, password: 'Right2026' }, ip)),
      );
      for (const answer of refused) {
        expect(answer.statusCode).toBe(429);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(800);
        expect(body(answer)).toEqual(locked);
      }
      expect(await sessionsOf(phone)).toBe(0);
      // The owner elsewhere is not locked out.
      expect(body(await login({ account: phone, password: 'Right2026' })).Success).toBe(true);
    }, 120_000);

    it('counts an IPv6 client by its /64: wrong tries from neighbouring addresses add up', async () => {
      const phone = await newUser({ password: 'Right2026' });
      const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
      for (let i = 0; i < 10; i++)
        expect(
          body(await login({ account: phone, password: `v6-${i}` }, `${prefix}::${i + 1}`)).Code,
        ).toBe(30);
      const neighbour = await login(
        { account: phone, password: 'Right2026' },
        `${prefix}:0:0:0:ff`,
      );
      expect(neighbour.statusCode).toBe(429);
      expect(body(neighbour)).toEqual(locked);
      // Another /64 is another subscriber.
      const elsewhere = `2001:db8:${randomInt(0x10000).toString(16)}:ffff::1`;
      expect(body(await login({ account: phone, password: 'Right2026' }, elsewhere)).Success).toBe(
        true,
      );
    });
  });

  describe('SMS code login', () => {
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

    it('caps codes per device (10 an hour) and per address (20 an hour)', async () => {
      const own = await bindDevice(app().app);
      for (let i = 0; i < 10; i++)
        expect(body(await sendCode(randomPhone(), { as: own })).Code).toBe(200);
      const capped = await sendCode(randomPhone(), { as: own });
      expect(capped.statusCode).toBe(429);
      expect(body(capped)).toMatchObject({
        Code: 22,
        Description: '今日验证码发送次数过多，请稍后再试',
      });
      expect(body(capped)).toEqual({
        Success: false,
        Data: null,
        Code: 22,
        Description: '今日验证码发送次数过多，请稍后再试',
      });
      const deviceWait = Number(capped.headers['retry-after']);
      expect(deviceWait).toBeGreaterThan(3_000);
      expect(deviceWait).toBeLessThanOrEqual(3_600);

      const ip = randomIp();
      const devices = [
        await bindDevice(app().app),
        await bindDevice(app().app),
        await bindDevice(app().app),
      ];
      for (let i = 0; i < 20; i++)
        expect(body(await sendCode(randomPhone(), { ip, as: devices[i % 3] })).Code).toBe(200);
      const ipCapped = await sendCode(randomPhone(), { ip, as: devices[0] });
      expect(body(ipCapped).Code).toBe(22);
      expect(ipCapped.statusCode).toBe(429);
      expect(body(ipCapped)).toEqual(body(capped));
      const ipWait = Number(ipCapped.headers['retry-after']);
      expect(ipWait).toBeGreaterThan(3_000);
      expect(ipWait).toBeLessThanOrEqual(3_600);
    });

    it('holds the per-phone cap under a burst: of 10 parallel sends one code goes out', async () => {
      const phone = randomPhone();
      const answers = await Promise.all(Array.from({ length: 10 }, () => sendCode(phone)));
      expect(answers.filter((answer) => body(answer).Code === 200)).toHaveLength(1);
      for (const answer of answers.filter((a) => body(a).Code !== 200)) {
        expect(answer.statusCode).toBe(429);
        expect(body(answer).Code).toBe(22);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(100);
      }
      const [sent] = await app().database.query<{ n: string }>(
        'SELECT count(*) AS n FROM message_outbox WHERE recipient = $1',
        [phone],
      );
      expect(Number(sent?.n)).toBe(1);
    });

    it('caps codes per IPv6 /64, not per single address (20 an hour)', async () => {
      const prefix = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`;
      const devices = [await bindDevice(app().app), await bindDevice(app().app)];
      for (let i = 0; i < 20; i++)
        expect(
          body(await sendCode(randomPhone(), { ip: `${prefix}::${i + 1}`, as: devices[i % 2] }))
            .Code,
        ).toBe(200);
      const capped = await sendCode(randomPhone(), { ip: `${prefix}:1:2:3:4`, as: devices[0] });
      expect(capped.statusCode).toBe(429);
      expect(body(capped)).toMatchObject({ Code: 22 });
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3_000);
    });
  });
});
