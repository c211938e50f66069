import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Envelope } from '@moyue/contracts/envelope';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  apiCaller,
  insertUser,
  lastCode,
  lastOutboxMessage,
  type ApiCaller,
} from '../../testing/api-helpers.ts';
import {
  createTestApp,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

/** spec §3 login data as the account tests read it. */
export interface LoginData {
  Id: number;
  RealName: string;
  NickName: string;
  MobileNumber: string;
  AccessToken: string;
  ExtendData: { AccessToken: string };
  Organization: null | { Title: string; State: number; Warning: number | null; Type: number };
}

/**
 * The account API tests' app (demo people written) and their calls; use
 * inside a describe: it registers beforeAll / afterAll.
 */
export function useAccountTestApp(kind: DatabaseKind) {
  let t: TestApp;
  let api: ApiCaller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    api = await apiCaller(t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: { ip?: string; cookie?: string | undefined; as?: TestDevice } = {},
  ): Promise<LightMyRequestResponse> => api.call(method, path, params, options);
  return {
    app: () => t,
    call,
    login: (params: Record<string, string>, ip?: string) =>
      call('POST', '/v1/api/userinfo/login', params, { ip }),
    detail: (options: { cookie?: string; token?: string; id?: string } = {}) =>
      call(
        'GET',
        '/v1/api/user/detail',
        {
          ...(options.token ? { AccessToken: options.token } : {}),
          ...(options.id ? { id: options.id } : {}),
        },
        { cookie: options.cookie },
      ),
    /** Asks for a sign-in code (sms/create type 8). */
    sendLoginCode: (account: string, options: { ip?: string; as?: TestDevice } = {}) =>
      call('POST', '/v1/api/sms/create', { account, type: '8' }, options),
    lastCode: (recipient: string) => lastCode(t, recipient),
    lastSms: (recipient: string) => lastOutboxMessage(t, recipient),
    body: <T = unknown>(response: LightMyRequestResponse) => response.json<Envelope<T>>(),
    /** A user on a fresh random phone number; answers the number. */
    newUser: async (fields: { password?: string; realName?: string }): Promise<string> =>
      (await insertUser(t, fields)).phone ?? '',
  };
}
