import { randomUUID } from 'node:crypto';
import type { Envelope } from '@moyue/contracts/envelope';
import { SessionStore } from '../../platform/session.ts';
import { insertUser, randomIp } from '../../testing/api-helpers.ts';
import {
  bindDevice,
  createTestApp,
  signedRequest,
  type DatabaseKind,
  type TestApp,
  type TestDevice,
} from '../../testing/test-app.ts';

// The points API tests run the whole app on a clock they set (Asia/Shanghai
// day boundaries); every call is signed with that clock's timestamp.

/** A settable clock, handed to the app as deps.now. */
export class TestClock {
  constructor(private at: number) {}
  now = (): Date => new Date(this.at);
  set(iso: string): void {
    this.at = Date.parse(iso);
  }
}

/** spec §7 timestamp: UTC 'YYYY-MM-DD HH:mm:ss'. */
const signatureTimestamp = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');

export interface PointsKit {
  t: TestApp;
  clock: TestClock;
  /** A signed call at the clock's time, with the reader's session when given. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    params?: Record<string, string>,
    token?: string,
  ): Promise<Envelope<T> & { status: number }>;
  /** A fresh reader with a session valid at the clock's time. */
  reader(): Promise<{ id: number; token: string }>;
  close(): Promise<void>;
}

export async function pointsKit(kind: DatabaseKind, startsAt: string): Promise<PointsKit> {
  const clock = new TestClock(Date.parse(startsAt));
  const t = await createTestApp(kind, {
    seed: 'sample',
    deps: { now: clock.now },
    // A Redis namespace of its own: the shared one's replay epoch was set at the real time,
    // after which every call signed at this clock's (earlier) time would be refused as a replay.
    env: { REDIS_KEY_PREFIX: `moyue-test:${randomUUID()}:` },
  });
  const device: TestDevice = await bindDevice(t.app);
  const sessions = new SessionStore(t.database.db, 30 * 86_400, clock.now);
  return {
    t,
    clock,
    async call<T>(
      method: 'GET' | 'POST',
      path: string,
      params: Record<string, string> = {},
      token?: string,
    ) {
      const response = await signedRequest(
        t.app,
        device,
        method,
        path,
        { timestamp: signatureTimestamp(clock.now()), ...params },
        { ip: randomIp(), ...(token ? { cookie: token } : {}) },
      );
      return { ...response.json<Envelope<T>>(), status: response.statusCode };
    },
    async reader() {
      const user = await insertUser(t);
      const { token } = await sessions.create({ userId: user.id, deviceId: null, ip: null });
      return { id: user.id, token };
    },
    close: () => t.close(),
  };
}
