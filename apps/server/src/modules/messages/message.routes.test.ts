import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  TEST_DATABASES,
  bindDevice,
  createTestApp,
  signedRequest,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

const body = (response: LightMyRequestResponse) =>
  response.json<{ Success: boolean; Data: unknown; Code: number; Description: string }>();

describe.each(TEST_DATABASES)('message/statistic (%s)', (kind) => {
  let t: TestApp;
  let device: TestDevice;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    device = await bindDevice(t.app);
  });
  afterAll(() => t.close());

  async function signIn(account: string): Promise<{ token: string; id: number }> {
    const answer = body(
      await signedRequest(t.app, device, 'POST', '/v1/api/userinfo/login', {
        account,
        password: 'Moyue2026',
      }),
    );
    const data = answer.Data as { AccessToken: string; Id: number };
    return { token: data.AccessToken, id: data.Id };
  }
  const statistic = (token?: string) =>
    signedRequest(t.app, device, 'GET', '/v1/api/message/statistic', {}, { cookie: token });

  it("counts only the reader's own unread messages (spec §7 Data.Total)", async () => {
    const reader = await signIn('13800000001');
    const other = await signIn('13800000002');
    expect(body(await statistic(reader.token))).toEqual({
      Success: true,
      Data: { Total: 0 },
      Code: 0,
      Description: '',
    });
    await t.database.query(
      `INSERT INTO messages (user_id, title, read_at)
       SELECT $1, '第' || n || '条', CASE WHEN n <= 3 THEN now() END FROM generate_series(1, 120) n`,
      [reader.id],
    );
    await t.database.query(`INSERT INTO messages (user_id, title) VALUES ($1, '别人的')`, [
      other.id,
    ]);
    expect(body(await statistic(reader.token)).Data).toEqual({ Total: 117 });
    expect(body(await statistic(other.token)).Data).toEqual({ Total: 1 });
  });

  it('answers 0 without a session and after logout', async () => {
    expect(body(await statistic())).toEqual({
      Success: true,
      Data: { Total: 0 },
      Code: 0,
      Description: '',
    });
    const reader = await signIn('13800000001');
    await signedRequest(
      t.app,
      device,
      'POST',
      '/v1/api/device/logout',
      {},
      { cookie: reader.token },
    );
    expect(body(await statistic(reader.token)).Data).toEqual({ Total: 0 });
  });
});
