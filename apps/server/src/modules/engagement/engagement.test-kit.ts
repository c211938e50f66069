import { sql } from 'drizzle-orm';
import type { Envelope } from '@moyue/contracts/envelope';
import { selectRows } from '../../platform/db.ts';
import {
  bindDevice,
  createTestApp,
  signedRequest,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

// What the engagement and history API tests share: an app on the sample
// catalogue, signed calls with or without a session, and table counts to
// prove that a refused call stored nothing.

export interface EngagementTestApp {
  t: TestApp;
  device: TestDevice;
  /** Signs a demo account in (password Moyue2026); answers its access token. */
  signIn(account: string): Promise<string>;
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string>,
    token?: string,
  ): Promise<Envelope<T>>;
  /** The first sample books, by id. */
  books(): Promise<{ id: number; externalId: string; title: string; objectType: number }[]>;
  /** Rows of a table (optionally where a condition holds). */
  count(table: string, where?: string): Promise<number>;
  close(): Promise<void>;
}

/** A test app on the sample catalogue and demo people (13800000001-4). */
export async function startEngagementApp(kind: DatabaseKind): Promise<EngagementTestApp> {
  const t = await createTestApp(kind, { seed: 'sample' });
  const device = await bindDevice(t.app);
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    token?: string,
  ): Promise<Envelope<T>> =>
    (await signedRequest(t.app, device, method, path, params, token ? { cookie: token } : {})).json<
      Envelope<T>
    >();
  return {
    t,
    device,
    call,
    async signIn(account) {
      const answer = await call<{ AccessToken: string }>('POST', '/v1/api/userinfo/login', {
        account,
        password: 'Moyue2026',
      });
      if (!answer.Success) throw new Error(answer.Description);
      return answer.Data.AccessToken;
    },
    books: () =>
      selectRows(
        t.database.db,
        sql`SELECT id::int AS id, external_id AS "externalId", title, object_type AS "objectType"
              FROM contents ORDER BY id LIMIT 6`,
      ),
    async count(table, where = 'true') {
      const [row] = await selectRows<{ n: number }>(
        t.database.db,
        sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
      );
      return row?.n ?? 0;
    },
    close: () => t.close(),
  };
}

/** The refusal envelope of spec §8 (Data null). */
export const refused = (Code: number, Description: string) => ({
  Success: false,
  Data: null,
  Code,
  Description,
});
