import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@moyue/contracts/envelope';
import { hashPassword } from '../modules/accounts/password.ts';
import { SessionStore } from '../platform/session.ts';
import { bindDevice, signedRequest, type TestApp, type TestDevice } from './test-app.ts';

// What the API tests of several modules share: signed calls with a session,
// signing in, fresh users, and the codes the outbox 'sent'.

/** Counters may live in a shared Redis: tests use their own phone numbers and addresses. */
export const randomPhone = (): string => `19${String(randomInt(0, 1e9)).padStart(9, '0')}`;
export const randomIp = (): string =>
  `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The envelope of an answer. */
export const envelope = <T = unknown>(response: LightMyRequestResponse): Envelope<T> =>
  response.json<Envelope<T>>();

/** The refusal envelope of spec §8 (Data null). */
export const refusal = (Code: number, Description: string) => ({
  Success: false,
  Data: null,
  Code,
  Description,
});

export interface ApiCaller {
  device: TestDevice;
  /** A signed call from a random address (unless ip is given), with the access_token cookie when given. */
  call(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string>,
    options?: { ip?: string; cookie?: string | undefined; as?: TestDevice },
  ): Promise<LightMyRequestResponse>;
  /** Signed call answering its envelope. */
  callJson<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string>,
    options?: { ip?: string; cookie?: string | undefined; as?: TestDevice },
  ): Promise<Envelope<T>>;
  /** Signs in by password; answers the token and user id (throws on refusal). */
  signIn(account: string, password?: string): Promise<{ token: string; id: number }>;
}

/** A caller on one bound device of the test app. */
export async function apiCaller(t: TestApp): Promise<ApiCaller> {
  const device = await bindDevice(t.app);
  const call: ApiCaller['call'] = (method, path, params = {}, options = {}) =>
    signedRequest(t.app, options.as ?? device, method, path, params, {
      ip: options.ip ?? randomIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });
  const callJson: ApiCaller['callJson'] = async <T>(
    ...args: Parameters<ApiCaller['call']>
  ): Promise<Envelope<T>> => envelope<T>(await call(...args));
  return {
    device,
    call,
    callJson,
    async signIn(account, password = 'Moyue2026') {
      const answer = await callJson<{ AccessToken: string; Id: number }>(
        'POST',
        '/v1/api/userinfo/login',
        { account, password },
      );
      if (!answer.Success) throw new Error(`sign-in of ${account} failed: ${answer.Description}`);
      return { token: answer.Data.AccessToken, id: answer.Data.Id };
    },
  };
}

/** A user on a fresh random phone number (or none: an account from a single sign-on); answers id and phone. */
export async function insertUser(
  t: TestApp,
  fields: { password?: string; realName?: string; email?: string; phone?: string | null } = {},
): Promise<{ id: number; phone: string | null; externalId: string }> {
  const phone = fields.phone === undefined ? randomPhone() : fields.phone;
  const externalId = `u-${phone ?? randomPhone()}-${randomInt(0, 1e6)}`;
  const [row] = await t.database.query<{ id: string | number }>(
    `INSERT INTO users (external_id, mobile_number, email, password_hash, real_name)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      externalId,
      phone,
      fields.email ?? null,
      fields.password ? await hashPassword(fields.password) : null,
      fields.realName ?? '',
    ],
  );
  return { id: Number(row?.id), phone, externalId };
}

/** The last message the outbox 'sent' to a phone or e-mail ('' when none). */
export async function lastOutboxMessage(t: TestApp, recipient: string): Promise<string> {
  const [row] = await t.database.query<{ body: string }>(
    'SELECT body FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return row?.body ?? '';
}

/** The 6-digit code of the last message to a phone or e-mail (throws when there is none). */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const code = /验证码为(\d{6})/.exec(await lastOutboxMessage(t, recipient))?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** An access token for a user without signing in (an account from a single sign-on has no password). */
export async function sessionFor(t: TestApp, userId: number): Promise<string> {
  const sessions = new SessionStore(t.database.db, 3_600);
  return (await sessions.create({ userId, deviceId: null, ip: null })).token;
}
