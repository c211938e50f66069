import { randomUUID } from 'node:crypto';
import type { Envelope } from '@moyue/contracts/envelope';
import { formatSignTimestamp } from '@moyue/contracts/signing';
import { randomIp } from '../../testing/api-helpers.ts';
import {
  bindDevice,
  createTestApp,
  signedRequest,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

// The special pages' API tests: the whole app on the sample catalogue with its
// editions, a clock the tests move (transfer expiry), calls signed at its time.

export const TEST_XSD_SECRET = 'xsd-test-secret-0123456789';

/** The library's network (demo-people: 127.0.0.0/8); randomIp() is nobody's. */
export const LIBRARY_IP = '127.0.0.1';

export interface SpecialKit {
  t: TestApp;
  device: TestDevice;
  /** moves the app's clock */
  advance(seconds: number): void;
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string>,
    options?: { token?: string; ip?: string },
  ): Promise<Envelope<T> & { status: number }>;
  /** Signs a demo account in (password Moyue2026) from the library's network; answers its token. */
  signIn(account: string): Promise<string>;
  close(): Promise<void>;
}

export async function specialKit(kind: DatabaseKind): Promise<SpecialKit> {
  let at = Date.now();
  const now = () => new Date(at);
  const t = await createTestApp(kind, {
    seed: 'sample',
    editions: true,
    deps: { now },
    env: {
      XSD_SECRET: TEST_XSD_SECRET,
      XSD_URL: 'https://xsd.example.org/entry?from=moyue',
      // its own Redis namespace: calls signed at a moved clock must not meet the shared replay epoch
      REDIS_KEY_PREFIX: `moyue-test:${randomUUID()}:`,
    },
  });
  const device = await bindDevice(t.app);
  const call: SpecialKit['call'] = async <T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string> = {},
    options: { token?: string; ip?: string } = {},
  ) => {
    const response = await signedRequest(
      t.app,
      device,
      method,
      path,
      { timestamp: formatSignTimestamp(now()), ...params },
      { ip: options.ip ?? randomIp(), ...(options.token ? { cookie: options.token } : {}) },
    );
    return { ...response.json<Envelope<T>>(), status: response.statusCode };
  };
  return {
    t,
    device,
    advance(seconds) {
      at += seconds * 1000;
    },
    call,
    async signIn(account) {
      const answer = await call<{ AccessToken: string }>(
        'POST',
        '/v1/api/userinfo/login',
        { account, password: 'Moyue2026' },
        { ip: LIBRARY_IP },
      );
      if (!answer.Success) throw new Error(answer.Description);
      return answer.Data.AccessToken;
    },
    close: () => t.close(),
  };
}
