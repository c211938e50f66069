import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../test/fake-server';
import { bindDevice } from './device';

const refusedFor = (seconds: number) =>
  new Response(
    JSON.stringify({
      Success: false,
      Data: null,
      Code: 429,
      Description: `设备注册过于频繁，请${seconds}秒后再试`,
    }),
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );
const bound = () =>
  new Response(
    JSON.stringify({
      Success: true,
      Data: { DeviceToken: 'dt', DeviceKey: 'dk' },
      Code: 0,
      Description: '',
    }),
  );

describe('device bind refused for too many binds from one address (429)', () => {
  beforeEach(() => {
    clearCookies();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits the Retry-After the server gives and asks again', async () => {
    const answers = [refusedFor(2), bound()];
    const fetchImpl = vi.fn(async () => answers.shift()!);
    const device = bindDevice(fetchImpl);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await device).toEqual({ token: 'dt', key: 'dk' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(document.cookie).toContain('dt');
  });

  it('says the server’s message when the wait is long, or after asking three times', async () => {
    const long = vi.fn(async () => refusedFor(600));
    await expect(bindDevice(long as unknown as typeof fetch)).rejects.toThrow(
      '设备注册过于频繁，请600秒后再试',
    );
    expect(long).toHaveBeenCalledTimes(1);

    const always = vi.fn(async () => refusedFor(1));
    const refused = bindDevice(always);
    const settled = expect(refused).rejects.toThrow('设备注册过于频繁，请1秒后再试');
    await vi.advanceTimersByTimeAsync(2_000);
    await settled;
    expect(always).toHaveBeenCalledTimes(3);
  });
});
