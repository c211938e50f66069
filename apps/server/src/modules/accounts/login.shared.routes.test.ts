import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@moyue/contracts/envelope';
import {
  apiCaller,
  insertUser,
  randomIp,
  randomPhone,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';

// Two API processes sharing one Redis (as behind a load balancer) keep one count of failed sign-ins.
describe.runIf(process.env.REDIS_URL).each(TEST_DATABASES)(
  'sign-in caps across two processes sharing Redis (%s)',
  (kind) => {
    const apps: TestApp[] = [];
    const callers: ApiCaller[] = [];
    beforeAll(async () => {
      // Two processes of one deployment: one key prefix in the shared Redis.
      const env = { REDIS_KEY_PREFIX: `moyue-test:${randomUUID()}:` };
      for (let i = 0; i < 2; i++) {
        const t = await createTestApp(kind, { env });
        apps.push(t);
        callers.push(await apiCaller(t));
      }
    });
    afterAll(() => Promise.all(apps.map((t) => t.close())));

    const login = async (which: number, account: string, password: string, ip: string) =>
      (
        await callers[which]!.call('POST', '/v1/api/userinfo/login', { account, password }, { ip })
      ).json<Envelope<unknown>>();
    /** The same account (phone and password) in both processes' databases. */
    const sharedUser = async () => {
      const phone = randomPhone();
      for (const t of apps) await insertUser(t, { phone, password: 'Right2026' });
      return phone;
    };

    it('adds up the wrong tries both processes saw, and refuses on either', async () => {
      const phone = await sharedUser();
      const ip = randomIp();
      for (let i = 0; i < 10; i++)
        expect((await login(i % 2, phone, `wrong${i}`, ip)).Code).toBe(30);
      for (const which of [0, 1])
        expect(await login(which, phone, 'Right2026', ip)).toEqual({
          Success: false,
          Data: null,
          Code: 429,
          Description: '尝试次数过多，请15分钟后再试',
        });
    });

    it('lets 20 parallel right sign-ins spread over both processes all succeed', async () => {
      const phone = await sharedUser();
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(i % 2, phone, 'Right2026', ip)),
      );
      expect(answers.map((answer) => answer.Success)).toEqual(Array(20).fill(true));
    });

    it('lets 20 parallel wrong tries over both processes check only 10', async () => {
      const account = `shared${randomInt(1e9)}@moyue.example`;
      const ip = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(i % 2, account, `burst${i}`, ip)),
      );
      expect(answers.filter((answer) => answer.Code === 30)).toHaveLength(10);
      expect(answers.filter((answer) => answer.Code === 429)).toHaveLength(10);
    });
  },
);
