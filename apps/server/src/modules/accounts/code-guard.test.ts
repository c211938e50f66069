import { describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from '../../platform/attempt-limit.ts';
import { MemoryRateLimiter } from '../../platform/rate-limit.ts';
import { CodeGuard, LOGIN_CAPS, RateLimitedError } from './code-guard.ts';
import type { MessageSender } from './message-sender.ts';
import type { VerificationCodeService } from './verification-code.service.ts';

// The guard's sign-in caps alone (password checks stand in as functions; no codes are sent).
function guardAt(clock: { now: number }, options: { turnWaitMs?: number } = {}) {
  const attempts = new MemoryAttemptLimiter(() => clock.now);
  const guard = new CodeGuard({
    limiter: new MemoryRateLimiter(() => clock.now),
    attempts,
    loginFailuresPerIp: 300,
    codes: {} as VerificationCodeService,
    sender: {} as MessageSender,
    log: { error: () => undefined },
    ...options,
  });
  const wrong = () => guard.attempt('reader@moyue.example', '10.9.8.7', async () => false, Boolean);
  return { guard, attempts, wrong };
}

async function refusal(work: Promise<unknown>): Promise<RateLimitedError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RateLimitedError)) throw new Error(`not refused: ${String(error)}`);
  return error;
}

describe('sign-in caps of the code guard', () => {
  it('states the wait its window really has left', async () => {
    const clock = { now: 10_000_000 };
    const { wrong } = guardAt(clock);
    for (let i = 0; i < LOGIN_CAPS.perAccountAndIp; i++) expect(await wrong()).toBe(false);
    const fresh = await refusal(wrong());
    expect([fresh.description, fresh.retryAfterSeconds, fresh.httpStatus]).toEqual([
      '尝试次数过多，请15分钟后再试',
      900,
      429,
    ]);
    clock.now += 10 * 60_000 + 30_000;
    const later = await refusal(wrong());
    expect([later.description, later.retryAfterSeconds]).toEqual([
      '尝试次数过多，请5分钟后再试',
      270,
    ]);
    clock.now += 4 * 60_000 + 15_000;
    const last = await refusal(wrong());
    expect([last.description, last.retryAfterSeconds]).toEqual(['尝试次数过多，请15秒后再试', 15]);
    clock.now += 15_000;
    expect(await wrong()).toBe(false);
  });

  it('says the sign-ins are busy (not a lock-out) when a try waited its turn too long', async () => {
    const clock = { now: 10_000_000 };
    const { attempts, wrong } = guardAt(clock, { turnWaitMs: 100 });
    // Nine failures and one try that never finishes fill the account's cap on this address.
    for (let i = 0; i < LOGIN_CAPS.perAccountAndIp - 1; i++) await wrong();
    const stuck = await attempts.start([
      { key: 'login:account-ip:reader@moyue.example:10.9.8.7', limit: 10, windowSeconds: 900 },
    ]);
    expect(stuck.kind).toBe('started');
    const busy = await refusal(wrong());
    expect([busy.description, busy.retryAfterSeconds, busy.httpStatus]).toEqual([
      '登录请求过多，请稍后再试',
      1,
      429,
    ]);
  });
});

describe('the interval between two codes to one recipient', () => {
  function sendingGuard(clock: { now: number }, smsCodeIntervalSeconds?: number) {
    const sent: string[] = [];
    const guard = new CodeGuard({
      limiter: new MemoryRateLimiter(() => clock.now),
      attempts: new MemoryAttemptLimiter(() => clock.now),
      loginFailuresPerIp: 300,
      ...(smsCodeIntervalSeconds ? { smsCodeIntervalSeconds } : {}),
      codes: { issue: async () => '123456' } as unknown as VerificationCodeService,
      sender: { send: async (message: { body: string }) => void sent.push(message.body) } as never,
      log: { error: () => undefined },
    });
    const send = () =>
      guard.deliver({
        channel: 'sms',
        recipient: '13900000001',
        purpose: 1 as never,
        context: { ip: '10.9.8.7', deviceId: null, deviceToken: null },
        body: async (code: string) => `验证码 ${code}`,
      } as never);
    return { send, sent };
  }

  it('is the spec’s 120 s unless SMS_CODE_INTERVAL_SECONDS says otherwise', async () => {
    const clock = { now: 10_000_000 };
    const spec = sendingGuard(clock);
    await spec.send();
    clock.now += 119_000;
    const early = await refusal(spec.send());
    expect([early.description, early.retryAfterSeconds]).toEqual([
      '验证码发送过于频繁，请1秒后再试',
      1,
    ]);
    clock.now += 1_000;
    await spec.send();
    expect(spec.sent).toHaveLength(2);

    const shortClock = { now: 50_000_000 };
    const quick = sendingGuard(shortClock, 5);
    await quick.send();
    shortClock.now += 4_000;
    expect((await refusal(quick.send())).retryAfterSeconds).toBe(1);
    shortClock.now += 1_000;
    await quick.send();
    expect(quick.sent).toHaveLength(2);
  });
});
