import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Envelope } from '@moyue/contracts/envelope';
import { writeDemoPeople } from '../../seed/demo-people.ts';
import {
  bindDevice,
  createTestApp,
  signedRequest,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';
import { hashPassword } from '../accounts/password.ts';

// What the organisation API tests share: the app with the demo people and
// organisations, signed calls, fresh signed-in readers and their binding.

/** An item of organization/list and organization/list-by-ip. */
export interface ListItem {
  Id: number;
  ExternalId: string;
  Title: string;
  Type: number;
  IsPartner: number;
  IpRanges: string[];
}

/** The Organization of a reader (user/detail, the binding calls). */
export interface UserOrganization {
  Id: number;
  Title: string;
  State: number;
  Warning: number | null;
  ExpireTime: string | null;
  ExternalId: string;
  Type: number;
}

export const body = <T = unknown>(response: LightMyRequestResponse) => response.json<Envelope<T>>();

const PASSWORD = 'Bind2026';

/**
 * The organisation API tests' app and their calls; use inside a describe: it
 * registers beforeAll / afterAll.
 */
export function useOrganizationTestApp(kind: DatabaseKind) {
  let t: TestApp;
  let device: TestDevice;
  let passwordHash: string;
  /** external id → id of the demo organisations */
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    await writeDemoPeople(t.database.db);
    device = await bindDevice(t.app);
    passwordHash = await hashPassword(PASSWORD);
    for (const row of await t.database.query<{ id: string; external_id: string }>(
      'SELECT id, external_id FROM organizations',
    ))
      ids[row.external_id] = Number(row.id);
    // Some organisations of our own for the title search and the SSO list.
    await t.database.query(
      `INSERT INTO organizations (external_id, title, type, oauth_url, validation_param_name)
       VALUES ('org-sso', '统一认证大学', 9, 'https://sso.example.edu/authorize', 'state'),
              ('org-pct', '百分之百%书院', 9, '', '')`,
    );
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: { ip?: string; cookie?: string } = {},
  ) => signedRequest(t.app, device, method, path, params, options);

  /** A fresh reader, signed in; answers the access token and the user id. */
  async function signedInReader(): Promise<{ token: string; userId: number }> {
    const phone = `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const [row] = await t.database.query<{ id: string }>(
      'INSERT INTO users (external_id, mobile_number, password_hash) VALUES ($1, $2, $3) RETURNING id',
      [`u-${phone}`, phone, passwordHash],
    );
    const login = body<{ AccessToken: string; Organization: unknown }>(
      await call('POST', '/v1/api/userinfo/login', { account: phone, password: PASSWORD }),
    );
    expect(login.Data.Organization).toBeNull();
    return { token: login.Data.AccessToken, userId: Number(row!.id) };
  }
  const bind = (organizationId: string | undefined, options: { ip?: string; cookie?: string }) =>
    call(
      'POST',
      '/v1/api/user/tmp-bind-organization',
      organizationId === undefined ? {} : { organizationId },
      options,
    );
  const detailOf = async (token: string) =>
    body<{ Organization: UserOrganization | null }>(
      await call('GET', '/v1/api/user/detail', {}, { cookie: token }),
    ).Data.Organization;

  return {
    app: () => t,
    device: () => device,
    ids,
    call,
    signedInReader,
    bind,
    detailOf,
  };
}
