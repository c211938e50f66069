import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomPhone } from '../../testing/api-helpers.ts';
import { useAccountTestApp } from './account-test-kit.ts';
import { TEST_DATABASES, bindDevice } from '../../testing/test-app.ts';

// Answers that do not tell whether an account exists, neither in what they say nor in how long they take.
describe.each(TEST_DATABASES)('sign-in API (%s)', (kind) => {
  const { app, call, login, body, newUser } = useAccountTestApp(kind);

  describe('password login', () => {
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
  });

  describe('known and unknown numbers in like time', () => {
    /** Best of `rounds` interleaved runs of each case: the quickest shows the work done. */
    async function fastestOf<K extends string>(
      rounds: number,
      cases: Record<K, () => Promise<unknown>>,
    ): Promise<{ fastest: Record<K, number>; answers: Record<K, unknown[]> }> {
      const names = Object.keys(cases) as K[];
      const fastest = Object.fromEntries(names.map((name) => [name, Infinity])) as Record<
        K,
        number
      >;
      const answers = Object.fromEntries(names.map((name) => [name, []])) as unknown as Record<
        K,
        unknown[]
      >;
      for (let round = 0; round < rounds; round++)
        // Each case goes first as often as the others: whatever warms up for the first counts for all.
        for (const name of round % 2 ? [...names].reverse() : names) {
          const started = performance.now();
          const answer = await cases[name]();
          fastest[name] = Math.min(fastest[name], performance.now() - started);
          answers[name].push(answer);
        }
      return { fastest, answers };
    }

    it.each([
      ['1', 'register'],
      ['2', 'reset'],
      ['8', 'login'],
    ])('answers sms/create type %s (%s) alike for a known and an unknown number', async (type) => {
      const known = await newUser({ password: 'Right2026' });
      const devices = await Promise.all(Array.from({ length: 20 }, () => bindDevice(app().app)));
      const send = (account: string) => {
        const as = devices.pop()!;
        return async () =>
          body(await call('POST', '/v1/api/sms/create', { account, type }, { as }));
      };
      // A number gets one code per 120 s: each round sends to a known and an unknown number of its own.
      const knownPhones = [
        known,
        ...(await Promise.all(Array.from({ length: 9 }, () => newUser({})))),
      ];
      const { fastest, answers } = await fastestOf(10, {
        known: () => send(knownPhones.pop()!)(),
        unknown: () => send(randomPhone())(),
      });
      const sent = { Success: true, Data: null, Code: 200, Description: '验证码已发送' };
      expect(answers.known).toEqual(Array.from({ length: 10 }, () => sent));
      expect(answers.unknown).toEqual(answers.known);
      expect(fastest.unknown).toBeGreaterThan(fastest.known * 0.5);
      expect(fastest.known).toBeGreaterThan(fastest.unknown * 0.5);
    });

    it('answers userinfo/check alike for a known and an unknown number', async () => {
      const known = await newUser({ password: 'Right2026' });
      const check = (account: string) => async () =>
        body(await call('GET', '/v1/api/userinfo/check', { account, type: '1' }));
      const { fastest, answers } = await fastestOf(8, {
        known: check(known),
        unknown: () => check(randomPhone())(),
      });
      expect(answers.unknown).toEqual(answers.known);
      expect(answers.known[0]).toEqual({ Success: true, Data: null, Code: 0, Description: '' });
      expect(fastest.unknown).toBeGreaterThan(fastest.known * 0.5);
      expect(fastest.known).toBeGreaterThan(fastest.unknown * 0.5);
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
});
